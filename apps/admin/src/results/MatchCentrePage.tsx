import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Loading, Title, useGetOne } from 'react-admin';
import type { AdminMatch, AdminMatchCentre, MatchEventBody } from '@mliga/contract';
import { CENTRE } from '../text/screens.ts';
import { useMatchCentre, useMatchCentreCall } from './match-centre-queries.ts';
import {
  EventFields,
  KINDS,
  NO_VALUES,
  eventBody,
  pickedPlayer,
  shownKind,
  valuesOf,
  type Kind,
} from './EventFields.tsx';

/**
 * The match centre (issue 22 §1), made for a phone at the pitch side: the squads once, then one tap
 * per event type and a player picked from the two lineups. Every call answers the whole centre.
 */
export default function MatchCentrePage() {
  const matchId = Number(useParams().id);
  const match = useGetOne<AdminMatch>('matches', { id: matchId });
  const centre = useMatchCentre(matchId);
  const failure = match.error ?? centre.error;
  if (failure) return <Alert severity="error">{failure.message}</Alert>;
  if (!match.data || !centre.data) return <Loading />;
  return <Centre match={match.data} centre={centre.data} />;
}

function Centre({ match, centre }: { match: AdminMatch; centre: AdminMatchCentre }) {
  const matchId = match.id;
  const call = useMatchCentreCall(matchId);
  const name = (id: number | null) => centre.players.find((p) => p.player_id === id)?.name ?? CENTRE.none;
  const [minute, setMinute] = useState(String(centre.minute));
  const live = centre.status === 'live' || centre.status === 'half_time';

  const lineup = (
    <Lineup
      key={centre.players.map((p) => `${p.player_id}${p.in_lineup}${p.starter}`).join()}
      centre={centre}
      call={call}
    />
  );

  const state = (status: 'live' | 'half_time' | 'finished') =>
    call.mutate({
      method: 'POST',
      path: 'state/',
      body: { status, ...(status === 'finished' ? { minute: Number(minute) } : {}) },
    });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={CENTRE.title(match.home_team_name, match.guest_team_name)} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {match.home_team_name} — {match.guest_team_name}
          </Typography>
          <Typography
            variant="h3"
            component="p"
            aria-label="Счёт"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {centre.home_score} : {centre.guest_score}
          </Typography>
          <Typography>
            {CENTRE.status[centre.status]}
            {centre.status !== 'scheduled' && `, ${CENTRE.minuteNow(centre.minute)}`}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <TextField
              label={CENTRE.minute}
              type="number"
              size="small"
              value={minute}
              onChange={(e) => setMinute(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 130, inputMode: 'numeric' } }}
              sx={{ width: 110 }}
            />
            {centre.status === 'scheduled' && (
              <MuiButton variant="contained" onClick={() => state('live')}>
                {CENTRE.start}
              </MuiButton>
            )}
            {centre.status === 'live' && (
              <MuiButton variant="outlined" onClick={() => state('half_time')}>
                {CENTRE.halfTime}
              </MuiButton>
            )}
            {centre.status === 'half_time' && (
              <MuiButton variant="contained" onClick={() => state('live')}>
                {CENTRE.secondHalf}
              </MuiButton>
            )}
            {live && (
              <MuiButton variant="contained" color="secondary" onClick={() => state('finished')}>
                {CENTRE.finish}
              </MuiButton>
            )}
            {centre.status === 'finished' && (
              <MuiButton variant="outlined" onClick={() => state('live')}>
                {CENTRE.reopen}
              </MuiButton>
            )}
            <MuiButton component={Link} to={`/matches/${matchId}/result`}>
              {CENTRE.toResult}
            </MuiButton>
          </Box>
        </CardContent>
      </Card>

      {live && <EventForm centre={centre} minute={Number(minute)} call={call} />}
      {centre.status === 'scheduled' && lineup}
      <Timeline centre={centre} name={name} call={call} editable={live} />
      {centre.status !== 'scheduled' && lineup}
    </Box>
  );
}

