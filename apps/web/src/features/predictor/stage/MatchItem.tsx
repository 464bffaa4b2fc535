import type { PredictionItem, PredictorMatch, X2Status } from '@mliga/contract';
import { useId, type ReactNode } from 'react';
import { STAGE } from '#text/predictor.ts';
import { TeamLogo } from '#ui/media/TeamLogo.tsx';
import { ScoreStepper } from '#ui/stepper/ScoreStepper.tsx';
import type { ItemDraft } from './draft.ts';
import { MatchCrowd, PointsBadge } from './ResultParts.tsx';
import { X2Result } from './X2Control.tsx';
import styles from './stage.module.css';

const score = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value);

export const matchName = (match: PredictorMatch) => STAGE.match.group(match.team1.name, match.team2.name);

function Team({ team, side }: { team: PredictorMatch['team1']; side: 'home' | 'guest' }) {
  return (
    <div className={styles.team} data-side={side}>
      <TeamLogo name={team.name} src={team.logo} size="md" decorative />
      <span className={styles.teamName}>{team.name}</span>
    </div>
  );
}

interface MatchItemProps {
  item: PredictionItem;
  match: PredictorMatch;
  draft: ItemDraft;
  onChange: (patch: Partial<ItemDraft>) => void;
  /** The X2 toggle of an open item (null when X2 is hidden). */
  x2: ReactNode;
  x2Status: X2Status;
  disabled: boolean;
  /** What a closed item without points says instead (pointsNote). */
  missingPoints: string;
}

/** A match of the stage: score steppers while open; the result, the user's prediction, points and the crowd once closed. */
export function MatchItem({
  item,
  match,
  draft,
  onChange,
  x2,
  x2Status,
  disabled,
  missingPoints,
}: MatchItemProps) {
  const titleId = useId();
  const closed = item.prediction.is_closed;
  const result = item.prediction.result;
  return (
    <article className={styles.item} data-closed={closed || undefined} aria-labelledby={titleId}>
      <h3 id={titleId} className="visually-hidden">
        {matchName(match)}
      </h3>
      <div className={styles.itemHead}>
        <span className={styles.when}>{STAGE.match.when(match.date.full, match.time)}</span>
        {closed ? result ? <X2Result result={result} status={x2Status} /> : null : x2}
      </div>
      <div className={styles.matchRow}>
        <Team team={match.team1} side="home" />
        {closed ? (
          <div className={styles.finalScore} aria-label={STAGE.match.result}>
            {match.score1 !== null ? (
              `${match.score1}:${match.score2}`
            ) : match.live ? (
              <span className={styles.liveScore}>
                {`${match.live.score1}:${match.live.score2}`}
                <span className={styles.liveState}>
                  {match.live.status === 'half_time'
                    ? STAGE.closed.halfTime
                    : STAGE.closed.live(match.live.minute)}
                </span>
              </span>
            ) : (
              <span className={styles.muted}>{STAGE.match.notPlayed}</span>
            )}
          </div>
        ) : (
          <div className={styles.scoreInputs}>
            <div className={styles.homeScore}>
              <ScoreStepper
                value={draft.home}
                onChange={(home) => onChange({ home })}
                label={STAGE.stepper.label(match.team1.name)}
                decreaseLabel={STAGE.stepper.decrease(match.team1.name)}
                increaseLabel={STAGE.stepper.increase(match.team1.name)}
                emptyText={STAGE.stepper.empty}
                unsetText={STAGE.stepper.unset}
                disabled={disabled}
              />
            </div>
            <span className={styles.colon} aria-hidden="true">
              :
            </span>
            <div className={styles.guestScore}>
              <ScoreStepper
                value={draft.guest}
                onChange={(guest) => onChange({ guest })}
                label={STAGE.stepper.label(match.team2.name)}
                decreaseLabel={STAGE.stepper.decrease(match.team2.name)}
                increaseLabel={STAGE.stepper.increase(match.team2.name)}
                emptyText={STAGE.stepper.empty}
                unsetText={STAGE.stepper.unset}
                disabled={disabled}
              />
            </div>
          </div>
        )}
        <Team team={match.team2} side="guest" />
      </div>
      {closed ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{STAGE.closed.yourPrediction}</dt>
              <dd>
                {result && result.home_team_score !== null
                  ? `${score(result.home_team_score)}:${score(result.guest_team_score)}`
                  : STAGE.closed.noPrediction}
              </dd>
            </div>
            <div>
              <dt>{STAGE.closed.points}</dt>
              <dd>
                <PointsBadge result={result} missing={missingPoints} />
              </dd>
            </div>
          </dl>
          <MatchCrowd match={match} result={result} />
        </>
      ) : null}
    </article>
  );
}
