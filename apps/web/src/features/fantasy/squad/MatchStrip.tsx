import { SQUAD } from '#text/fantasy.ts';
import { TeamLogo } from '#ui/media/TeamLogo.tsx';
import { useStageMatches } from './api.ts';
import styles from './squad.module.css';

/** Spec 2 §2: the strip of the stage's matches. */
export function MatchStrip({ stageId }: { stageId: number }) {
  const query = useStageMatches(stageId);
  const matches = query.data?.matches;
  if (!matches) return null;
  return (
    <section className={styles.matches} aria-labelledby="fantasy-matches-title">
      <h3 id="fantasy-matches-title" className={styles.sectionTitle}>
        {SQUAD.matches.title}
      </h3>
      {matches.length === 0 ? (
        <p className={styles.muted}>{SQUAD.matches.empty}</p>
      ) : (
        // It scrolls sideways: focusable, so the keyboard can scroll it too.
        <ul className={styles.matchList} tabIndex={0} aria-labelledby="fantasy-matches-title">
          {matches.map((m) => (
            <li key={m.id} className={styles.match}>
              <span className={styles.matchDate}>
                {m.date.short} {m.time}
              </span>
              <span className={styles.matchTeams}>
                <TeamLogo name={m.team1.name} src={m.team1.logo} size="xs" decorative />
                <span>{m.team1.short_name}</span>
                <strong className={styles.score}>
                  {m.score1 === null || m.score2 === null ? '–:–' : `${m.score1}:${m.score2}`}
                </strong>
                <span>{m.team2.short_name}</span>
                <TeamLogo name={m.team2.name} src={m.team2.logo} size="xs" decorative />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
