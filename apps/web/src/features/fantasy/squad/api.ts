import type {
  FantasyMatch,
  FantasyStage,
  MySquad,
  PlayerDetails,
  PlayersPage,
  SaveSquadBody,
} from '@mliga/contract';
import type { Formation } from '@mliga/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { fantasyKeys } from '../api/keys.ts';

const toast = { errorDisplay: 'toast' } as const;

/** GET /v1/leagues/{leagueId}/stages/ — every stage in tour order with the user's points. */
export function useFantasyStages(leagueId: number) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery(
    queryOptions({
      queryKey: fantasyKeys.stages(leagueId, userId),
      queryFn: ({ signal }) => apiGet<{ stages: FantasyStage[] }>(`/leagues/${leagueId}/stages/`, { signal }),
      meta: toast,
    }),
  );
}

/** GET /v1/stages/{stageId}/my-squad/ — only for a signed-in user (a 404 means an unknown stage). */
export function useMySquad(stageId: number, userId: number | null) {
  return useQuery({
    queryKey: fantasyKeys.mySquad(stageId, userId ?? 0),
    queryFn: ({ signal }) => apiGet<MySquad>(`/stages/${stageId}/my-squad/`, { signal }),
    enabled: userId !== null,
    meta: toast,
    staleTime: Infinity,
  });
}

/** GET /v1/stages/{stageId}/matches/ */
export function useStageMatches(stageId: number) {
  return useQuery({
    queryKey: fantasyKeys.matches(stageId),
    queryFn: ({ signal }) => apiGet<{ matches: FantasyMatch[] }>(`/stages/${stageId}/matches/`, { signal }),
    meta: toast,
  });
}

export interface MarketFilters {
  p: number;
  sort: string;
  team: number | null;
  field_position: number | null;
  name: string;
  price_from: string;
  price_to: string;
  selected: string;
}

export const DEFAULT_FILTERS: MarketFilters = {
  p: 1,
  sort: '-points',
  team: null,
  field_position: null,
  name: '',
  price_from: '',
  price_to: '',
  selected: '',
};

/**
 * GET /v1/leagues/{leagueId}/players/ — 20 a page, each player's opponent in the stage being
 * built (`stage_id`), which also decides whether his club skips it (issue 20 §1.2–3).
 */
export function usePlayers(leagueId: number, stageId: number, filters: MarketFilters) {
  return useQuery({
    queryKey: fantasyKeys.players(leagueId, stageId, filters),
    queryFn: ({ signal }) =>
      apiGet<PlayersPage>(`/leagues/${leagueId}/players/`, {
        signal,
        query: {
          stage_id: stageId,
          p: filters.p,
          sort: filters.sort,
          team: filters.team,
          field_position: filters.field_position,
          name: filters.name.trim(),
          price_from: filters.price_from,
          price_to: filters.price_to,
          selected: filters.sort.endsWith('mysquad') ? filters.selected : '',
        },
      }),
    placeholderData: keepPreviousData,
    meta: toast,
  });
}

/** GET /v1/stages/{stageId}/random-squad/?scheme= — not saved. */
export function useRandomSquad(stageId: number) {
  return useMutation({
    mutationFn: (scheme: Formation) =>
      apiGet<Pick<MySquad, 'squad' | 'schema' | 'made_substitutions_count'>>(
        `/stages/${stageId}/random-squad/`,
        { query: { scheme } },
      ),
    meta: toast,
  });
}

/** POST /v1/stages/{stageId}/my-squad/ — 422 lists every broken rule, one per line (shown as a toast). */
export function useSaveSquad(stageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSquadBody) =>
      apiPost<{ made_substitutions_count: number; cost: number }>(`/stages/${stageId}/my-squad/`, body),
    // The screen lists every broken rule itself (saveErrorLines).
    meta: { errorDisplay: 'none' },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: fantasyKeys.mySquadAll(stageId) });
    },
  });
}

/**
 * GET /v1/leagues/{leagueId}/players/{playerId}/?p=&stage_id= — the card and its history, 10 a
 * page; with a stage, the opponent is the one in that stage (the builder's), else the current one.
 */
export function usePlayerDetails(leagueId: number, playerId: number, page: number, stageId?: number) {
  return useQuery({
    queryKey: fantasyKeys.player(leagueId, playerId, page, stageId ?? 0),
    queryFn: ({ signal }) =>
      apiGet<PlayerDetails>(`/leagues/${leagueId}/players/${playerId}/`, {
        signal,
        query: { p: page, stage_id: stageId },
      }),
    placeholderData: keepPreviousData,
    meta: toast,
  });
}

export const STAT_FIELDS = ['points', 'popularity_percent', 'goals', 'assists', 'performance'] as const;
export type StatField = (typeof STAT_FIELDS)[number];

/** GET …/players/{playerId}/stat-graph/?field= — one value per started stage. */
export function useStatGraph(leagueId: number, playerId: number, field: StatField) {
  return useQuery({
    queryKey: fantasyKeys.statGraph(leagueId, playerId, field),
    queryFn: ({ signal }) =>
      apiGet<{ stages: string[]; values: number[] }>(`/leagues/${leagueId}/players/${playerId}/stat-graph/`, {
        signal,
        query: { field },
      }),
    meta: toast,
  });
}
