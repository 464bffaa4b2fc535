import { useSyncExternalStore } from 'react';
import { mobileQuery } from '#config/breakpoints.ts';

function subscribe(listener: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const snapshot = () => typeof window !== 'undefined' && !!window.matchMedia?.(mobileQuery).matches;

/** True below 720 px (spec 2 §9 mobile breakpoint). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
