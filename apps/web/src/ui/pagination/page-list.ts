export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Spec 1 §9: every page while there are at most 6. */
export const ALL_PAGES_UP_TO = 6;

/**
 * The pages to show: all of them up to 6; otherwise the first, the last, the current one
 * with `siblings` on each side, and an ellipsis for each gap. A gap of a single page shows
 * that page instead (an ellipsis standing for one number saves nothing).
 */
export function pageList(current: number, count: number, siblings = 1): PageItem[] {
  if (count <= 0) return [];
  const page = Math.min(Math.max(1, current), count);
  if (count <= ALL_PAGES_UP_TO) return Array.from({ length: count }, (_, i) => i + 1);

  const shown = new Set<number>([1, count]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);

  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2)
      items.push(p === count ? 'ellipsis-end' : previous === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(p);
  });
  return items;
}
