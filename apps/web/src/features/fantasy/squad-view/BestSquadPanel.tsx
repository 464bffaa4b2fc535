import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FANTASY_RATING } from '#text/fantasy-rating.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { Loader } from '#ui/loader/Loader.tsx';
import { useBestSquad } from './api.ts';
import { BEST_STAGE_PARAM } from './best-squad-link.ts';
import { ReadOnlySquad } from './ReadOnlySquad.tsx';
import styles from './squad-view.module.css';

const BEST = FANTASY_RATING.best;

/**
 * Spec 2 §2: the best squad of a scored stage (the last one unless a stage is chosen),
 * with the champ's best team of that stage. A link naming a stage (`?best_stage=`, the tour
 * debrief's, issue 23 §4) opens on it and brings the panel into view.
 */
export function BestSquadPanel({
  leagueId,
  champId,
  stages,
  title = BEST.title,
}: {
  leagueId: number;
  champId: number;
  /** The scored stages to choose from, in tour order. */
  stages: readonly { id: number; name: string }[];
  title?: string;
}) {
  const [params] = useSearchParams();
  const asked = Number(params.get(BEST_STAGE_PARAM));
  const linked = stages.some((stage) => stage.id === asked) ? asked : 0;
  const [stageId, setStageId] = useState(linked);
  const query = useBestSquad(champId, stageId);
  const data = query.data;
  const titleId = useId();
  const selectId = useId();
  const section = useRef<HTMLElement>(null);
  // Once, for a stage the page opened with, when its squad is there (the panel then has its height);
  // later changes of the query (the rating's sort) leave the scroll be.
  const scrollPending = useRef(linked !== 0);
  const shown = data !== undefined;
  useEffect(() => {
    if (!shown || !scrollPending.current) return;
    scrollPending.current = false;
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [shown]);
  let body;
  if (!data) body = query.isError ? <EmptyState level={3} title={BEST.notDefined} /> : <Loader />;
  else if (data.squad.length === 0) body = <EmptyState level={3} title={BEST.notDefined} />;
  else
    body = (
      <>
        <p className={styles.summary}>
          {data.stage ? <span>{data.stage.name}</span> : null}
          <strong>{BEST.points(data.points)}</strong>
          {data.team ? <span>{BEST.bestTeam(data.team.name, data.team.points)}</span> : null}
        </p>
        <div aria-busy={query.isPlaceholderData || undefined} className={styles.pitchBox}>
          <ReadOnlySquad leagueId={leagueId} entries={data.squad} schema={data.schema} />
        </div>
      </>
    );
  return (
    <section ref={section} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h3 id={titleId} className={styles.panelTitle}>
          {title}
        </h3>
        {stages.length > 0 ? (
          <label className={styles.picker} htmlFor={selectId}>
            <span>{BEST.stage}</span>
            <select id={selectId} value={stageId} onChange={(e) => setStageId(Number(e.target.value))}>
              <option value={0}>{BEST.auto}</option>
              {stages.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {body}
    </section>
  );
}
