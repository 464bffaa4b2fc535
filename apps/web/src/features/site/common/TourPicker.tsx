import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SEASON_PAGE } from '#text/site.ts';
import styles from './site.module.css';

export interface PickerTour {
  tour: number;
  status?: 'past' | 'current' | 'future';
}

interface TourPickerProps {
  tours: readonly PickerTour[];
  selected: number | null;
  /** Where tour n lives (the page with ?tour=n), so a tour can be shared and opened in a new tab. */
  hrefFor: (tour: number) => string;
  label?: string;
}

/** The tours as a strip of links, the chosen one in view; arrows step to the neighbours. */
export function TourPicker({ tours, selected, hrefFor, label = SEASON_PAGE.toursLabel }: TourPickerProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const index = tours.findIndex((t) => t.tour === selected);
  const prev = index > 0 ? tours[index - 1] : undefined;
  const next = index >= 0 && index < tours.length - 1 ? tours[index + 1] : undefined;

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo?.({ left: current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2 });
  }, [selected]);

  return (
    <nav className={styles.picker} aria-label={label}>
      <Arrow tour={prev} hrefFor={hrefFor} label={SEASON_PAGE.prevTour} glyph="‹" />
      <ul ref={listRef} className={styles.pickerList}>
        {tours.map((t) => (
          <li key={t.tour}>
            <Link
              to={hrefFor(t.tour)}
              preventScrollReset
              replace
              className={styles.chip}
              data-status={t.status}
              aria-current={t.tour === selected ? 'page' : undefined}
              aria-label={SEASON_PAGE.tourLink(t.tour)}
              title={
                t.status ? `${SEASON_PAGE.tourLink(t.tour)}: ${SEASON_PAGE.tourStatus[t.status]}` : undefined
              }
            >
              {t.tour}
            </Link>
          </li>
        ))}
      </ul>
      <Arrow tour={next} hrefFor={hrefFor} label={SEASON_PAGE.nextTour} glyph="›" />
    </nav>
  );
}

function Arrow({
  tour,
  hrefFor,
  label,
  glyph,
}: {
  tour: PickerTour | undefined;
  hrefFor: (tour: number) => string;
  label: string;
  glyph: string;
}) {
  if (!tour) {
    return (
      <span className={`${styles.chip} ${styles.arrow}`} aria-hidden="true" data-disabled="">
        {glyph}
      </span>
    );
  }
  return (
    <Link
      to={hrefFor(tour.tour)}
      preventScrollReset
      replace
      className={`${styles.chip} ${styles.arrow}`}
      aria-label={label}
    >
      <span aria-hidden="true">{glyph}</span>
    </Link>
  );
}
