import type { ReactNode } from 'react';
import { Movement } from './Movement.tsx';
import type { TableColumn } from './SortableTable.tsx';
import rating from './RatingTable.module.css';

/** What both games' ratings need to lay out their rows' place and pace. */
interface RatedRow {
  place: number;
  movement: number | null;
}

interface PlaceText {
  place: string;
  placeShort: string;
  movement: { header: string; label: (n: number) => string };
}

/**
 * The place column and, beside it, the places gained or lost since the previous scored tour
 * (issue 23 §3): both stick to the left edge on a phone, so `nameLeft` is where the name column
 * that sticks after them starts (`moved`: beside the movement, which a phone's name column makes
 * room for). The movement has a column of its own, so the arrows line up and the place cell holds
 * the place alone; it is left out while no row has one (the first scored tour).
 */
export function placeColumns<Row extends RatedRow>(
  rows: readonly (Row | null)[],
  text: PlaceText,
  placeKey: string,
): { columns: TableColumn<Row>[]; nameLeft: string; moved: boolean } {
  const movements = rows.flatMap((row) => (row && row.movement !== null ? [row.movement] : []));
  const moved = movements.length > 0;
  const place: TableColumn<Row> = {
    key: placeKey,
    header: (
      <>
        <span className={rating.long}>{text.place}</span>
        <span className={rating.short} aria-hidden="true">
          {text.placeShort}
        </span>
      </>
    ),
    label: text.place,
    sortable: true,
    sticky: true,
    align: moved ? 'end' : 'center',
    className: moved ? `${rating.placeCol} ${rating.beforeMovement}` : rating.placeCol,
    cell: (row) => <span className={rating.place}>{row.place}</span>,
  };
  if (!moved) return { columns: [place], nameLeft: 'var(--rating-place-width)', moved };
  // As wide as the page's longest number: a rating of a million moves by thousands, a league by ones.
  const digits = Math.max(...movements.map((n) => String(Math.abs(n)).length));
  const box = `calc(var(--rating-arrow-width) + ${digits} * var(--rating-digit-width))`;
  const movement: TableColumn<Row> = {
    key: 'movement',
    header: <span className="visually-hidden">{text.movement.header}</span>,
    label: text.movement.header,
    sticky: true,
    stickyLeft: 'var(--rating-place-width)',
    align: 'start',
    className: rating.movementCol,
    cell: (row) => (
      <span className={rating.movementBox} style={{ width: box }}>
        <Movement value={row.movement} label={text.movement.label} />
      </span>
    ),
  };
  return {
    columns: [place, movement],
    nameLeft: `calc(var(--rating-place-width) + var(--rating-movement-padding) + ${box})`,
    moved,
  };
}

const PACE = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Points per tour played, with the decimal comma ('9,5'); `none` when the row has not played yet. */
function formatPace(value: number | null, none: string): ReactNode {
  return value === null ? <span className={rating.none}>{none}</span> : PACE.format(value);
}

/** The «За тур» column (issue 23 §3): a late joiner's pace beside the total. */
export function paceColumn<Row>(
  text: { header: string; title: string; noValue: string },
  pace: (row: Row) => number | null,
): TableColumn<Row> {
  return {
    key: 'pace',
    header: <span title={text.title}>{text.header}</span>,
    label: text.header,
    align: 'center',
    className: rating.paceCol,
    cell: (row) => formatPace(pace(row), text.noValue),
  };
}
