import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The item is wholly inside the list's visible box (its scroll padding aside). */
function fullyVisible(list: HTMLElement, item: HTMLElement): boolean {
  const left = item.offsetLeft - list.scrollLeft;
  return left >= 0 && left + item.offsetWidth <= list.clientWidth;
}

/**
 * A horizontal slider on the browser's own scrolling (CSS scroll snap), in place of a slider
 * library: no script to load before the page shows, and no layout shift while one sets up.
 * The list must be the offset parent of its items (`position: relative`) and scroll on x.
 *
 * `startIndex`: the item brought to the start at the first render, and later whenever the item
 * `showIndex` changes and is not fully visible. `step(±1)` scrolls by one item, as the arrows do.
 */
export function useScrollSlider<T extends HTMLElement>(startIndex: number, showIndex: number) {
  const ref = useRef<T>(null);
  const placed = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false });

  const sync = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  // Before the first paint: the list appears already scrolled, nothing moves afterwards.
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const shown = list.children[showIndex] as HTMLElement | undefined;
    const first = list.children[startIndex] as HTMLElement | undefined;
    const firstItem = list.children[0] as HTMLElement | undefined;
    if (shown && first && firstItem && (!placed.current || !fullyVisible(list, shown)))
      list.scrollLeft = first.offsetLeft - firstItem.offsetLeft;
    placed.current = true;
    sync();
  }, [startIndex, showIndex, sync]);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    list.addEventListener('scroll', sync, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(sync);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', sync);
      observer?.disconnect();
    };
  }, [sync]);

  const step = useCallback((direction: 1 | -1) => {
    const list = ref.current;
    const [a, b] = [list?.children[0], list?.children[1]] as (HTMLElement | undefined)[];
    if (!list || !a) return;
    const distance = b ? b.offsetLeft - a.offsetLeft : a.offsetWidth;
    list.scrollBy?.({ left: direction * distance, behavior: 'smooth' });
  }, []);

  return { ref, edges, step };
}
