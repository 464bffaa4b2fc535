import type { SitePage } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { siteKeys } from './keys.ts';

/** GET /v1/pages/{slug}/ — a text page edited in the back office. */
export const fetchPage = (slug: string, signal?: AbortSignal) =>
  apiGet<SitePage>(`/pages/${slug}/`, { signal });

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: siteKeys.page(slug),
    queryFn: ({ signal }) => fetchPage(slug, signal),
    staleTime: 10 * 60_000,
  });

export function useSitePage(slug: string) {
  return useQuery(pageQuery(slug));
}
