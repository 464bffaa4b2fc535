import { useMemo, useState } from 'react';
import { useParams, Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Loading, Title, useGetList, useGetOne, useNotify } from 'react-admin';
import type { AdminMatch, AdminPlayer, AdminPlayerStatLine } from '@mliga/contract';
import { RESULT } from '../text/screens.ts';
import { formatMoscow } from '../time/moscow.ts';
import { useMatchResultSheet, useSaveMatchResult } from './match-result-queries.ts';
import { apiRefusal, localRefusal, NO_REFUSAL, type Refusal } from './result-refusal.ts';
import { emptyLine, lineProblems, linesToSend, playerName, type Lines, type StatKey } from './stat-lines.ts';
import { TeamStats } from './TeamStats.tsx';

const playersOf = (teamId: number | undefined) => ({
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'field_position', order: 'ASC' as const },
  filter: { team_id: teamId },
});

/**
 * The score and the per-player statistics of both teams in one form (POST /v1/admin/matches/{id}/result/).
 * Correcting a result later is the same form; scoring the stage again applies the correction.
 * Without the stored statistics the form is not shown: saving a blank sheet over them would erase them.
 */
export default function MatchResultPage() {
  const { id } = useParams();
  const matchId = Number(id);
  const match = useGetOne<AdminMatch>('matches', { id: matchId });
  const home = useGetList<AdminPlayer>('players', playersOf(match.data?.home_team_id), {
    enabled: !!match.data,
  });
  const guest = useGetList<AdminPlayer>('players', playersOf(match.data?.guest_team_id), {
    enabled: !!match.data,
  });
  const sheet = useMatchResultSheet(matchId);

  const failure = match.error ?? sheet.error;
  if (failure) return <Alert severity="error">{failure.message}</Alert>;
  if (!match.data || home.isPending || guest.isPending || !sheet.data) return <Loading />;
  return (
    <ResultForm
      key={match.data.id}
      match={match.data}
      homePlayers={home.data ?? []}
      guestPlayers={guest.data ?? []}
      stored={sheet.data.stats}
    />
  );
}

function ResultForm({
  match,
  homePlayers,
  guestPlayers,
  stored,
}: {
  match: AdminMatch;
  homePlayers: AdminPlayer[];
  guestPlayers: AdminPlayer[];
  stored: AdminPlayerStatLine[];
}) {
  const notify = useNotify();
  const save = useSaveMatchResult(match.id);
  const [homeScore, setHomeScore] = useState(match.home_score === null ? '' : String(match.home_score));
  const [guestScore, setGuestScore] = useState(match.guest_score === null ? '' : String(match.guest_score));
  const [lines, setLines] = useState<Lines>(() =>
    Object.fromEntries(stored.map((line) => [line.player_id, { ...emptyLine(line.player_id), ...line }])),
  );
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const allPlayers = useMemo(() => [...homePlayers, ...guestPlayers], [homePlayers, guestPlayers]);
  const storedIds = useMemo(() => new Set(stored.map((line) => line.player_id)), [stored]);

  const change = (playerId: number, key: StatKey, value: number) =>
    setLines((current) => ({
      ...current,
      [playerId]: { ...(current[playerId] ?? emptyLine(playerId)), [key]: value },
    }));

  const submit = () => {
    const stats = linesToSend(
      allPlayers.map((p) => lines[p.id] ?? emptyLine(p.id)),
      storedIds,
    );
    const problems = lineProblems(stats);
    if (Object.keys(problems).length > 0) {
      setRefusal(localRefusal(problems, new Map(allPlayers.map((p) => [p.id, playerName(p)]))));
      return;
    }
    setRefusal(NO_REFUSAL);
    save.mutate(
      { home_score: Number(homeScore), guest_score: Number(guestScore), stats },
      {
        onSuccess: ({ message }) => notify(message || RESULT.saved, { type: 'success' }),
        onError: (error) => {
          setRefusal(apiRefusal(error, stats));
          notify(error.message, { type: 'error' });
        },
      },
    );
  };

  const scoreValid = /^\d{1,2}$/.test(homeScore) && /^\d{1,2}$/.test(guestScore);
  const title = RESULT.title(match.home_team_name, match.guest_team_name);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {RESULT.when(match.tour, formatMoscow(match.starts_at))}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
          <Typography>{RESULT.score}:</Typography>
          <TextField
            label={match.home_team_name}
            type="number"
            value={homeScore}
            onChange={(e) => setHomeScore(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 99, 'aria-label': RESULT.goals(match.home_team_name) } }}
            sx={{ width: 160 }}
          />
          <span>:</span>
          <TextField
            label={match.guest_team_name}
            type="number"
            value={guestScore}
            onChange={(e) => setGuestScore(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 99, 'aria-label': RESULT.goals(match.guest_team_name) } }}
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
          errors={refusal.cells}
        />
        <TeamStats
          title={match.guest_team_name}
          players={guestPlayers}
          lines={lines}
          onChange={change}
          errors={refusal.cells}
        />
        {refusal.messages.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {refusal.messages.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <MuiButton variant="contained" onClick={submit} disabled={save.isPending || !scoreValid}>
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
