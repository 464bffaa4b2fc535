import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigate, useSearchParams } from 'react-router';
import { buildUrl } from '#api/url.ts';

/**
 * Changes the query string starting from the last one asked for, even before the router
 * has committed it, so two quick changes (a filter picked while a name search is pending)
 * both land instead of the later one undoing the earlier.
 */
export function useSearchUpdate() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  return useCallback(
    (build: (current: URLSearchParams) => URLSearchParams | string, options?: NavigateOptions) => {
      const next = new URLSearchParams(build(new URLSearchParams(latest.current)));
      latest.current = next;
      void navigate({ search: buildUrl('', next) }, options);
    },
    [navigate],
  );
}
