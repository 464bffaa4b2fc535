import type { FieldPosition, SquadEntry } from '@mliga/domain';
import { useRef } from 'react';
import { SQUAD } from '#text/fantasy.ts';
import { PlayerPhoto } from '#ui/media/PlayerPhoto.tsx';
import { formatNumber } from './format.ts';
import { cardOf } from './model.ts';
import styles from './squad.module.css';
import type { SquadBuilder } from './use-squad-builder.ts';

/** What a tile reads from the builder; a read-only squad (another team's, the best one) passes `editable: false`. */
export type PitchModel = Pick<
  SquadBuilder,
  | 'squad'
  | 'names'
  | 'marks'
  | 'editable'
  | 'surplus'
  | 'swapFrom'
  | 'openCard'
  | 'captain'
  | 'startSwap'
  | 'swapWith'
  | 'remove'
> & {
  /** The empty slot's "+": show the market filtered to the slot's position (the builder only). */
  pickPosition?: (position: FieldPosition) => void;
};

/** A longer word gets a smaller type (10+ letters, 12+ letters), so a 12-letter surname fits whole. */
function lengthClass(name: string): '1' | '2' | undefined {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length));
  if (longest >= 12) return '2';
  return longest >= 10 ? '1' : undefined;
}

interface PlayerTileProps {
  entry: SquadEntry;
  builder: PitchModel;
}

/** One player on the pitch or the bench: photo, name, and the open stage's actions or the closed stage's points. */
export function PlayerTile({ entry, builder }: PlayerTileProps) {
  const card = cardOf(entry);
  const id = card.id;
  const surplus = builder.surplus.has(id);
  const mark = builder.marks.get(id);
  const swapping = builder.swapFrom !== null;
  const swapSource = swapping ? builder.squad.entries.find((e) => e.player.id === builder.swapFrom) : null;
  const swapTarget =
    swapSource !== null &&
    swapSource !== undefined &&
    entry.starter &&
    !surplus &&
    swapSource.player.fieldPosition === entry.player.fieldPosition;
  const cameOn = builder.squad.entries.some((e) => builder.marks.get(e.player.id)?.substitutePlayerId === id);
  const name = builder.names.get(id) ?? (card.surname || card.fio);
  // The captain and swap buttons disappear once pressed: focus moves to the tile's name, not the page.
  const nameRef = useRef<HTMLButtonElement>(null);
  const thenFocusName = (action: () => void) => () => {
    action();
    nameRef.current?.focus();
  };
  return (
    <li
      className={styles.tile}
      aria-label={card.fio}
      data-surplus={surplus || undefined}
      data-swap-source={builder.swapFrom === id || undefined}
      data-swap-target={swapTarget || undefined}
    >
      <span className={styles.tilePhoto}>
        <PlayerPhoto name={card.fio} src={card.photo} team={card.team} size="md" decorative />
        {entry.isCaptain ? (
          <span className={styles.captain} title={SQUAD.captainLabel}>
            {SQUAD.captainMark}
            <span className="visually-hidden">, {SQUAD.captainLabel}</span>
          </span>
        ) : null}
      </span>
      <button
        ref={nameRef}
        type="button"
        className={styles.tileName}
        data-long={lengthClass(name)}
        aria-label={SQUAD.card.open(card.fio)}
        onClick={() => builder.openCard(id)}
      >
        {name}
      </button>
      {builder.editable ? (
        <span className={styles.tileSub}>
          <span>{formatNumber(card.price)}</span>
          <span className={styles.tileRival}>
            {card.rival_team ? SQUAD.rival(card.rival_team.short_name) : SQUAD.noRival}
          </span>
        </span>
      ) : (
        <span className={styles.tileSub}>
          {SQUAD.pointsOf(mark?.points ?? null)}
          {mark?.substitutePlayerId ? (
            <span className={styles.subMark}> ↓ {SQUAD.substitutedMark}</span>
          ) : null}
          {cameOn ? <span className={styles.subMark}> ↑ {SQUAD.cameOnMark}</span> : null}
        </span>
      )}
      {surplus ? <span className={styles.surplusMark}>{SQUAD.surplusMark}</span> : null}
      {builder.editable ? (
        <span className={styles.tileActions}>
          {swapTarget ? (
            <button type="button" className={styles.tileButton} onClick={() => builder.swapWith(id)}>
              {SQUAD.actions.swap}
              <span className="visually-hidden"> {card.fio}</span>
            </button>
          ) : null}
          {!swapping && entry.starter && !surplus && !entry.isCaptain ? (
            <button
              type="button"
              className={styles.tileButton}
              aria-label={`${SQUAD.actions.captain}: ${card.fio}`}
              title={SQUAD.actions.captain}
              onClick={thenFocusName(() => builder.captain(id))}
            >
              {SQUAD.captainMark}
            </button>
          ) : null}
          {!swapping && !entry.starter && !surplus ? (
            <button
              type="button"
              className={styles.tileButton}
              aria-label={`${SQUAD.actions.swap}: ${card.fio}`}
              onClick={thenFocusName(() => builder.startSwap(id))}
            >
              ⇅
            </button>
          ) : null}
          {builder.swapFrom === id ? (
            <button type="button" className={styles.tileButton} onClick={() => builder.startSwap(null)}>
              {SQUAD.actions.swapCancel}
            </button>
          ) : null}
          {!swapping ? (
            <button
              type="button"
              className={styles.tileButton}
              aria-label={`${SQUAD.actions.remove}: ${card.fio}`}
              title={SQUAD.actions.remove}
              onClick={(event) => {
                // The tile goes away: focus moves to its line (another player or the empty slot left).
                const line = event.currentTarget.closest('ul');
                builder.remove(id);
                setTimeout(() => line?.querySelector<HTMLElement>('button, [tabindex]')?.focus());
              }}
            >
              ×
            </button>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}
