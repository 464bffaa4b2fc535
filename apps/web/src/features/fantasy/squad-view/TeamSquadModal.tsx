import { useId, useState } from 'react';
import { ApiError } from '#api/errors.ts';
import { FANTASY_RATING } from '#text/fantasy-rating.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { Loader } from '#ui/loader/Loader.tsx';
import { Modal } from '#ui/modal/Modal.tsx';
import { useTeamSquad } from './api.ts';
import { ReadOnlySquad } from './ReadOnlySquad.tsx';
import styles from './squad-view.module.css';

const TEXT = FANTASY_RATING.squad;

/** Why a squad is not shown: the server's 403 says it ('…идёт набор', '…тур не начался'). */
function unavailableText(error: unknown): string {
  return error instanceof ApiError && error.status === 403 && error.message
    ? error.message
    : TEXT.unavailable;
}

/** Spec 2 §2 "Rating": a team's squad of a stage on the pitch, with the stage to switch to another. */
export function TeamSquadModal({
  leagueId,
  team,
  stages,
  stageId: initialStageId,
  onClose,
}: {
  leagueId: number;
  team: { id: number; name: string };
  stages: readonly { id: number; name: string }[];
  stageId: number;
  onClose: () => void;
}) {
  const [stageId, setStageId] = useState(initialStageId);
  const query = useTeamSquad(stageId, team.id);
  const data = query.data;
  const selectId = useId();
  let body;
  if (query.isError) body = <EmptyState level={3} icon="whistle" title={unavailableText(query.error)} />;
  else if (!data) body = <Loader />;
  else if (data.squad.length === 0) body = <EmptyState level={3} title={TEXT.none} />;
  else
    body = (
      <div className={styles.pitchBox}>
        <ReadOnlySquad leagueId={leagueId} entries={data.squad} schema={data.schema} />
      </div>
    );
  return (
    <Modal title={TEXT.title(team.name)} onClose={onClose} size="wide">
      <div className={styles.modalBody}>
        <div className={styles.panelHead}>
          <label className={styles.picker} htmlFor={selectId}>
            <span>{TEXT.stage}</span>
            <select id={selectId} value={stageId} onChange={(e) => setStageId(Number(e.target.value))}>
              {stages.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.name}
                </option>
              ))}
            </select>
          </label>
          {data && !query.isError ? (
            <strong>
              {data.team.points === null && data.live_points !== null
                ? TEXT.livePoints(data.live_points)
                : TEXT.points(data.team.points)}
            </strong>
          ) : null}
        </div>
        {body}
      </div>
    </Modal>
  );
}
