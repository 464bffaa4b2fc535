import type { FantasyPlayer } from '@mliga/contract';
import { findEntry, SQUAD_SIZE } from '@mliga/domain';
import { useDeferredValue, useId, type Ref } from 'react';
import { SQUAD } from '#text/fantasy.ts';
import { Loader } from '#ui/loader/Loader.tsx';
import { PlayerPhoto } from '#ui/media/PlayerPhoto.tsx';
import { usePlayers } from './api.ts';
import { formatNumber } from './format.ts';
import { MarketFilters } from './MarketFilters.tsx';
import { marketOffer } from './model.ts';
import styles from './squad.module.css';
import { useMarketFilters } from './use-market-filters.ts';
import type { SquadBuilder } from './use-squad-builder.ts';

const MARKET = SQUAD.market;

type Column = 'price' | 'points' | 'popularity_percent' | 'goals' | 'assists' | 'performance';

/**
 * The figures of a row: price and points always, popularity on a wide screen, and the figure
 * the list is sorted by whatever it is (its header marked), so the order can be read on a phone.
 */
function columnsFor(sort: string): { id: Column; label: string; sorted: boolean; wideOnly: boolean }[] {
  const field = sort.replace(/^-/, '');
  const columns: { id: Column; label: string; sorted: boolean; wideOnly: boolean }[] = [
    { id: 'price', label: MARKET.columns.price, sorted: false, wideOnly: false },
    { id: 'points', label: MARKET.columns.points, sorted: field === 'points', wideOnly: false },
    {
      id: 'popularity_percent',
      label: MARKET.columns.popularity,
      sorted: field === 'popularity_percent',
      wideOnly: field !== 'popularity_percent',
    },
  ];
  if (field in MARKET.sortColumns) {
    columns.push({ id: field as Column, label: MARKET.sortColumns[field]!, sorted: true, wideOnly: false });
  }
  return columns;
}

const figure = (player: FantasyPlayer, column: Column) =>
  formatNumber(column === 'price' ? player.price : player.stats[column]);

