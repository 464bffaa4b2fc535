import { useSyncExternalStore } from 'react';

/** Below this width the members' predictions read event by event instead of as one wide table. */
const narrowQuery = '(max-width: 767.98px)';

function subscribe(listener: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(narrowQuery);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const snapshot = () => typeof window !== 'undefined' && !!window.matchMedia?.(narrowQuery).matches;

/** True on a phone-sized screen (under 768 px). */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
