import type { SquadEntry } from '@mliga/contract';
import type { Formation } from '@mliga/domain';
import { useMemo, useState } from 'react';
import { entryMarks, tileNames, toSquad } from '../squad/model.ts';
import { Pitch } from '../squad/Pitch.tsx';
import { PlayerCard } from '../squad/PlayerCard.tsx';
import type { PitchModel } from '../squad/PlayerTile.tsx';
import { formationOf } from './formation-of.ts';

const refuse = () => false;
const nothing = () => {};

/**
 * A stored squad (another team's, the best one of a stage) on the squad builder's pitch,
 * read-only: points, captain and substitution marks; a player's name opens his statistics.
 */
export function ReadOnlySquad({
  leagueId,
  entries,
  schema,
}: {
  leagueId: number;
  entries: readonly SquadEntry[];
  /** The formation when the answer names it; otherwise it is read from the starters. */
  schema?: Formation | null;
}) {
  const [cardId, setCardId] = useState<number | null>(null);
  const model = useMemo<PitchModel>(
    () => ({
      squad: toSquad(entries, schema ?? formationOf(entries)),
      names: tileNames(entries.map((e) => e.player)),
      marks: entryMarks(entries),
      editable: false,
      surplus: new Set<number>(),
      swapFrom: null,
      openCard: setCardId,
      captain: refuse,
      remove: refuse,
      startSwap: nothing,
      swapWith: nothing,
    }),
    [entries, schema],
  );
  return (
    <>
      <Pitch builder={model} withBench={entries.some((e) => e.position === 0)} />
      {cardId !== null ? (
        <PlayerCard leagueId={leagueId} playerId={cardId} onClose={() => setCardId(null)} />
      ) : null}
    </>
  );
}