type Call = ReturnType<typeof useMatchCentreCall>;
type CentreEvent = AdminMatchCentre['events'][number];

function EventForm({ centre, minute, call }: { centre: AdminMatchCentre; minute: number; call: Call }) {
  const [kind, setKind] = useState<Kind | null>(null);
  const [values, setValues] = useState(NO_VALUES);
  const lineup = centre.players.filter((p) => p.in_lineup);
  const first = pickedPlayer(values, lineup);

  const add = () => {
    if (!kind || !first) return;
    const body: MatchEventBody = {
      ...eventBody(kind, values),
      kind: kind === 'penalty_goal' || kind === 'own_goal' ? 'goal' : kind,
      minute,
      penalty: kind === 'penalty_goal',
      own_goal: kind === 'own_goal',
    };
    call.mutate(
      { method: 'POST', path: 'events/', body },
      {
        onSuccess: () => {
          setKind(null);
          setValues(NO_VALUES);
        },
      },
    );
  };

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {CENTRE.event}
        </Typography>
        <Box
          role="group"
          aria-label={CENTRE.event}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
        >
          {KINDS.map((k) => (
            <MuiButton
              key={k}
              variant={kind === k ? 'contained' : 'outlined'}
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
              sx={{ minHeight: 48 }}
            >
              {CENTRE.kinds[k]}
            </MuiButton>
          ))}
        </Box>
        {kind && (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <EventFields kind={kind} lineup={lineup} values={values} onChange={setValues} />
            <MuiButton
              variant="contained"
              onClick={add}
              disabled={!first || call.isPending}
              sx={{ minHeight: 48 }}
            >
              {CENTRE.add}
            </MuiButton>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function Timeline(props: {
  centre: AdminMatchCentre;
  name: (id: number | null) => string;
  call: Call;
  editable: boolean;
}) {
  const { centre, name, call, editable } = props;
  const { events } = centre;
  const [editing, setEditing] = useState<number | null>(null);
  const describe = (e: CentreEvent) => {
    const kind = shownKind(e);
    const parts = [`${CENTRE.minuteNow(e.minute)} ${CENTRE.kinds[kind]}`, name(e.player_id)];
    if (e.second_player_id !== null)
      parts.push(
        e.kind === 'substitution'
          ? CENTRE.replacedBy(name(e.second_player_id))
          : CENTRE.assisted(name(e.second_player_id)),
      );
    if (e.kind === 'saves' || e.kind === 'bonus') parts.push(CENTRE.times(e.count));
    return parts.join(' · ');
  };
  const remove = (id: number) => call.mutate({ method: 'DELETE', path: `events/${id}/` });
  // The last one entered (the list is in match order): what «Отменить последнее» removes.
  const last = events.length === 0 ? null : events.reduce((latest, e) => (e.id > latest.id ? e : latest));
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="h6" component="h2">
            {CENTRE.timeline}
          </Typography>
          {editable && last && (
            <MuiButton onClick={() => remove(last.id)} disabled={call.isPending}>
              {CENTRE.undo}
            </MuiButton>
          )}
        </Box>
        {events.length === 0 && <Typography color="text.secondary">{CENTRE.noEvents}</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {events.map((e) => (
            <Box
              component="li"
              key={e.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              {editing === e.id ? (
                <EventEditor
                  event={e}
                  centre={centre}
                  call={call}
                  onDone={() => setEditing(null)}
                  label={CENTRE.editEvent(describe(e))}
                />
              ) : (
                <>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{describe(e)}</Typography>
                  {editable && (
                    <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
                      <MuiButton
                        size="small"
                        aria-label={CENTRE.editEvent(describe(e))}
                        onClick={() => setEditing(e.id)}
                        disabled={call.isPending}
                      >
                        {CENTRE.edit}
                      </MuiButton>
                      <MuiButton
                        size="small"
                        color="error"
                        aria-label={CENTRE.removeEvent(describe(e))}
                        onClick={() => remove(e.id)}
                        disabled={call.isPending}
                      >
                        {CENTRE.remove}
                      </MuiButton>
                    </Box>
                  )}
                </>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A correction of an entered event (PATCH): its minute, its player, the second player, the count. */
function EventEditor(props: {
  event: CentreEvent;
  centre: AdminMatchCentre;
  call: Call;
  onDone: () => void;
  label: string;
}) {
  const { event, centre, call, onDone, label } = props;
  const kind = shownKind(event);
  const [minute, setMinute] = useState(String(event.minute));
  const [values, setValues] = useState(() => valuesOf(event));
  const lineup = centre.players.filter((p) => p.in_lineup);
  const save = () =>
    call.mutate(
      {
        method: 'PATCH',
        path: `events/${event.id}/`,
        body: { minute: Number(minute), ...eventBody(kind, values) },
      },
      { onSuccess: onDone },
    );
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'grid', gap: 1, width: '100%', gridTemplateColumns: { xs: '1fr', sm: '110px 1fr 1fr' } }}
    >
      <TextField
        label={CENTRE.minute}
        type="number"
        size="small"
        value={minute}
        onChange={(e) => setMinute(e.target.value)}
        slotProps={{ htmlInput: { min: 0, max: 130, inputMode: 'numeric' } }}
      />
      <EventFields kind={kind} lineup={lineup} values={values} onChange={setValues} />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <MuiButton
          variant="contained"
          onClick={save}
          disabled={!pickedPlayer(values, lineup) || call.isPending}
          sx={{ minHeight: 40 }}
        >
          {CENTRE.save}
        </MuiButton>
        <MuiButton onClick={onDone}>{CENTRE.cancel}</MuiButton>
      </Box>
    </Box>
  );
}

function Lineup({ centre, call }: { centre: AdminMatchCentre; call: Call }) {
  const [picked, setPicked] = useState(
    () => new Map(centre.players.filter((p) => p.in_lineup).map((p) => [p.player_id, p.starter])),
  );
  const toggle = (id: number, field: 'in' | 'starter', on: boolean) =>
    setPicked((before) => {
      const next = new Map(before);
      if (field === 'in') {
        if (on) next.set(id, false);
        else next.delete(id);
      } else next.set(id, on);
      return next;
    });
  const save = () =>
    call.mutate({
      method: 'PUT',
      path: 'lineup/',
      body: { players: [...picked].map(([player_id, starter]) => ({ player_id, starter })) },
    });
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {CENTRE.lineup}
        </Typography>
        <Typography color="text.secondary">{CENTRE.lineupHint}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {(['home', 'guest'] as const).map((side) => (
            <Box
              key={side}
              role="group"
              aria-label={side === 'home' ? CENTRE.home : CENTRE.guest}
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr auto auto',
                alignItems: 'center',
                columnGap: 1,
              }}
            >
              <Typography variant="subtitle1" component="h3">
                {side === 'home' ? CENTRE.home : CENTRE.guest}
              </Typography>
              <Typography variant="caption" aria-hidden="true">
                {CENTRE.inLineup}
              </Typography>
              <Typography variant="caption" aria-hidden="true">
                {CENTRE.starter}
              </Typography>
              {centre.players
                .filter((p) => p.side === side)
                .map((p) => (
                  <Fragment key={p.player_id}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{p.name}</Typography>
                    <Checkbox
                      checked={picked.has(p.player_id)}
                      onChange={(e) => toggle(p.player_id, 'in', e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${p.name}: ${CENTRE.inLineup}` } }}
                      sx={{ justifySelf: 'center' }}
                    />
                    <Checkbox
                      checked={picked.get(p.player_id) ?? false}
                      disabled={!picked.has(p.player_id)}
                      onChange={(e) => toggle(p.player_id, 'starter', e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${p.name}: ${CENTRE.starter}` } }}
                      sx={{ justifySelf: 'center' }}
                    />
                  </Fragment>
                ))}
            </Box>
          ))}
        </Box>
        <MuiButton variant="contained" onClick={save} disabled={call.isPending} sx={{ justifySelf: 'start' }}>
          {CENTRE.saveLineup}
        </MuiButton>
      </CardContent>
    </Card>
  );
}
