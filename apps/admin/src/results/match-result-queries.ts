import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MatchResultBody } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';

/**
 * The score and statistics stored for the match, read once each time the form opens and never
 * kept after it closes: a correction starts from what is stored, never from an older copy.
 */
export function useMatchResultSheet(matchId: number) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['matches', 'getMatchResult', { id: matchId }],
    queryFn: ({ signal }) => dataProvider.getMatchResult(matchId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Saves the match's score and, when sent, its statistics lines. */
export function useSaveMatchResult(matchId: number) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useMutation({
    mutationFn: (body: MatchResultBody) => dataProvider.saveMatchResult(matchId, body),
  });
}
