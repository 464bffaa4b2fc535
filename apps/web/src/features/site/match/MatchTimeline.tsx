import type { PublicMatch, PublicMatchEvent } from '@mliga/contract';
import { MATCH_PAGE } from '#text/site.ts';
import shared from '../common/site.module.css';
import styles from './match.module.css';

function kindLabel(e: PublicMatchEvent): string {
  if (e.kind === 'goal')
    return e.own_goal
      ? MATCH_PAGE.kinds.ownGoal
      : e.penalty
        ? MATCH_PAGE.kinds.penaltyGoal
        : MATCH_PAGE.kinds.goal;
  return MATCH_PAGE.kinds[e.kind];
}

function detail(e: PublicMatchEvent): string | null {
  if (e.kind === 'saves') return MATCH_PAGE.saves(e.count);
  if (e.kind === 'bonus') return MATCH_PAGE.bonus(e.count);
  if (!e.second_player) return null;
  return e.kind === 'substitution'
    ? MATCH_PAGE.cameOn(e.second_player.name)
    : MATCH_PAGE.assist(e.second_player.name);
}

/** The events of the match: the newest on top while it is played, in order afterwards. */
export function MatchTimeline({ data, newestFirst }: { data: PublicMatch; newestFirst: boolean }) {
  if (data.events.length === 0) {
    const text =
      data.status === 'scheduled'
        ? MATCH_PAGE.timelineBefore
        : data.status === 'finished'
          ? MATCH_PAGE.timelineNone
          : MATCH_PAGE.timelineEmpty;
    return <p className={shared.muted}>{text}</p>;
  }
  const events = newestFirst ? [...data.events].reverse() : data.events;
  const team = (side: PublicMatchEvent['side']) => (side === 'home' ? data.match.home : data.match.guest);
  return (
    <ol className={styles.timeline} aria-label={MATCH_PAGE.timelineTitle}>
      {events.map((e) => {
        const more = detail(e);
        return (
          <li key={e.id} className={styles.event} data-side={e.side} data-kind={e.kind}>
            <span className={styles.minute}>{e.minute}′</span>
            <span className={styles.mark} aria-hidden="true" />
            <span className={styles.eventBody}>
              <span className={styles.eventKind}>
                {kindLabel(e)}
                <span className={styles.eventTeam}> · {team(e.side).short_name}</span>
              </span>
              <span className={styles.eventPlayer}>{e.player.name}</span>
              {more ? <span className={styles.eventMore}>{more}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