/** Spec 2 §2 'Трансферы': the player table with filters, sorting, paging and add/remove buttons. */
export function PlayerMarket({
  leagueId,
  builder,
  ref,
}: {
  leagueId: number;
  builder: SquadBuilder;
  /** The builder focuses the market when an empty slot's "+" or the formation notice asks for a position. */
  ref?: Ref<HTMLElement>;
}) {
  const { filters, onChange } = useMarketFilters();
  const selected = builder.squad.entries.map((e) => e.player.id).join(',');
  const query = usePlayers(leagueId, builder.stage.id, {
    ...filters,
    selected: filters.sort.endsWith('mysquad') ? selected : '',
  });
  // A page of the market renders at transition priority, in slices (see PredictorStagePage).
  const data = useDeferredValue(query.data);
  const columns = columnsFor(filters.sort);
  return (
    <section ref={ref} className={styles.market} aria-label={MARKET.caption} tabIndex={-1}>
      <MarketFilters filters={filters} options={data?.filters} onChange={onChange} />
      {builder.squad.entries.length >= SQUAD_SIZE ? <p className={styles.marketNote}>{MARKET.full}</p> : null}
      {!data ? (
        <Loader />
      ) : data.players.length === 0 ? (
        <p className={styles.empty}>{MARKET.empty}</p>
      ) : (
        <>
          <div className={styles.tableFrame} aria-busy={query.isFetching || undefined}>
            <table className={styles.table}>
              <caption className="visually-hidden">{MARKET.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{MARKET.columns.player}</th>
                  <th scope="col" className={styles.wideOnly}>
                    {MARKET.columns.team}
                  </th>
                  {columns.map((column) => (
                    <th
                      key={column.id}
                      scope="col"
                      className={`${styles.figure} ${column.wideOnly ? styles.wideOnly : ''}`}
                      aria-sort={column.sorted ? 'descending' : undefined}
                      data-sorted={column.sorted || undefined}
                    >
                      {column.label}
                      {column.sorted ? <span aria-hidden="true"> {MARKET.sortedMark}</span> : null}
                    </th>
                  ))}
                  <th scope="col" className={styles.actionCell}>
                    <span className="visually-hidden">{SQUAD.actions.add}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.players.map((player) => (
                  <MarketRow key={player.id} player={player} builder={builder} columns={columns} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data.pagination.pageNumber}
            pageCount={data.pagination.pageCount}
            onPage={(p) => onChange({ p })}
          />
        </>
      )}
    </section>
  );
}

function MarketRow({
  player,
  builder,
  columns,
}: {
  player: FantasyPlayer;
  builder: SquadBuilder;
  columns: ReturnType<typeof columnsFor>;
}) {
  const reasonId = useId();
  const inSquad = findEntry(builder.squad, player.id) !== undefined;
  const offer = inSquad
    ? null
    : marketOffer({ squad: builder.squad, card: player, limits: builder.limits, editable: builder.editable });
  const reason = offer && offer.kind !== 'add' ? offer.reason : null;
  return (
    <tr
      data-in-squad={inSquad || undefined}
      data-blocked={reason ? offer?.kind : undefined}
      aria-label={player.fio}
    >
      <th scope="row" className={styles.playerCell}>
        <div className={styles.playerCellInner}>
          <PlayerPhoto name={player.fio} src={player.photo} team={player.team} size="sm" decorative />
          <span className={styles.playerText}>
            <button
              type="button"
              className={styles.playerName}
              aria-label={SQUAD.card.open(player.fio)}
              onClick={() => builder.openCard(player.id)}
            >
              {player.fio}
            </button>
            {/* Each part keeps together; the line may break between them (the spaces are outside). */}
            <span className={`${styles.muted} ${styles.playerFacts}`}>
              <span>{player.fieldPosition.short_name}</span>{' '}
              <span className={styles.narrowOnly}>· {player.team?.short_name ?? '—'}</span>{' '}
              {player.status in MARKET.statuses ? (
                <>
                  <span className={styles.status}>· {MARKET.statuses[player.status]}</span>{' '}
                </>
              ) : null}
              <span>· {player.rival_team ? SQUAD.rival(player.rival_team.short_name) : SQUAD.noRival}</span>
            </span>
            {reason ? (
              <span id={reasonId} className={styles.reason}>
                {reason}
              </span>
            ) : null}
          </span>
        </div>
      </th>
      <td className={styles.wideOnly}>{player.team?.short_name ?? '—'}</td>
      {columns.map((column) => (
        <td
          key={column.id}
          className={`${styles.figure} ${column.wideOnly ? styles.wideOnly : ''}`}
          data-sorted={column.sorted || undefined}
        >
          {figure(player, column.id)}
        </td>
      ))}
      <td className={styles.actionCell}>
        {inSquad ? (
          builder.editable ? (
            <button
              type="button"
              className={styles.removeButton}
              aria-label={`${SQUAD.actions.remove}: ${player.fio}`}
              onClick={() => builder.remove(player.id)}
            >
              −
            </button>
          ) : (
            <span className={styles.muted}>{MARKET.inSquad}</span>
          )
        ) : offer?.kind === 'hidden' ? null : (
          <button
            type="button"
            className={styles.addButton}
            aria-label={`${SQUAD.actions.add}: ${player.fio}`}
            aria-describedby={reason ? reasonId : undefined}
            data-refused={offer?.kind === 'refused' || undefined}
            disabled={offer?.kind === 'disabled'}
            onClick={() => builder.add(player)}
          >
            +
          </button>
        )}
      </td>
    </tr>
  );
}

function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (p: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={SQUAD.pager.label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {SQUAD.pager.prev}
      </button>
      <span>{SQUAD.pager.of(page, pageCount)}</span>
      <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {SQUAD.pager.next}
      </button>
    </nav>
  );
}
