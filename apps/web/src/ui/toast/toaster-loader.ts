type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the toast library once; the toaster mounts as soon as it is asked for. A failed load
 * (the network dropped) is forgotten, so the next toast tries again.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => (sonner = undefined));
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

export const isSonnerRequested = () => sonner !== undefined;

export function onSonnerRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
