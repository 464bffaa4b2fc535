import type { TopPlayer } from '@mliga/contract';
import { Link } from 'react-router';
import { pluralForm, type PluralForms } from '@mliga/domain';
import { PlayerPhoto } from '#ui/media/PlayerPhoto.tsx';
import { playerPath } from './links.tsx';
import styles from './site.module.css';

/** A ranked list of players with one number each (goals or assists). */
export function TopList({ rows, unit }: { rows: readonly TopPlayer[]; unit: PluralForms }) {
  return (
    <ol className={styles.top}>
      {rows.map((row, i) => {
        const name = `${row.player.name} ${row.player.surname}`;
        return (
          <li key={row.player.id} className={styles.topItem}>
            <span className={styles.topRank}>{i + 1}</span>
            <PlayerPhoto name={name} src={row.player.photo} team={row.team} size="sm" decorative />
            <span className={styles.topWho}>
              <Link to={playerPath(row.player.id)} className={styles.topName}>
                {name}
              </Link>
              <span className={styles.topTeam}>{row.team?.name}</span>
            </span>
            <span className={styles.topValue}>
              {row.value}
              <span className="visually-hidden"> {pluralForm(row.value, unit)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
