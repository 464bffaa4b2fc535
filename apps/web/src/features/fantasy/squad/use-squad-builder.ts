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
import { toast } from '../../../ui/toast.ts';
import { entryMarks, limitsOf, squadSignature, toSquad, toSquadPlayer, type EntryMarks } from './model.ts';

/** Spec 2 §8: the formation notice stays 10 seconds. */
export const FORMATION_NOTICE_MS = 10_000;

/**
 * The squad being built on top of the rulebook (@mliga/domain): every edit goes
 * through it; a refusal is an error toast, injury notices are notification toasts.
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

  const apply = (change: SquadChange) => {
    if (!change.ok) {
      toast.error(change.error);
      return false;
    }
    setSquad(change.squad);
    change.notices.forEach((notice) => toast.notification(notice));
    return true;
  };

  return {
    squad,
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
    formation: (formation: Formation) => {
      const change = changeFormation({ squad, formation });
      setSquad(change.squad);
      change.notices.forEach((notice) => toast.notification(notice, { timeout: FORMATION_NOTICE_MS }));
    },
    replace: (next: Pick<MySquad, 'squad' | 'schema'>) => {
      setSquad(toSquad(next.squad, next.schema));
      setMarks(entryMarks(next.squad));
      setSwapFrom(null);
    },
    markSaved: () => setBaseline(squadSignature(squad)),
  };
}

export type SquadBuilder = ReturnType<typeof useSquadBuilder>;
