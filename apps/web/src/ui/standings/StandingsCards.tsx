import type { Standing } from '@mliga/contract';
import { Link } from 'react-router';
import { STANDINGS } from '#text/standings.ts';
import { Movement } from '#ui/table/Movement.tsx';
import { gapBefore } from './standing-rows.ts';
import styles from './StandingsCards.module.css';

interface StandingsCardsProps {
  /** The ratings to show, each with at least one row. */
  standings: readonly Standing[];
  /** The page of a rating, which the card's name links to. */
  pathOf: (champ: Standing['champ']) => string;
}

/**
 * «Топ-3 + вы + соседи» (issue 23 §3): a card per rating the user is in, its top and the rows
 * around the user's, «…» where places are left out. The cards scroll sideways in their own box (a
 * swipe on a phone) when they do not fit, never the page. Its own chunk, which both game pages ask
 * for once their own data is on screen, the widget is near the viewport and there is something to
 * show; they are size-budgeted, so the markup is styled through a few classes and the elements
 * under them.
 */
export default function StandingsCards({ standings, pathOf }: StandingsCardsProps) {
  return (
    <section className={styles.standings} aria-labelledby="standings-title">
      <h2 id="standings-title">{STANDINGS.title}</h2>
      <ul>
        {standings.map(({ champ, members_count, rows }) => (
          <li key={champ.id}>
            <h3>
              <Link to={pathOf(champ)}>{champ.name}</Link>
            </h3>
            <p>{STANDINGS.members(members_count)}</p>
            <ol>
              {rows.flatMap((row, i) => [
                gapBefore(rows, i) ? (
                  <li key={`gap${i}`} className={styles.gap}>
                    …
                  </li>
                ) : null,
                <li key={i} aria-current={row.is_me || undefined}>
                  <span>{row.place}</span>
                  <span>
                    <span>{row.name}</span>
                    {row.is_me ? <b>{STANDINGS.you}</b> : null}
                  </span>
                  <Movement value={row.movement} label={STANDINGS.movement} />
                  <span>
                    {row.points}
                    <span className="visually-hidden"> {STANDINGS.pointsWord(row.points)}</span>
                  </span>
                </li>,
              ])}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
