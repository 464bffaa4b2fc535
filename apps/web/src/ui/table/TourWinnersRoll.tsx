import type { TourWinnersRoll as Roll } from '@mliga/contract';
import { useId, useState } from 'react';
import { Button } from '../button/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import { Loader } from '../loader/Loader.tsx';
import styles from './TourWins.module.css';

/** The latest tours shown before «Показать все»: a season's roll is long by its end. */
export const ROLL_SHOWN = 5;

export interface TourWinnersRollText {
  title: string;
  empty: string;
  points: (n: number) => string;
  showAll: (tours: number) => string;
  showFewer: string;
}

interface TourWinnersRollProps {
  /** The API's roll, the latest tour first; undefined while it loads. */
  tours: Roll['tours'] | undefined;
  text: TourWinnersRollText;
  /** The reader's own login or team name, marked among the winners. */
  own?: string | null;
}

/**
 * Below a rating (issue 23 §3): each scored tour with its best points and who made them, the latest
 * first — «Тур 6 — 23 очка — ivan, petr». The last few tours unless the reader asks for all.
 */
export function TourWinnersRoll({ tours, text, own = null }: TourWinnersRollProps) {
  const [all, setAll] = useState(false);
  const titleId = useId();
  const listId = useId();
  let body;
  if (!tours) body = <Loader block={false} />;
  else if (tours.length === 0) body = <p className={styles.empty}>{text.empty}</p>;
  else {
    const shown = all ? tours : tours.slice(0, ROLL_SHOWN);
    body = (
      <>
        <ol id={listId} className={styles.list}>
          {shown.map((tour) => (
            <li key={tour.stage.id} className={styles.tour}>
              <span className={styles.stage}>{tour.stage.name}</span>
              <span className="visually-hidden"> — </span>
              <span className={styles.points}>{text.points(tour.points)}</span>
              <span className="visually-hidden"> — </span>
              <span className={styles.names}>
                {tour.winners.map((name, i) => (
                  <span key={name}>
                    {i > 0 ? ', ' : null}
                    {name === own ? <strong className={styles.own}>{name}</strong> : name}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ol>
        {tours.length > ROLL_SHOWN ? (
          <Button
            variant="secondary"
            size="sm"
            className={styles.more}
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all ? text.showFewer : text.showAll(tours.length)}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.roll} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.rollTitle}>
        <Icon name="trophy" size={22} />
        {text.title}
      </h3>
      {body}
    </section>
  );
}
