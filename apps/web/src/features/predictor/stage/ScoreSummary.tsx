import type { MyPredictorRating } from '@mliga/contract';
import { STAGE } from '#text/predictor.ts';
import styles from './stage.module.css';

const place = (value: number | null) => (value === null ? STAGE.summary.noPlace : String(value));

/** The signed-in user's points and places (my-rating); hidden for visitors. */
export function ScoreSummary({ rating }: { rating: MyPredictorRating }) {
  const tiles = [
    { label: STAGE.summary.total, value: String(rating.points.total), best: null },
    { label: STAGE.summary.lastTour, value: String(rating.points.last_tour), best: null },
    { label: STAGE.summary.place, value: place(rating.place.default), best: rating.max_place.default },
    {
      label: STAGE.summary.partnerPlace,
      value: place(rating.place.winline),
      best: rating.max_place.winline,
    },
  ];
  return (
    <section className={styles.summary} aria-label={STAGE.summary.title}>
      <dl className={styles.summaryList}>
        {tiles.map((tile) => (
          <div key={tile.label} className={styles.summaryTile}>
            <dt>{tile.label}</dt>
            <dd>
              <span className={styles.summaryValue}>{tile.value}</span>
              {tile.best !== null ? (
                <span className={styles.summaryBest}>{STAGE.summary.bestPlace(tile.best)}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
