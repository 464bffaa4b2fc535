import type { LiveMessage, PublicMatch, SiteMatch } from '@mliga/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLiveStream } from '#api/live.ts';
import { siteKeys } from '../api/keys.ts';

/** The match centre follows its match: each message is the whole match, as the page reads it. */
export function useLiveMatch(id: number, since: number | undefined): void {
  const client = useQueryClient();
  useLiveStream([`match:${id}`], since, (message) => {
    if (message.topic === 'reset') void client.invalidateQueries({ queryKey: siteKeys.match(id) });
    else if (message.topic === `match:${id}`)
      client.setQueryData<PublicMatch>(siteKeys.match(id), (old) =>
        old ? { ...(message.data as Omit<PublicMatch, 'live_cursor'>), live_cursor: old.live_cursor } : old,
      );
  });
}

/** A match's newer state in a list of matches (the calendar, the live list); others unchanged. */
export function replaceMatch(list: readonly SiteMatch[], next: SiteMatch): SiteMatch[] {
  return list.map((m) => (m.id === next.id ? next : m));
}

/**
 * Lists of matches (a tour of the calendar, «Сейчас идут») follow every live score: a message
 * updates the lists in the cache under `queryKey`, through `apply`.
 */
export function useLiveScores<T>(
  queryKey: QueryKey,
  since: number | undefined,
  apply: (data: T, match: SiteMatch) => T,
): void {
  const client = useQueryClient();
  useLiveStream(['matches'], since, (message: LiveMessage) => {
    if (message.topic === 'reset') void client.invalidateQueries({ queryKey });
    else if (message.topic === 'matches')
      client.setQueryData<T>(queryKey, (old) => (old === undefined ? old : apply(old, message.data)));
  });
}
