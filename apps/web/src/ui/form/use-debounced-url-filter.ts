import { useEffect, useRef, useState } from 'react';
import { SEARCH_DELAY_MS } from '#config/site.ts';

const asIs = (raw: string) => raw;

/**
 * A text filter kept in the address (the name searches of the players list, the ratings and
 * the transfer market): the box shows what is typed at once, and `commit` writes it once typing
 * pauses for SEARCH_DELAY_MS. The address is the truth: back/forward or a link that changes it
 * puts its value into the box (adjusted while rendering, not in an effect).
 *
 * `normalize` says which texts are the same filter (a trailing space being typed is kept in the
 * box without a new search); `commit` gets the normalized text, and the caller writes the address
 * replacing the history entry. A form submitted commits at once; the pause then has nothing to do.
 * The address lands a commit a moment later (the router's transition): that is no change from
 * outside, so what was typed meanwhile stays in the box and is committed in its turn.
 */
export function useDebouncedUrlFilter(
  value: string,
  commit: (next: string) => void,
  normalize: (raw: string) => string = asIs,
) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [committed, setCommitted] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    if (value === committed) setCommitted(null);
    else if (normalize(draft) !== normalize(value)) setDraft(value);
  }

  // The latest commit, so that a caller's new function each render does not restart the pause.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const next = normalize(draft);
  const pending = next !== normalize(value);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setCommitted(next);
      commitRef.current(next);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, pending]);

  return [draft, setDraft] as const;
}
