import type { SiteVideos } from '@mliga/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/videos/?tour= — one tour's match videos (the latest tour with videos without `tour`). */
export const fetchVideos = (tour: number | null, signal?: AbortSignal) =>
  apiGet<SiteVideos>('/videos/', { query: { tour }, signal });

export const videosQuery = (tour: number | null) =>
  queryOptions({
    queryKey: siteKeys.videos(tour),
    queryFn: ({ signal }) => fetchVideos(tour, signal),
    staleTime: SITE_STALE_MS,
  });

export function useVideos(tour: number | null) {
  return useQuery({ ...videosQuery(tour), placeholderData: keepPreviousData });
}
