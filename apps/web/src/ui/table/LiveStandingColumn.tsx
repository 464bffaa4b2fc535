import type { LiveStanding } from '@mliga/contract';
import { LIVE_STANDING as TEXT } from '#text/games.ts';
import { Movement } from './Movement.tsx';
import type { TableColumn } from './SortableTable.tsx';
import styles from './LiveStanding.module.css';

/**
 * A rating's live column while `stage` is played (issue 22 §3–4): the tour's points so far over the
 * live place, with the places gained (▲) or lost (▼) since the last scored tour. None between tours.
 */
export function liveStandingColumns<Row extends { live?: LiveStanding }>(
  stage: { name: string } | null,
  sortable: boolean,
): TableColumn<Row>[] {
  if (!stage) return [];
  return [
    {
      key: 'live',
      header: (
        <span className={styles.head}>
          {stage.name}
          <small>{TEXT.live}</small>
        </span>
      ),
      label: TEXT.header(stage.name),
      sortable,
      align: 'center',
      cell: (row) => (row.live ? <LiveStandingCell live={row.live} /> : null),
    },
  ];
}

/** Above a rating while a tour is played: what the live column holds, and that it is provisional. */
export function LiveStandingNote({ stage }: { stage: { name: string } | null }) {
  if (!stage) return null;
  return (
    <p className={styles.note}>
      <span className={styles.dot} aria-hidden="true" />
      {TEXT.note(stage.name)}
    </p>
  );
}

function LiveStandingCell({ live }: { live: LiveStanding }) {
  // No movement to tell without a stored place (the season's first tour, a team that just joined).
  const label =
    live.movement === null
      ? TEXT.place(live.place)
      : `${TEXT.place(live.place)}, ${TEXT.movement(live.movement)}`;
  return (
    <span className={styles.cell}>
      <strong>{live.stage_points}</strong>
      <span className={styles.place} aria-label={label}>
        {live.place}
        {/* The same arrow as beside the rating's place; this cell names both in words. */}
        <Movement value={live.movement} />
      </span>
    </span>
  );
}
