import type { Stage } from '@mliga/contract';
import { Link, useNavigate } from 'react-router';
import { useIdParam } from '#api/route-params.ts';
import { useSessionUser } from '#api/session.ts';
import { PREDICTOR } from '#text/games.ts';
import { LEAGUE_PREDICTIONS as T, PREDICTOR_LEAGUES } from '#text/predictor-leagues.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { SelectField } from '#ui/form/SelectField.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import {
  leaguePredictionsPath,
  leaguesLoginPath,
  leaguesRegistrationPath,
  PREDICTOR_LEAGUES as LEAGUES_PATH,
  ratingPath,
  stagePath,
} from '../paths.ts';
import { isRefusal, useLeagueStagePredictions } from './api.ts';
import { useClosedStages } from './closed-stages.ts';
import { useMyPredictorLeagues } from './get-my-leagues.ts';
import { PredictionsByEvent, PredictionsTable } from './MembersPredictions.tsx';
import { useIsNarrow } from './use-narrow.ts';
import listPage from '#ui/layout/ListPage.module.css';
import styles from './predictions.module.css';

/**
 * Issue 23 §1: every member's predictions of a closed stage in a private league, in the league's
 * rating order. Before the stage closes (or to a stranger) the server's refusal is the page's answer.
 */
export function LeaguePredictionsPage() {
  const champId = useIdParam('champId');
  const stageId = useIdParam('stageId');
  const user = useSessionUser();
  return user ? (
    <SignedIn champId={champId} stageId={stageId} />
  ) : (
    <div className={listPage.page}>
      <PageTitle parts={[T.title, PREDICTOR.title]} />
      <EmptyState icon="ball" title={PREDICTOR_LEAGUES.visitor.title} text={PREDICTOR_LEAGUES.visitor.text}>
        <ButtonLink to={leaguesLoginPath} variant="accent">
          {PREDICTOR_LEAGUES.visitor.login}
        </ButtonLink>
        <ButtonLink to={leaguesRegistrationPath} variant="secondary">
          {PREDICTOR_LEAGUES.visitor.register}
        </ButtonLink>
      </EmptyState>
    </div>
  );
}

/** The closed stages to switch among, with the one in the address even when it is not closed yet. */
function switchable(closed: Stage[], stages: Stage[], stageId: number): Stage[] {
  if (closed.some((s) => s.id === stageId)) return closed;
  const here = stages.find((s) => s.id === stageId);
  return here ? [...closed, here] : closed;
}

function SignedIn({ champId, stageId }: { champId: number; stageId: number }) {
  const navigate = useNavigate();
  const query = useLeagueStagePredictions(champId, stageId);
  const { active, leagueId, stages, closed, settled } = useClosedStages();
  const mine = useMyPredictorLeagues(leagueId, { quiet: true });
  const answer = query.data;
  const data = answer && !isRefusal(answer) ? answer : null;
  const member = mine.data?.leagues.find((l) => l.id === champId) ?? null;
  const leagueName = data?.league.name ?? member?.name ?? null;
  const stageName = data?.stage.name ?? stages.find((s) => s.id === stageId)?.name ?? null;
  const options = switchable(closed, stages, stageId);
  const narrow = useIsNarrow();
  // Everything appears at once: the switcher, the rating link and whether a refusal is a member's
  // (too early) or a stranger's depend on the league's stages and the user's leagues.
  const known = (q: { data: unknown; isError: boolean }) => q.data !== undefined || q.isError;
  const ready = known(query) && known(active) && settled && (leagueId === null || known(mine));

  let body;
  if (!answer || !ready) body = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (isRefusal(answer))
    // A member asking too early may go and make the stage's predictions; a stranger is told how to join.
    body = member ? (
      <EmptyState icon="calendar" title={answer.refused} text={T.notYetText}>
        {leagueId !== null ? (
          <ButtonLink to={stagePath(leagueId, stageId)} variant="secondary">
            {T.toStage}
          </ButtonLink>
        ) : null}
      </EmptyState>
    ) : (
      <EmptyState icon="whistle" title={answer.refused} text={T.membersOnlyText}>
        <ButtonLink to={LEAGUES_PATH} variant="secondary">
          {PREDICTOR_LEAGUES.title}
        </ButtonLink>
      </EmptyState>
    );
  else if (answer.events.length === 0) body = <EmptyState icon="calendar" title={T.noEvents} />;
  else if (answer.members.length === 0) body = <EmptyState icon="search" title={T.noMembers} />;
  else body = narrow ? <PredictionsByEvent data={answer} /> : <PredictionsTable data={answer} />;

  return (
    <div className={styles.page}>
      <PageTitle parts={[stageName ?? undefined, leagueName ?? T.title, PREDICTOR.title]} />
      <header className={styles.head}>
        <Link className={styles.back} to={LEAGUES_PATH}>
          {T.back}
        </Link>
        <h2 className={styles.title}>{leagueName ?? T.title}</h2>
        <p className={styles.subtitle}>{stageName ? T.heading(stageName) : T.title}</p>
      </header>
      {ready ? (
        <div className={styles.toolbar}>
          {options.length > 1 ? (
            <SelectField
              label={T.stage}
              value={stageId}
              options={options.map((s) => ({ value: s.id, label: s.name }))}
              onChange={(id) => void navigate(leaguePredictionsPath(champId, id))}
              className={styles.stageField}
              labelClassName={styles.stageLabel}
              selectClassName={styles.stageSelect}
            />
          ) : null}
          {member && leagueId !== null ? (
            <ButtonLink size="sm" variant="secondary" to={ratingPath(champId, leagueId)}>
              {T.rating}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      {body}
    </div>
  );
}
