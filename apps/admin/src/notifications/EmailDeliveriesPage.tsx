import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiButton from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { Loading, useDataProvider, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AdminEmailDeliveries, AdminEmailDelivery, EmailDeliveryState } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';
import { NOTIFICATIONS } from '../text/screens.ts';
import { formatMoscow } from '../time/moscow.ts';
import { NotificationsHeader } from './NotificationsHeader.tsx';

const LETTERS_PATH = '/v1/admin/notifications/email-deliveries/';
const STATES = NOTIFICATIONS.states.map((s) => s.id);
const isState = (value: string | null): value is EmailDeliveryState =>
  (STATES as readonly string[]).includes(value ?? '');

/**
 * On a phone the table's rows become blocks, one line per cell with its label in front (the header row
 * is hidden): no sideways scrolling however long an address or an error.
 */
const STACKED = {
  '& .MuiTableCell-root': { px: { xs: 1.5, md: 2 } },
  '& thead': { display: { xs: 'none', md: 'table-header-group' } },
  '& tbody tr': {
    display: { xs: 'block', md: 'table-row' },
    py: { xs: 1, md: 0 },
    borderBottom: { xs: 1, md: 0 },
    borderColor: { xs: 'divider', md: 'divider' },
  },
  '& tbody td': {
    display: { xs: 'block', md: 'table-cell' },
    borderBottom: { xs: 'none', md: undefined },
    py: { xs: 0.25, md: 1 },
  },
  '& .cell-label': { display: { xs: 'inline', md: 'none' }, color: 'text.secondary', mr: 0.5 },
} as const;

/** Issue 24: the letters by state — the given-up ones first, each with «Повторить». */
export default function EmailDeliveriesPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [params, setParams] = useSearchParams();
  const state: EmailDeliveryState = isState(params.get('state'))
    ? (params.get('state') as EmailDeliveryState)
    : 'failed';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const letters = useQuery({
    queryKey: ['admin', 'email-deliveries', state, page],
    queryFn: async ({ signal }) =>
      (
        await dataProvider.call<AdminEmailDeliveries>('GET', LETTERS_PATH, {
          query: { state, page },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const go = (next: { state?: EmailDeliveryState; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.state ?? state;
    if (s !== 'failed') query.set('state', s);
    const p = next.page ?? 1;
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };

  let content;
  if (letters.error) content = <Alert severity="error">{letters.error.message}</Alert>;
  else if (!letters.data) content = <Loading />;
  else content = <Letters data={letters.data} onPage={(p) => go({ page: p })} />;

  return (
    <Box sx={{ mt: 2, mb: 10, display: 'grid', gap: 2, minWidth: 0, maxWidth: 1200 }}>
      <NotificationsHeader tab="letters" intro={NOTIFICATIONS.lettersIntro} />
      <ToggleButtonGroup
        value={state}
        exclusive
        size="small"
        color="primary"
        aria-label={NOTIFICATIONS.stateFilter}
        onChange={(_, value: EmailDeliveryState | null) => value && go({ state: value })}
        // Three equal buttons across a phone, their names in plain case so that all three fit a line.
        sx={{
          width: { xs: '100%', sm: 'auto' },
          '& .MuiToggleButton-root': {
            flex: { xs: 1, sm: 'none' },
            px: { xs: 0.5, sm: 1.5 },
            textTransform: { xs: 'none', sm: 'uppercase' },
          },
        }}
      >
        {NOTIFICATIONS.states.map((s) => (
          <ToggleButton key={s.id} value={s.id}>
            {s.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {content}
    </Box>
  );
}

function Letters({ data, onPage }: { data: AdminEmailDeliveries; onPage: (page: number) => void }) {
  const pages = Math.ceil(data.total / data.page_size);
  const stateName = NOTIFICATIONS.states.find((s) => s.id === data.state)?.name ?? data.state;
  if (data.total === 0 && data.page === 1)
    return (
      <Alert severity={data.state === 'failed' ? 'success' : 'info'}>{NOTIFICATIONS.empty[data.state]}</Alert>
    );
  return (
    <>
      <Typography>{NOTIFICATIONS.total(data.total, data.total_capped)}</Typography>
      <Card>
        <Table size="small" aria-label={NOTIFICATIONS.tableOf(stateName)} sx={STACKED}>
          <TableHead>
            <TableRow>
              <TableCell>{NOTIFICATIONS.recipient}</TableCell>
              <TableCell>{NOTIFICATIONS.kind}</TableCell>
              <TableCell>{NOTIFICATIONS.created}</TableCell>
              <TableCell align="right">{NOTIFICATIONS.attempts}</TableCell>
              <TableCell>{data.state === 'sent' ? NOTIFICATIONS.sentAt : NOTIFICATIONS.error}</TableCell>
              {data.state === 'failed' && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((letter) => (
              <Letter key={letter.id} letter={letter} />
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={data.page}
          onChange={(_, p) => onPage(p)}
          aria-label={NOTIFICATIONS.page}
          siblingCount={0}
        />
      )}
    </>
  );
}

const Label = ({ children }: { children: string }) => <span className="cell-label">{children}:</span>;

function Letter({ letter }: { letter: AdminEmailDelivery }) {
  const sent = letter.sent_at !== null;
  const failed = letter.failed_at !== null;
  return (
    <TableRow>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: { md: 220 } }}>
        <strong>{letter.login}</strong>
        <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {letter.email}
        </Typography>
      </TableCell>
      <TableCell>{letter.kind_name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Label>{NOTIFICATIONS.created}</Label>
        {formatMoscow(letter.created_at)}
      </TableCell>
      <TableCell align="right" sx={{ textAlign: { xs: 'left', md: 'right' } }}>
        <Label>{NOTIFICATIONS.attempts}</Label>
        {letter.attempts}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: { md: 200 } }}>
        {sent ? (
          <>
            <Label>{NOTIFICATIONS.sentAt}</Label>
            {formatMoscow(letter.sent_at)}
          </>
        ) : (
          <>
            {letter.last_error && (
              <Box component="span" sx={{ display: 'block' }}>
                <Label>{NOTIFICATIONS.error}</Label>
                {letter.last_error}
              </Box>
            )}
            <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
              {failed
                ? `${NOTIFICATIONS.failedAt}: ${formatMoscow(letter.failed_at)}`
                : `${NOTIFICATIONS.nextAttempt}: ${formatMoscow(letter.next_attempt_at)}`}
            </Typography>
          </>
        )}
      </TableCell>
      {failed && (
        <TableCell align="right" sx={{ textAlign: { xs: 'left', md: 'right' }, pt: { xs: 1, md: 1 } }}>
          <RetryButton letter={letter} />
        </TableCell>
      )}
    </TableRow>
  );
}

function RetryButton({ letter }: { letter: AdminEmailDelivery }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      const { message } = await dataProvider.call<AdminEmailDelivery>(
        'POST',
        `${LETTERS_PATH}${letter.id}/retry/`,
      );
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'email-deliveries'] });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <MuiButton
      variant="outlined"
      size="small"
      startIcon={<ReplayIcon />}
      loading={busy}
      onClick={() => void retry()}
      aria-label={NOTIFICATIONS.retryOf(letter.login, letter.kind_name)}
      sx={{ whiteSpace: 'nowrap', minHeight: 36 }}
    >
      {NOTIFICATIONS.retry}
    </MuiButton>
  );
}
