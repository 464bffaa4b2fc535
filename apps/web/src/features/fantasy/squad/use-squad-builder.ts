import type { FantasyPlayer, FantasyStage, MySquad } from '@mliga/contract';
import {
  addPlayer,
  changeFormation,
  removePlayer,
  setCaptain,
  surplusPlayerIds,
  swapWithBench,
  type Formation,
  type Squad,
  type SquadChange,
} from '@mliga/domain';
import { useMemo, useState } from 'react';
import { toast } from '#ui/toast/toast.ts';
import {
  cardOf,
  entryMarks,
  formationAdvice,
  limitsOf,
  squadSignature,
  tileNames,
  toSquad,
  toSquadPlayer,
  type EntryMarks,
} from './model.ts';

/**
 * The squad being built on top of the rulebook (@mliga/domain): every edit goes
 * through it; a refusal is an error toast, injury notices are notification toasts.
 * A toast repeated while the first is still shown replaces it (its text is its id):
 * tapping a refused player again never stacks copies. A formation change that
 * leaves surplus players is told by `advice` (shown on the pitch until resolved), not a toast.
 */
export function useSquadBuilder(data: MySquad, stage: FantasyStage) {
  const [squad, setSquad] = useState<Squad>(() => toSquad(data.squad, data.schema));
  const [baseline, setBaseline] = useState(() => squadSignature(toSquad(data.squad, data.schema)));
  const [marks, setMarks] = useState<EntryMarks>(() => entryMarks(data.squad));
  const [swapFrom, setSwapFrom] = useState<number | null>(null);
  const [cardId, setCardId] = useState<number | null>(null);
  const limits = useMemo(() => limitsOf(stage, data.previous_player_ids), [stage, data.previous_player_ids]);
  const editable = stage.update_is_available;
  const surplus = useMemo(() => surplusPlayerIds(squad), [squad]);
  const dirty = editable && squadSignature(squad) !== baseline;

  const advice = useMemo(() => formationAdvice(squad, surplus), [squad, surplus]);
  const names = useMemo(() => tileNames(squad.entries.map(cardOf)), [squad]);

  const apply = (change: SquadChange) => {
    if (!change.ok) {
      toast.error(change.error, { id: `squad:${change.error}` });
      return false;
    }
    setSquad(change.squad);
    change.notices.forEach((notice) => toast.notification(notice, { id: `squad:${notice}` }));
    return true;
  };

  return {
    /** The stage being built: the market and the player card show opponents in it. */
    stage,
    squad,
    /** The name on each player's tile (an initial tells two of the same surname apart). */
    names,
    /** What to sell and buy after a formation change left surplus players; null when none. */
    advice,
    marks,
    limits,
    editable,
    surplus,
    dirty,
    swapFrom,
    /** The player whose statistics popup is open. */
    cardId,
    openCard: setCardId,
    add: (card: FantasyPlayer) => apply(addPlayer({ squad, player: toSquadPlayer(card), limits })),
    remove: (playerId: number) => {
      if (swapFrom === playerId) setSwapFrom(null);
      return apply(removePlayer({ squad, playerId, limits }));
    },
    captain: (playerId: number) => apply(setCaptain({ squad, playerId })),
    startSwap: (benchPlayerId: number | null) => setSwapFrom(benchPlayerId),
    swapWith: (starterPlayerId: number) => {
      if (swapFrom === null) return;
      apply(swapWithBench({ squad, benchPlayerId: swapFrom, starterPlayerId }));
      setSwapFrom(null);
    },
    formation: (formation: Formation) => setSquad(changeFormation({ squad, formation }).squad),
    replace: (next: Pick<MySquad, 'squad' | 'schema'>) => {
      setSquad(toSquad(next.squad, next.schema));
      setMarks(entryMarks(next.squad));
      setSwapFrom(null);
    },
    markSaved: () => setBaseline(squadSignature(squad)),
  };
}

export type SquadBuilder = ReturnType<typeof useSquadBuilder>;
