import { useEffect, useMemo, useState } from 'react';
import { useParams, Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiButton from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Loading, Title, useDataProvider, useGetList, useGetOne, useNotify } from 'react-admin';
import type { AdminMatchResultSheet } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';
import type { ErrorBody } from '../api/http.ts';
import { RESULT } from '../text/screens.ts';
import { formatMoscow } from '../time/moscow.ts';
import type { MatchRecord } from '../resources/matches.tsx';
import { COLUMNS, emptyLine, lineProblems, linesToSend, type StatKey, type StatLine } from './stat-lines.ts';

interface PlayerRecord {
  id: number;
  name: string;
  surname: string;
  nickname: string | null;
  field_position: number;
}

type Lines = Record<number, StatLine>;

const playerName = (p: PlayerRecord) => `${p.surname} ${p.name}`;
const SHORT_POSITIONS: Record<number, string> = { 1: 'ВР', 2: 'ЗЩ', 3: 'ПЗ', 4: 'НП' };

function TeamStats({
  title,
  players,
  lines,
  onChange,
  errors,
}: {
  title: string;
  players: PlayerRecord[];
  lines: Lines;
  onChange: (playerId: number, key: StatKey, value: number) => void;
  errors: Record<string, string>;
}) {
  return (
    <Box sx={{ mb: 3, overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {players.length === 0 ? (
        <Typography color="text.secondary">{RESULT.noPlayers}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{RESULT.player}</TableCell>
              <TableCell>{RESULT.position}</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.key} align="center">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {players.map((player) => (
              <TableRow key={player.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{playerName(player)}</TableCell>
                <TableCell>{SHORT_POSITIONS[player.field_position] ?? ''}</TableCell>
                {COLUMNS.map((column) => {
                  const error = errors[`${player.id}.${column.key}`];
                  return (
                    <TableCell key={column.key} align="center" sx={{ px: 0.5 }}>
                      <TextField
                        type="number"
                        size="small"
                        value={lines[player.id]?.[column.key] ?? 0}
                        error={Boolean(error)}
                        title={error}
                        onChange={(event) => onChange(player.id, column.key, Number(event.target.value) || 0)}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            max: column.max,
                            'aria-label': `${playerName(player)}: ${column.label}`,
                            style: { width: column.key === 'minutes' ? 56 : 44, textAlign: 'center' },
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/**
 * The score and the per-player statistics of both teams in one form (POST /v1/admin/matches/{id}/result/).
 * Correcting a result later is the same form; scoring the stage again applies the correction.
 */
export default function MatchResultPage() {
  const { id } = useParams();
  const matchId = Number(id);
  const { data: match, isPending, error } = useGetOne<MatchRecord>('matches', { id: matchId });
  const playersOf = (teamId: number | undefined) => ({
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'field_position', order: 'ASC' as const },
    filter: { team_id: teamId },
  });
  const home = useGetList<PlayerRecord>('players', playersOf(match?.home_team_id), { enabled: !!match });
  const guest = useGetList<PlayerRecord>('players', playersOf(match?.guest_team_id), { enabled: !!match });
  const stored = useStoredStats(matchId);

  const failure = (error as Error | null)?.message ?? stored.error;
  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (isPending || !match || home.isPending || guest.isPending || stored.lines === null) return <Loading />;
  return (
    <ResultForm
      key={match.id}
      match={match}
      homePlayers={home.data ?? []}
      guestPlayers={guest.data ?? []}
      stored={stored.lines}
    />
  );
}

function ResultForm({
  match,
  homePlayers,
  guestPlayers,
  stored,
}: {
  match: MatchRecord;
  homePlayers: PlayerRecord[];
  guestPlayers: PlayerRecord[];
  stored: StatLine[];
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [homeScore, setHomeScore] = useState(match.home_score === null ? '' : String(match.home_score));
  const [guestScore, setGuestScore] = useState(match.guest_score === null ? '' : String(match.guest_score));
  const [lines, setLines] = useState<Lines>(() =>
    Object.fromEntries(stored.map((line) => [line.player_id, { ...emptyLine(line.player_id), ...line }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const allPlayers = useMemo(() => [...homePlayers, ...guestPlayers], [homePlayers, guestPlayers]);
  const storedIds = useMemo(() => new Set(stored.map((line) => line.player_id)), [stored]);

  const change = (playerId: number, key: StatKey, value: number) =>
    setLines((current) => ({
      ...current,
      [playerId]: { ...(current[playerId] ?? emptyLine(playerId)), [key]: value },
    }));

  const save = async () => {
    setBusy(true);
    setErrors({});
    setRefusal([]);
    const stats = linesToSend(
      allPlayers.map((p) => lines[p.id] ?? emptyLine(p.id)),
      storedIds,
    );
    const problems = lineProblems(stats);
    if (Object.keys(problems).length > 0) {
      const names = new Map(allPlayers.map((p) => [p.id, playerName(p)]));
      setErrors(problems);
      setRefusal(
        Object.entries(problems).map(
          ([cell, message]) => `${names.get(Number(cell.split('.')[0]))}: ${message}`,
        ),
      );
      setBusy(false);
      return;
    }
    try {
      const { message } = await dataProvider.call('POST', `/v1/admin/matches/${match.id}/result/`, {
        body: { home_score: Number(homeScore), guest_score: Number(guestScore), stats },
      });
      notify(message || RESULT.saved, { type: 'success' });
    } catch (failure) {
      const body = (failure as { body?: ErrorBody }).body;
      const byCell: Record<string, string> = {};
      for (const item of body?.list ?? []) {
        // stats[i].column → the cell of the i-th line sent.
        const cell = /^stats\[(\d+)\]\.(\w+)$/.exec(item.field ?? '');
        const line = cell ? stats[Number(cell[1])] : undefined;
        if (cell && line) byCell[`${line.player_id}.${cell[2]}`] = item.message;
      }
      setErrors(byCell);
      setRefusal(body?.list.length ? body.list.map((e) => e.message) : [(failure as Error).message]);
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const scoreValid = /^\d{1,2}$/.test(homeScore) && /^\d{1,2}$/.test(guestScore);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={RESULT.title(match.home_team_name, match.guest_team_name)} />
      <CardContent>
        <Typography variant="h6" component="h2">
          {RESULT.title(match.home_team_name, match.guest_team_name)}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Тур {match.tour}, {formatMoscow(match.starts_at)} (МСК)
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
          <Typography>{RESULT.score}:</Typography>
          <TextField
            label={match.home_team_name}
            type="number"
            value={homeScore}
            onChange={(e) => setHomeScore(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 99, 'aria-label': `Голы: ${match.home_team_name}` } }}
            sx={{ width: 160 }}
          />
          <span>:</span>
          <TextField
            label={match.guest_team_name}
            type="number"
            value={guestScore}
            onChange={(e) => setGuestScore(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 99, 'aria-label': `Голы: ${match.guest_team_name}` } }}
            sx={{ width: 160 }}
          />
        </Box>
        <Typography variant="h6" component="h2">
          {RESULT.stats}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {RESULT.statsHint}
        </Typography>
        <TeamStats
          title={match.home_team_name}
          players={homePlayers}
          lines={lines}
          onChange={change}
          errors={errors}
        />
        <TeamStats
          title={match.guest_team_name}
          players={guestPlayers}
          lines={lines}
          onChange={change}
          errors={errors}
        />
        {refusal.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {refusal.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <MuiButton variant="contained" onClick={() => void save()} disabled={busy || !scoreValid}>
            {RESULT.save}
          </MuiButton>
          <MuiButton component={Link} to={`/matches/${match.id}`}>
            {RESULT.back}
          </MuiButton>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The statistics already stored for the match, so a correction starts from them. Without them the form
 * is not shown: saving a blank sheet over stored lines would erase them.
 */
function useStoredStats(matchId: number): { lines: StatLine[] | null; error: string | null } {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ lines: StatLine[] | null; error: string | null }>({
    lines: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    dataProvider
      .call<AdminMatchResultSheet>('GET', `/v1/admin/matches/${matchId}/result/`)
      .then(({ data }) => {
        if (live)
          setState({
            lines: data.stats.map((line) => ({ ...emptyLine(line.player_id), ...line })),
            error: null,
          });
      })
      .catch((error: Error) => {
        if (live) setState({ lines: null, error: error.message });
      });
    return () => {
      live = false;
    };
  }, [dataProvider, matchId]);
  return state;
}
