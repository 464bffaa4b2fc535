import type { FantasyPlayer } from '@mliga/contract';
import { addButtonBlock, findEntry } from '@mliga/domain';
import { SQUAD } from '../../../text/fantasy.ts';
import { Loader } from '../../../ui/loader/Loader.tsx';
import { PlayerPhoto } from '../../../ui/media/PlayerPhoto.tsx';
import { usePlayers } from './api.ts';
import { MarketFilters } from './MarketFilters.tsx';
import { toSquadPlayer } from './model.ts';
import styles from './squad.module.css';
import { useMarketFilters } from './use-market-filters.ts';
import type { SquadBuilder } from './use-squad-builder.ts';

const MARKET = SQUAD.market;

/** Spec 2 §2 'Трансферы': the player table with filters, sorting, paging and add/remove buttons. */
export function PlayerMarket({ leagueId, builder }: { leagueId: number; builder: SquadBuilder }) {
  const { filters, onChange } = useMarketFilters();
  const selected = builder.squad.entries.map((e) => e.player.id).join(',');
  const query = usePlayers(leagueId, {
    ...filters,
    selected: filters.sort.endsWith('mysquad') ? selected : '',
  });
  const data = query.data;
  return (
    <section className={styles.market} aria-label={MARKET.caption}>
      <MarketFilters filters={filters} options={data?.filters} onChange={onChange} />
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
                  <th scope="col">{MARKET.columns.team}</th>
                  <th scope="col">{MARKET.columns.price}</th>
                  <th scope="col">{MARKET.columns.points}</th>
                  <th scope="col">{MARKET.columns.popularity}</th>
                  <th scope="col">
                    <span className="visually-hidden">{SQUAD.actions.add}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.players.map((player) => (
                  <MarketRow key={player.id} player={player} builder={builder} />
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

function MarketRow({ player, builder }: { player: FantasyPlayer; builder: SquadBuilder }) {
  const inSquad = findEntry(builder.squad, player.id) !== undefined;
  const block = inSquad
    ? null
    : addButtonBlock({
        squad: builder.squad,
        player: toSquadPlayer(player),
        limits: builder.limits,
        stageOpen: builder.editable,
        teamPlays: player.rival_team !== null,
      });
  return (
    <tr data-in-squad={inSquad || undefined} aria-label={player.fio}>
      <th scope="row" className={styles.playerCell}>
        <PlayerPhoto name={player.fio} src={player.photo} team={player.team} size="sm" decorative />
        <span>
          <button
            type="button"
            className={styles.playerName}
            aria-label={SQUAD.card.open(player.fio)}
            onClick={() => builder.openCard(player.id)}
          >
            {player.fio}
          </button>
          <span className={styles.muted}>
            {player.fieldPosition.short_name}
            {player.status in MARKET.statuses ? (
              <span className={styles.status}> · {MARKET.statuses[player.status]}</span>
            ) : null}
            {' · '}
            {player.rival_team ? SQUAD.rival(player.rival_team.short_name) : SQUAD.noRival}
          </span>
        </span>
      </th>
      <td>{player.team?.short_name ?? '—'}</td>
      <td>{player.price}</td>
      <td>{player.stats.points}</td>
      <td>{player.stats.popularity_percent}</td>
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
        ) : block === null ? (
          <button
            type="button"
            className={styles.addButton}
            aria-label={`${SQUAD.actions.add}: ${player.fio}`}
            onClick={() => builder.add(player)}
          >
            +
          </button>
        ) : block.tooltip ? (
          <button
            type="button"
            className={styles.addButton}
            aria-label={`${SQUAD.actions.add}: ${player.fio}`}
            title={block.tooltip}
            aria-description={block.tooltip}
            disabled
          >
            +
          </button>
        ) : null}
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
