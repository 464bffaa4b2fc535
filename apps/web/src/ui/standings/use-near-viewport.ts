import { useCallback, useState } from 'react';

/**
 * Whether the element has come within a screen's height of the viewport: a widget below the fold
 * asks for its data and its code only then. Where IntersectionObserver is missing, at once.
 */
export function useNearViewport(): [boolean, (element: Element | null) => (() => void) | undefined] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) setNear(true);
        },
        { rootMargin: '0px 0px 100% 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [near, ref];
}
