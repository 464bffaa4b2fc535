import type { PublicMatch, PublicMatchPlayer } from '@mliga/contract';
import { Link } from 'react-router';
import { MATCH_PAGE } from '#text/site.ts';
import { playerPath } from '../common/links.tsx';
import shared from '../common/site.module.css';
import styles from './match.module.css';

/** Who played, club by club: the starters, then those who came on (or one list without lineups). */
export function MatchPlayers({ data }: { data: PublicMatch }) {
  if (data.players.length === 0) return <p className={shared.muted}>{MATCH_PAGE.playersEmpty}</p>;
  const sides = [
    { side: 'home' as const, team: data.match.home },
    { side: 'guest' as const, team: data.match.guest },
  ];
  return (
    <div className={styles.sides}>
      {sides.map(({ side, team }) => {
        const players = data.players.filter((p) => p.side === side);
        const starters = players.filter((p) => p.starter !== false);
        const subs = players.filter((p) => p.starter === false);
        const withLineups = players.some((p) => p.starter !== null);
        return (
          <section key={side} className={styles.side} aria-label={team.name}>
            <h3 className={styles.sideTitle}>{team.name}</h3>
            <PlayerList title={withLineups ? MATCH_PAGE.starters : MATCH_PAGE.played} players={starters} />
            {subs.length > 0 ? <PlayerList title={MATCH_PAGE.substitutes} players={subs} /> : null}
          </section>
        );
      })}
    </div>
  );
}

function PlayerList({ title, players }: { title: string; players: PublicMatchPlayer[] }) {
  return (
    <>
      <h4 className={styles.listTitle}>{title}</h4>
      <ul className={styles.players}>
        {players.map((p) => (
          <li key={p.player.id} className={styles.player}>
            <span className={styles.position}>{p.player.position.short_name}</span>
            <Link to={playerPath(p.player.id)} className={styles.playerName}>
              {p.player.name} {p.player.surname}
            </Link>
            <span className={styles.facts}>
              {p.goals > 0 ? <span className={styles.fact}>{MATCH_PAGE.goals(p.goals)}</span> : null}
              {p.assists > 0 ? <span className={styles.fact}>{MATCH_PAGE.assists(p.assists)}</span> : null}
              {p.own_goals > 0 ? <span className={styles.fact}>{MATCH_PAGE.ownGoals}</span> : null}
              {p.yellow_cards > 0 ? (
                <span className={styles.card} data-card="yellow" title={MATCH_PAGE.kinds.yellow_card}>
                  <span className="visually-hidden">{MATCH_PAGE.kinds.yellow_card}</span>
                </span>
              ) : null}
              {p.red_cards > 0 ? (
                <span className={styles.card} data-card="red" title={MATCH_PAGE.kinds.red_card}>
                  <span className="visually-hidden">{MATCH_PAGE.kinds.red_card}</span>
                </span>
              ) : null}
              <span className={styles.playerMinutes}>{MATCH_PAGE.minutes(p.minutes)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
