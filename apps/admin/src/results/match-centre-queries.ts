import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminMatchCentre } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';

export type CentrePlayer = AdminMatchCentre['players'][number];

const centrePath = (matchId: number, path = 'centre/') => `/v1/admin/matches/${matchId}/${path}`;
const centreKey = (matchId: number) => ['matches', 'centre', { id: matchId }];

/** The match centre as stored: read each time the screen opens. */
export function useMatchCentre(matchId: number) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: centreKey(matchId),
    queryFn: async ({ signal }) =>
      (await dataProvider.call<AdminMatchCentre>('GET', centrePath(matchId), { signal })).data,
    gcTime: 0,
  });
}

type CentreCall = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown };

/** A lineup, state or event call: its answer is the whole centre, shown at once; a refusal is told. */
export function useMatchCentreCall(matchId: number) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ method, path, body }: CentreCall) =>
      dataProvider.call<AdminMatchCentre>(
        method,
        centrePath(matchId, path),
        body === undefined ? {} : { body },
      ),
    onSuccess: ({ data, message }) => {
      client.setQueryData(centreKey(matchId), data);
      notify(message, { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
}
