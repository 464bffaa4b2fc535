import type { FantasyDebrief } from '@mliga/contract';
import { useIdParam } from '#api/route-params.ts';
import { useSessionUser } from '#api/session.ts';
import { DEBRIEF } from '#text/debrief.ts';
import { FANTASY } from '#text/games.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { DebriefSummary } from '#ui/debrief/DebriefSummary.tsx';
import { DebriefBody } from '#ui/debrief/DebriefStates.tsx';
import { DebriefFrame } from '#ui/debrief/DebriefFrame.tsx';
import { FANTASY_HOME, loginPath, registrationPath, squadPath } from '../squad/paths.ts';
import { bestSquadPath } from '../squad-view/best-squad-link.ts';
import { useFantasyDebrief } from './api.ts';
import styles from './debrief.module.css';

const TEXT = DEBRIEF.fantasy;

/** Issue 23 §4: «Итоги тура» of the fantasy game, `{id}/my-team/stages/{stageId}/debrief/`. */
export function FantasyDebriefPage() {
  const leagueId = useIdParam('id');
  const stageId = useIdParam('stageId');
  const user = useSessionUser();
  const query = useFantasyDebrief(stageId, user?.id ?? null);
  const data = query.data;

  const body = (
    <DebriefBody
      signedIn={user !== null}
      query={query}
      doors={{ loginTo: loginPath, registrationTo: registrationPath }}
      notPlayed={{ text: DEBRIEF.states.notPlayedFantasy, backTo: FANTASY_HOME }}
    >
      {(figures) => (
        <>
          <DebriefSummary figures={figures} />
          <div className={styles.cards}>
            <CaptainCard data={figures} />
            <section className={styles.card} aria-labelledby="fantasy-debrief-bench">
              <h3 id="fantasy-debrief-bench" className={styles.cardTitle}>
                {TEXT.benchTitle}
              </h3>
              <p className={styles.lead}>{TEXT.bench(figures.bench_points)}</p>
              <p className={styles.note}>{TEXT.benchNote}</p>
            </section>
            {figures.best_squad_champ_id === null ? null : (
              <section className={styles.card} aria-labelledby="fantasy-debrief-best">
                <h3 id="fantasy-debrief-best" className={styles.cardTitle}>
                  {TEXT.bestSquadTitle}
                </h3>
                <p className={styles.note}>{TEXT.bestSquadText}</p>
                <ButtonLink
                  className={styles.cardAction}
                  variant="secondary"
                  to={bestSquadPath(leagueId, figures.best_squad_champ_id, figures.stage.id)}
                >
                  {TEXT.bestSquadLink}
                </ButtonLink>
              </section>
            )}
          </div>
        </>
      )}
    </DebriefBody>
  );

  return (
    <DebriefFrame
      stageName={data?.stage.name}
      gameTitle={FANTASY.title}
      back={{ to: squadPath(leagueId, stageId), label: DEBRIEF.back.fantasy }}
    >
      {body}
    </DebriefFrame>
  );
}

/** The captain the user chose, and the starter who would have been the best one. */
function CaptainCard({ data }: { data: FantasyDebrief }) {
  const { captain, best_captain: best } = data;
  if (!captain && !best) return null;
  const chosenBest = captain !== null && best !== null && best.gain <= 0;
  return (
    <section className={styles.card} aria-labelledby="fantasy-debrief-captain">
      <h3 id="fantasy-debrief-captain" className={styles.cardTitle}>
        {TEXT.captainTitle}
      </h3>
      <p className={styles.lead}>{captain ? TEXT.captain(captain.name, captain.points) : TEXT.noCaptain}</p>
      {best === null ? null : chosenBest ? (
        <p className={styles.verdict} data-tone="best">
          {TEXT.bestChosen}
        </p>
      ) : (
        <p className={styles.verdict}>{TEXT.bestChoice(best.name, best.points, best.gain)}</p>
      )}
      <p className={styles.note}>{TEXT.captainNote}</p>
    </section>
  );
}
