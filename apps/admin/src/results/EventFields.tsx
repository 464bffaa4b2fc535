import TextField from '@mui/material/TextField';
import type { AdminMatchCentre, MatchEventPatch } from '@mliga/contract';
import { CENTRE } from '../text/screens.ts';
import type { CentrePlayer } from './match-centre-queries.ts';

export type Kind = keyof typeof CENTRE.kinds;
export const KINDS = Object.keys(CENTRE.kinds) as Kind[];
/** Which kinds ask for a second player, and which for a count. */
const SECOND: Partial<Record<Kind, string>> = {
  goal: CENTRE.assist,
  penalty_goal: CENTRE.assist,
  substitution: CENTRE.replacement,
};
const COUNTED: Partial<Record<Kind, [number, number]>> = { saves: [1, 20], bonus: [1, 3] };

type CentreEvent = AdminMatchCentre['events'][number];

/** The button an event was entered with: a goal shows as a penalty or an own goal where it was one. */
export const shownKind = (e: CentreEvent): Kind =>
  e.kind === 'goal' ? (e.own_goal ? 'own_goal' : e.penalty ? 'penalty_goal' : 'goal') : (e.kind as Kind);

/** What the fields hold, as typed: ids and the count as the selects and the input give them. */
export type EventValues = { player: string; second: string; count: string };
export const NO_VALUES: EventValues = { player: '', second: '', count: '1' };

export const valuesOf = (e: CentreEvent): EventValues => ({
  player: String(e.player_id),
  second: e.second_player_id === null ? '' : String(e.second_player_id),
  count: String(e.count),
});

/** The player of the values among the lineup: none until one is picked. */
export const pickedPlayer = (values: EventValues, lineup: CentrePlayer[]) =>
  lineup.find((p) => String(p.player_id) === values.player);

/** The values as the API takes them: the second player and the count only where the kind has them. */
export const eventBody = (kind: Kind, values: EventValues) =>
  ({
    player_id: Number(values.player),
    ...(SECOND[kind] ? { second_player_id: values.second ? Number(values.second) : null } : {}),
    ...(COUNTED[kind] ? { count: Number(values.count) } : {}),
  }) satisfies MatchEventPatch;

/** An event's player, its second player where the kind has one, its count where it is counted. */
export function EventFields(props: {
  kind: Kind;
  lineup: CentrePlayer[];
  values: EventValues;
  onChange: (values: EventValues) => void;
}) {
  const { kind, lineup, values, onChange } = props;
  const first = pickedPlayer(values, lineup);
  const secondOptions = lineup.filter((p) => p.side === first?.side && p.player_id !== first?.player_id);
  const set = (part: Partial<EventValues>) => onChange({ ...values, ...part });
  const counted = COUNTED[kind];
  return (
    <>
      <PlayerSelect
        label={CENTRE.player}
        value={values.player}
        onChange={(player) => set({ player })}
        players={lineup}
      />
      {SECOND[kind] && (
        <PlayerSelect
          label={SECOND[kind]}
          value={values.second}
          onChange={(second) => set({ second })}
          players={secondOptions}
        />
      )}
      {counted && (
        <TextField
          label={CENTRE.count}
          type="number"
          size="small"
          value={values.count}
          onChange={(e) => set({ count: e.target.value })}
          slotProps={{ htmlInput: { min: counted[0], max: counted[1] } }}
        />
      )}
    </>
  );
}

function PlayerSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  players: CentrePlayer[];
}) {
  const group = (side: 'home' | 'guest', title: string) => {
    const players = props.players.filter((p) => p.side === side);
    return players.length === 0 ? null : (
      <optgroup label={title}>
        {players.map((p) => (
          <option key={p.player_id} value={p.player_id}>
            {p.name}
          </option>
        ))}
      </optgroup>
    );
  };
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{CENTRE.none}</option>
      {group('home', CENTRE.home)}
      {group('guest', CENTRE.guest)}
    </TextField>
  );
}
