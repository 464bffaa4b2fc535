import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Loading, useDataProvider, useNotify } from 'react-admin';
import { REMINDER_OFFSET_RULES, type AdminReminderOffsets } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';
import type { ErrorBody } from '../api/http.ts';
import { NOTIFICATIONS } from '../text/screens.ts';
import { NotificationsHeader } from './NotificationsHeader.tsx';
import { checkOffsetRows, offsetRow, rowPreview, type OffsetRow } from './offset-rows.ts';

const OFFSETS_PATH = '/v1/admin/notifications/reminder-offsets/';
const QUERY_KEY = ['admin', 'reminder-offsets'];

/** Issue 24: each game's reminder times before a tour closes, edited row by row. */
export default function ReminderOffsetsPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const offsets = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await dataProvider.call<AdminReminderOffsets[]>('GET', OFFSETS_PATH, { signal })).data,
    gcTime: 0,
  });

  let content;
  if (offsets.error) content = <Alert severity="error">{offsets.error.message}</Alert>;
  else if (!offsets.data) content = <Loading />;
  else
    content = NOTIFICATIONS.games.map((game) => {
      const times = offsets.data.find((o) => o.game === game.id);
      return times ? <GameTimes key={game.id} name={game.name} times={times} /> : null;
    });
  return (
    <Box sx={{ mt: 2, mb: 10, display: 'grid', gap: 2, minWidth: 0, maxWidth: 960 }}>
      <NotificationsHeader tab="reminders" intro={NOTIFICATIONS.remindersIntro} />
      {content}
    </Box>
  );
}

function GameTimes({ name, times }: { name: string; times: AdminReminderOffsets }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card component="section" aria-label={name}>
      <CardContent sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
            {name}
          </Typography>
          <Chip
            size="small"
            label={times.is_default ? NOTIFICATIONS.isDefault : NOTIFICATIONS.ownTimes}
            variant={times.is_default ? 'outlined' : 'filled'}
          />
        </Box>
        {editing ? (
          <OffsetsForm name={name} times={times} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Box
              component="ul"
              aria-label={NOTIFICATIONS.timesOf(name)}
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {times.offsets_minutes.map((m) => (
                <li key={m}>
                  <Chip label={NOTIFICATIONS.before(m)} color="primary" variant="outlined" />
                </li>
              ))}
            </Box>
            <Typography color="text.secondary" variant="body2">
              {NOTIFICATIONS.beforeClosing(times.offsets_minutes.map(NOTIFICATIONS.before).join(', '))}
            </Typography>
            <Box>
              <MuiButton
                startIcon={<EditIcon />}
                onClick={() => setEditing(true)}
                aria-label={NOTIFICATIONS.editOf(name)}
              >
                {NOTIFICATIONS.edit}
              </MuiButton>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The API's field errors (`offsets_minutes.2`) on their rows, the others above the form. */
function serverProblems(error: unknown, rowCount: number): { rows: (string | null)[]; form: string | null } {
  const list = (error as { body?: Partial<ErrorBody> } | null)?.body?.list ?? [];
  const rows: (string | null)[] = Array.from({ length: rowCount }, () => null);
  const general: string[] = [];
  for (const item of list) {
    const index = /^offsets_minutes\.(\d+)$/.exec(item.field ?? '')?.[1];
    if (index !== undefined && Number(index) < rowCount) rows[Number(index)] ??= item.message;
    else general.push(item.message);
  }
  const form = general[0] ?? (rows.some(Boolean) ? null : (error as Error).message);
  return { rows, form };
}

function OffsetsForm({
  name,
  times,
  onDone,
}: {
  name: string;
  times: AdminReminderOffsets;
  onDone: () => void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<OffsetRow[]>(() => times.offsets_minutes.map((m) => offsetRow(m)));
  const [problems, setProblems] = useState<{ rows: (string | null)[]; form: string | null }>({
    rows: [],
    form: null,
  });
  const save = useMutation({
    mutationFn: (offsets: number[]) =>
      dataProvider.call<AdminReminderOffsets>('PUT', `${OFFSETS_PATH}${times.game}/`, {
        body: { offsets_minutes: offsets },
      }),
    onSuccess: async ({ message }) => {
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      onDone();
    },
    onError: (error, sent) => setProblems(serverProblems(error, sent.length)),
  });

  const change = (key: number, field: 'hours' | 'minutes', value: string) => {
    setRows((current) => current.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setProblems({ rows: [], form: null });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkOffsetRows(rows);
    if (!check.ok) {
      setProblems({ rows: check.rows, form: check.form });
      return;
    }
    setProblems({ rows: [], form: null });
    save.mutate(check.offsets);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={NOTIFICATIONS.editOf(name)}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {NOTIFICATIONS.rules}
      </Typography>
      {problems.form && <Alert severity="error">{problems.form}</Alert>}
      {rows.map((row, i) => {
        const problem = problems.rows[i] ?? null;
        const label = NOTIFICATIONS.rowLabel(i + 1);
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={label}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <TextField
              label={NOTIFICATIONS.hours}
              size="small"
              value={row.hours}
              onChange={(e) => change(row.key, 'hours', e.target.value)}
              error={problem !== null}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  autoComplete: 'off',
                  'aria-label': `${label}: ${NOTIFICATIONS.hours}`,
                  'aria-describedby': problem ? `offset-problem-${row.key}` : undefined,
                },
              }}
              // react-admin's theme makes every text field full width on a phone: two short ones fit a line.
              sx={{ '&&': { width: 96 }, my: 0 }}
            />
            <TextField
              label={NOTIFICATIONS.minutes}
              size="small"
              value={row.minutes}
              onChange={(e) => change(row.key, 'minutes', e.target.value)}
              error={problem !== null}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  autoComplete: 'off',
                  'aria-label': `${label}: ${NOTIFICATIONS.minutes}`,
                  'aria-describedby': problem ? `offset-problem-${row.key}` : undefined,
                },
              }}
              // react-admin's theme makes every text field full width on a phone: two short ones fit a line.
              sx={{ '&&': { width: 96 }, my: 0 }}
            />
            <IconButton
              aria-label={NOTIFICATIONS.remove(i + 1)}
              onClick={() => {
                setRows((current) => current.filter((r) => r.key !== row.key));
                setProblems({ rows: [], form: null });
              }}
              disabled={rows.length <= REMINDER_OFFSET_RULES.minCount}
            >
              <DeleteOutlineIcon />
            </IconButton>
            <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
              {rowPreview(row)}
            </Typography>
            {problem && (
              <Typography
                id={`offset-problem-${row.key}`}
                color="error"
                variant="body2"
                sx={{ flexBasis: '100%', overflowWrap: 'anywhere' }}
              >
                {problem}
              </Typography>
            )}
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <MuiButton
          startIcon={<AddIcon />}
          onClick={() => setRows((current) => [...current, offsetRow()])}
          disabled={rows.length >= REMINDER_OFFSET_RULES.maxCount}
        >
          {NOTIFICATIONS.add}
        </MuiButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <MuiButton type="submit" variant="contained" loading={save.isPending}>
          {NOTIFICATIONS.save}
        </MuiButton>
        <MuiButton onClick={onDone} disabled={save.isPending}>
          {NOTIFICATIONS.cancel}
        </MuiButton>
      </Box>
    </Box>
  );
}
