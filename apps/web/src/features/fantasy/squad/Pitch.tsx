import {
  FIELD_POSITIONS,
  FIELD_POSITION_NAMES,
  positionEntries,
  startersByPosition,
  type FieldPosition,
} from '@mliga/domain';
import { useId } from 'react';
import { SQUAD } from '#text/fantasy.ts';
import { PlayerTile, type PitchModel } from './PlayerTile.tsx';
import styles from './squad.module.css';

/** A free place; in the builder its "+" shows the market's players of that position. */
function EmptySlot({
  position,
  onPick,
}: {
  position: FieldPosition;
  onPick?: (position: FieldPosition) => void;
}) {
  const label = FIELD_POSITION_NAMES[position].shortName;
  return (
    <li
      className={`${styles.tile} ${styles.emptyTile}`}
      aria-label={`${SQUAD.emptySlot}: ${label}`}
      // Focus lands here when the player in this place is removed with the keyboard.
      tabIndex={-1}
    >
      {onPick ? (
        <button
          type="button"
          className={`${styles.emptyShirt} ${styles.emptyPick}`}
          aria-label={SQUAD.pickFor(label)}
          onClick={() => onPick(position)}
        >
          <span aria-hidden="true">+</span>
        </button>
      ) : (
        <span className={styles.emptyShirt} aria-hidden="true">
          +
        </span>
      )}
      <span className={styles.tileSub}>{label}</span>
    </li>
  );
}

/** Spec 2 §2: the pitch in the chosen formation (forwards on top) and the 4-slot bench (a best eleven has none). */
export function Pitch({ builder, withBench = true }: { builder: PitchModel; withBench?: boolean }) {
  const { squad } = builder;
  // Two pitches may share a page (the rating's best squad and a team's squad).
  const benchTitleId = useId();
  const starters = startersByPosition(squad.formation);
  const lines = [...FIELD_POSITIONS].reverse();
  return (
    <div className={styles.pitchWrap}>
      <div className={styles.pitch} aria-label={`${SQUAD.formation} ${squad.formation}`} role="group">
        {lines.map((position) => {
          const line = positionEntries(squad.entries, position).filter((e) => e.starter);
          const empty = Math.max(0, starters[position] - line.length);
          return (
            <ul
              key={position}
              className={styles.line}
              aria-label={SQUAD.lines[position]}
              // A narrow pitch lays a line of five out in two rows (3 + 2), so the names stay whole.
              data-count={line.length + empty}
            >
              {line.map((entry) => (
                <PlayerTile key={entry.player.id} entry={entry} builder={builder} />
              ))}
              {Array.from({ length: empty }, (_, i) => (
                <EmptySlot key={`empty-${i}`} position={position} onPick={builder.pickPosition} />
              ))}
            </ul>
          );
        })}
      </div>
      {withBench ? (
        <section className={styles.bench} aria-labelledby={benchTitleId}>
          <h3 id={benchTitleId} className={styles.benchTitle}>
            {SQUAD.bench}
          </h3>
          <ul className={styles.benchList}>
            {FIELD_POSITIONS.map((position) => {
              const bench = positionEntries(squad.entries, position).filter((e) => !e.starter);
              if (bench.length === 0)
                return <EmptySlot key={position} position={position} onPick={builder.pickPosition} />;
              return bench.map((entry) => (
                <PlayerTile key={entry.player.id} entry={entry} builder={builder} />
              ));
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
