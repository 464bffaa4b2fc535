import type { PredictorDebrief } from '@mliga/contract';
import { plural } from '@mliga/domain';
import { useIdParam } from '#api/route-params.ts';
import { useSessionUser } from '#api/session.ts';
import { DEBRIEF } from '#text/debrief.ts';
import { PREDICTOR } from '#text/games.ts';
import { WORDS } from '#text/plural.ts';
import { DebriefSummary } from '#ui/debrief/DebriefSummary.tsx';
import { DebriefBody } from '#ui/debrief/DebriefStates.tsx';
import { DebriefFrame } from '#ui/debrief/DebriefFrame.tsx';
import { usePredictorDebrief } from '../api/get-debrief.ts';
import { loginPath, PREDICTOR_HOME, registrationPath, stagePath } from '../paths.ts';
import styles from './debrief.module.css';

const TEXT = DEBRIEF.predictor;

/** Issue 23 §4: «Итоги тура» of the predictor, `{id}/stage/{stageId}/debrief/`. */
export function PredictorDebriefPage() {
  const leagueId = useIdParam('id');
  const stageId = useIdParam('stageId');
  const user = useSessionUser();
  const query = usePredictorDebrief(leagueId, stageId, user?.id ?? null);
  const data = query.data;

  const body = (
    <DebriefBody
      signedIn={user !== null}
      query={query}
      doors={{ loginTo: loginPath, registrationTo: registrationPath }}
      notPlayed={{ text: DEBRIEF.states.notPlayedPredictor, backTo: PREDICTOR_HOME }}
    >
      {(figures) => (
        <>
          <DebriefSummary figures={figures} />
          <MatchList matches={figures.matches} />
        </>
      )}
    </DebriefBody>
  );

  return (
    <DebriefFrame
      stageName={data?.stage.name}
      gameTitle={PREDICTOR.title}
      back={{ to: stagePath(leagueId, stageId), label: DEBRIEF.back.predictor }}
    >
      {body}
    </DebriefFrame>
  );
}

/** Each match of the tour: the result, the user's score and points, and how much of the crowd they matched. */
function MatchList({ matches }: { matches: PredictorDebrief['matches'] }) {
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="predictor-debrief-matches">
      <h3 id="predictor-debrief-matches" className={styles.sectionTitle}>
        {TEXT.matches}
      </h3>
      <ul className={styles.matches}>
        {matches.map((match) => (
          <li key={match.event_id} className={styles.match}>
            <h4 className={styles.matchTitle}>{match.title}</h4>
            <dl className={styles.facts}>
              <div>
                <dt>{TEXT.result}</dt>
                <dd>{match.result ?? TEXT.noResult}</dd>
              </div>
              <div>
                <dt>{TEXT.prediction}</dt>
                <dd data-missing={match.prediction === null || undefined}>
                  {match.prediction ?? TEXT.noPrediction}
                </dd>
              </div>
              <div>
                <dt>{TEXT.points}</dt>
                <dd className={styles.points} data-scored={(match.points ?? 0) > 0 || undefined}>
                  {match.points === null ? TEXT.noPoints : plural(match.points, WORDS.point)}
                </dd>
              </div>
            </dl>
            {match.beaten_or_tied === null ? null : <Beaten percent={match.beaten_or_tied} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sentence says it; the bar beside it only draws it. */
function Beaten({ percent }: { percent: number }) {
  return (
    <div className={styles.beaten}>
      <p>{TEXT.beaten(percent)}</p>
      <span className={styles.bar} aria-hidden="true">
        <span style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
      </span>
    </div>
  );
}
