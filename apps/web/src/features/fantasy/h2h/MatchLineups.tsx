import type { H2hLineup } from '@mliga/contract';
import { H2H } from '#text/fantasy-leagues.ts';
import { Loader } from '#ui/loader/Loader.tsx';
import { ReadOnlySquad } from '../squad-view/ReadOnlySquad.tsx';
import { useH2hMatch } from './api.ts';
import styles from './h2h.module.css';

const L = H2H.lineups;

/**
 * The opened match (spec 2 §3 match detail): both lineups with their points, once the tour has closed:
 * the starters', the substitutes' and the unspent-coins bonus, which together make the side's score.
 */
export function MatchLineups({ matchId, leagueId }: { matchId: number; leagueId: number }) {
  const query = useH2hMatch(matchId);
  const data = query.data;
  if (query.isError) return <p className={styles.note}>{L.unavailable}</p>;
  if (!data) return <Loader />;
  if (!data.lineups) return <p className={styles.note}>{L.notStarted}</p>;
  const { match, lineups } = data;
  return (
    <div className={styles.lineups}>
      <Lineup title={match.team1.name} lineup={lineups.team1} leagueId={leagueId} />
      {lineups.team2 && match.team2 ? (
        <Lineup title={match.team2.name} lineup={lineups.team2} leagueId={leagueId} />
      ) : (
        <section className={styles.lineup} aria-label={H2H.average}>
          <h4 className={styles.lineupTitle}>{H2H.average}</h4>
          <p className={styles.note}>{L.averageNote}</p>
        </section>
      )}
    </div>
  );
}

function Lineup({ title, lineup, leagueId }: { title: string; lineup: H2hLineup; leagueId: number }) {
  return (
    <section className={styles.lineup} aria-label={title}>
      <h4 className={styles.lineupTitle}>{title}</h4>
      <dl className={styles.lineupPoints}>
        <div>
          <dt>{L.startPoints}</dt>
          <dd>{lineup.start_points ?? '—'}</dd>
        </div>
        <div>
          <dt>{L.substitutePoints}</dt>
          <dd>{lineup.substitute_points ?? '—'}</dd>
        </div>
        <div>
          <dt>{L.bonusPoints}</dt>
          <dd>{lineup.bonus_points ?? '—'}</dd>
        </div>
      </dl>
      {lineup.squad.length === 0 ? (
        <p className={styles.note}>{L.noSquad}</p>
      ) : (
        <ReadOnlySquad leagueId={leagueId} entries={lineup.squad} />
      )}
    </section>
  );
}
