import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useLiveStream } from '#api/live.ts';
import type { FantasyStage, PointsCorrection, User } from '@mliga/contract';
import { useActiveLeague } from '#api/active-league.ts';
import { NotFoundError } from '#api/errors.ts';
import { useIdParam } from '#api/route-params.ts';
import { useSessionUser, type SessionUser } from '#api/session.ts';
import { useFreshUser } from '#api/me.ts';
import { FANTASY } from '#text/games.ts';
import { SQUAD } from '#text/fantasy.ts';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { Loader } from '#ui/loader/Loader.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { useFantasyStages, useMySquad } from './api.ts';
import { fantasyKeys } from '../api/keys.ts';
import { DebriefLink } from './DebriefLink.tsx';
import { FantasyStandings } from '../standings/FantasyStandings.tsx';
import { MatchStrip } from './MatchStrip.tsx';
import { SquadBuilder } from './SquadBuilder.tsx';
import { StageStrip } from './StageStrip.tsx';
import { TeamNameForm, TeamNameStatus } from './TeamNameForm.tsx';
import { VisitorPrompt } from './VisitorPrompt.tsx';
import styles from './squad.module.css';

/** The stored record is the API's user with its key: the fantasy view reads teamName from it. */
type FantasyUser = SessionUser & Partial<Pick<User, 'teamName' | 'teamNameModerationStatus'>>;

/** Spec 2 §2 squad builder: `{id}/my-team/stages/{stageId}/`. */
export function FantasySquadPage() {
  const leagueId = useIdParam('id');
  const stageId = useIdParam('stageId');
  const user = useSessionUser() as FantasyUser | null;
  // Issue 20 §1.6: the stored copy may predate a name given elsewhere; the form waits for the fresh one.
  const fresh = useFreshUser();
  const stages = useFantasyStages(leagueId);
  const stage = stages.data?.stages.find((s) => s.id === stageId);
  if (stages.data && !stage) throw new NotFoundError();

  return (
    <div className={styles.page}>
      <PageTitle parts={[stage?.name, SQUAD.title, FANTASY.title]} />
      {stages.data ? (
        <StageStrip stages={stages.data.stages} leagueId={leagueId} selectedId={stageId} />
      ) : (
        <QueryState isError={stages.isError} onRetry={() => void stages.refetch()} />
      )}
      {!stage ? null : !user ? (
        <>
          <VisitorPrompt />
          <MatchStrip stageId={stageId} />
        </>
      ) : !user.teamName && fresh.isPending ? (
        <Loader />
      ) : !user.teamName ? (
        <>
          <TeamNameForm />
          <MatchStrip stageId={stageId} />
        </>
      ) : (
        <SignedIn leagueId={leagueId} stageId={stageId} user={user} stages={stages.data?.stages ?? []} />
      )}
    </div>
  );
}

function SignedIn({
  leagueId,
  stageId,
  user,
  stages,
}: {
  leagueId: number;
  stageId: number;
  user: FantasyUser;
  stages: readonly FantasyStage[];
}) {
  const squad = useMySquad(stageId, user.id);
  const client = useQueryClient();
  // Once the squad is closed (its tour about to start or being played), each live score reads its
  // provisional points again; an open squad being edited is never read again under the user.
  const following = squad.data && (squad.data.live_points !== null || !squad.data.stage.update_is_available);
  useLiveStream(['matches'], following ? null : undefined, () => {
    void client.invalidateQueries({ queryKey: fantasyKeys.mySquad(stageId, user.id) });
  });
  // The builder's big render runs at transition priority, in slices (see PredictorStagePage).
  const shown = useDeferredValue(squad.data);
  const shownAt = useDeferredValue(squad.dataUpdatedAt);
  const active = useActiveLeague().data;
  const place = active?.league?.id === leagueId ? (active.champ?.place ?? null) : null;
  return (
    <>
      {user.teamName ? (
        <TeamNameStatus teamName={user.teamName} status={user.teamNameModerationStatus ?? null} />
      ) : null}
      <DebriefLink stages={stages} leagueId={leagueId} selectedId={stageId} />
      {shown ? (
        <>
          <PointsCorrections corrections={shown.corrections ?? []} />
          <SquadBuilder key={`${stageId}:${shownAt}`} leagueId={leagueId} data={shown} place={place} />
          {/* Under the builder once it is there: it would otherwise be pushed down in view (layout shift). */}
          <MatchStrip stageId={stageId} />
          {/* Issue 23 §3: under the builder; its data and chunk once it comes near the viewport. */}
          <FantasyStandings leagueId={leagueId} userId={user.id} />
        </>
      ) : (
        <QueryState isError={squad.isError} onRetry={() => void squad.refetch()} />
      )}
    </>
  );
}

/** The points ledger's corrections of the squad's players after the tour was scored, newest first. */
function PointsCorrections({ corrections }: { corrections: PointsCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <section className={styles.notice} role="status" aria-label={SQUAD.corrections.title}>
      <strong>{SQUAD.corrections.title}</strong>
      <ul className={styles.corrections}>
        {corrections.map((c, i) => (
          <li key={i}>{SQUAD.corrections.line(c.player, c.old_points, c.new_points, c.date)}</li>
        ))}
      </ul>
    </section>
  );
}
