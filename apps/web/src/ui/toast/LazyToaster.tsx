import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isSonnerRequested, onSonnerRequested } from './toaster-loader.ts';

const Toaster = lazy(() => import('./SiteToaster.tsx'));

/** Mounts the toaster with the first toast; the library replays toasts shown before it mounted. */
export function LazyToaster() {
  const requested = useSyncExternalStore(onSonnerRequested, isSonnerRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
