import { Link } from 'react-router';
import scrollTrack from '../slider/ScrollTrack.module.css';
import { useScrollSlider } from '../slider/useScrollSlider.ts';
import styles from './TourSlider.module.css';

interface SliderTour {
  id: number;
  name: string;
  status: string;
}

export interface TourSliderText {
  /** The slider's name for screen readers ('Туры'). */
  label: string;
  prev: string;
  next: string;
  /** Said of the tour under way, next to its name. */
  current: string;
}

interface TourSliderProps<T extends SliderTour> {
  tours: readonly T[];
  selectedId: number;
  hrefFor: (tour: T) => string;
  /** The line under a tour's name (its dates, or the points it brought). */
  subtitle: (tour: T) => string;
  text: TourSliderText;
  /**
   * 'fixed': cards of one width (the predictor, spec 1 §2); 'columns': 3 a view, 5 from
   * 1312 px (the fantasy squad builder, spec 2 §9).
   */
  layout: 'fixed' | 'columns';
  className?: string;
}

/**
 * The tours of a game as a horizontal slider of cards (scroll snap), scrolled to the one on screen;
 * each card links to its tour. The predictor's StageSlider and the fantasy StageStrip are this.
 */
export function TourSlider<T extends SliderTour>({
  tours,
  selectedId,
  hrefFor,
  subtitle,
  text,
  layout,
  className,
}: TourSliderProps<T>) {
  const selectedIndex = Math.max(
    0,
    tours.findIndex((t) => t.id === selectedId),
  );
  // It starts one tour before the shown one, so that the shown one is not at the edge; a tour
  // reached another way (history, a link) is brought into view, a click on a visible one is left alone.
  const { ref, edges, step } = useScrollSlider<HTMLUListElement>(
    Math.max(0, selectedIndex - 1),
    selectedIndex,
  );
  const classes = [styles.slider, styles[layout], className].filter(Boolean).join(' ');

  return (
    <nav className={classes} aria-label={text.label}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={text.prev}
        disabled={edges.start}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={ref} className={`${scrollTrack.track} ${styles.track}`}>
        {tours.map((tour) => (
          <li key={tour.id} className={styles.slide}>
            <TourSlideCard
              tour={tour}
              href={hrefFor(tour)}
              subtitle={subtitle(tour)}
              selected={tour.id === selectedId}
              current={text.current}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        aria-label={text.next}
        disabled={edges.end}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

/** One tour of the slider: its name (with a floodlight dot while under way) and a line under it. */
function TourSlideCard({
  tour,
  href,
  subtitle,
  selected,
  current,
}: {
  tour: SliderTour;
  href: string;
  subtitle: string;
  selected: boolean;
  current: string;
}) {
  return (
    <Link
      to={href}
      className={styles.card}
      data-status={tour.status}
      aria-current={selected ? 'page' : undefined}
    >
      <span className={styles.name}>
        {tour.name}
        {tour.status === 'current' ? (
          <span className={styles.live} title={current}>
            <span className="visually-hidden">, {current}</span>
          </span>
        ) : null}
      </span>
      <span className={styles.sub}>{subtitle}</span>
    </Link>
  );
}
