import { useEffect, useState } from 'react';
import { LOADER_DELAY_MS } from '#config/site.ts';

/** True once `active` has stayed true for `delay` ms: quick loads never flash a spinner. */
export function useDelayedFlag(active: boolean, delay: number = LOADER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delay]);
  return active && shown;
}
