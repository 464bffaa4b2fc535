import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { isSonnerRequested, onSonnerRequested } from './toaster-loader.ts';

// A toaster that cannot load (its file gone after a deploy, the network down) shows nothing
// rather than taking the page down with it.
const Toaster = lazy<ComponentType>(() => import('./SiteToaster.tsx').catch(() => ({ default: NoToaster })));

function NoToaster() {
  return null;
}

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
