import type { SitePlayerRow } from '@mliga/contract';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSearchUpdate } from '../../../app/use-search-update.ts';
import { withCount } from '../../../text/plural.ts';
import { PLAYERS_PAGE, SITE_META, SITE_PAGES, STATUS, TEAMS_PAGE } from '../../../text/site.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { EmptyState } from '../../../ui/feedback/EmptyState.tsx';
import { QueryState } from '../../../ui/feedback/QueryState.tsx';
import { PlayerPhoto } from '../../../ui/media/PlayerPhoto.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { SortableTable, type TableColumn } from '../../../ui/table/SortableTable.tsx';
import { type PlayersFilters, usePlayers } from '../api/get-players.ts';
import { useTeams } from '../api/get-teams.ts';
import { playerPath, TeamLink } from '../common/links.tsx';
import shared from '../common/site.module.css';
import { SitePage } from '../SitePage.tsx';
import { filtersSearch, readFilters } from './players-filters.ts';
import styles from './players.module.css';

const SEARCH_DELAY_MS = 350;
const PLAYER_WORDS = ['игрок', 'игрока', 'игроков'] as const;

/** /players/: search, filters by club and position, sorting by a statistic, 20 a page; all in the address. */
export function PlayersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const filters = readFilters(params);
  const query = usePlayers(filters);
  const data = query.data;

  const updateSearch = useSearchUpdate();
  const go = (next: Partial<PlayersFilters>, replace = false) =>
    updateSearch((current) => filtersSearch({ ...readFilters(current), page: 1, ...next }), {
      replace,
      preventScrollReset: true,
    });

  let body;
  if (!data) body = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (data.players.length === 0)
    body = (
      <EmptyState icon="search" title={PLAYERS_PAGE.empty} text={PLAYERS_PAGE.emptyText}>
        <Button variant="secondary" onClick={() => void navigate({ search: '' })}>
          {PLAYERS_PAGE.reset}
        </Button>
      </EmptyState>
    );
  else
    body = (
      <>
        <p className={styles.count} aria-live="polite">
          {PLAYERS_PAGE.found(withCount(data.pagination.total, PLAYER_WORDS))}
        </p>
        <PlayersTable
          rows={data.players}
          sort={filters.sort}
          busy={query.isPlaceholderData}
          onSort={(key) => go({ sort: key as PlayersFilters['sort'] })}
        />
        <Pagination
          page={filters.page}
          pageCount={data.pagination.pageCount}
          hrefFor={(n) => `${pathname}${filtersSearch({ ...filters, page: n })}`}
          label={PLAYERS_PAGE.pagination}
        />
      </>
    );

  return (
    <SitePage
      title={SITE_PAGES.players}
      lead={SITE_PAGES.playersLead}
      eyebrow={data?.season?.name}
      description={SITE_META.players}
    >
      <Filters filters={filters} onChange={go} />
      {body}
    </SitePage>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: PlayersFilters;
  onChange: (next: Partial<PlayersFilters>, replace?: boolean) => void;
}) {
  const uid = useId();
  const teams = useTeams().data?.teams ?? [];
  const [name, setName] = useState(filters.name);

  // The address is the truth: back/forward and links put their name into the box
  // (adjusted while rendering, not in an effect; a trailing space being typed is kept).
  const [shown, setShown] = useState(filters.name);
  if (shown !== filters.name) {
    setShown(filters.name);
    if (filters.name.trim() !== name.trim()) setName(filters.name);
  }

  useEffect(() => {
    if (name.trim() === filters.name.trim()) return;
    const timer = setTimeout(() => onChange({ name }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, filters.name, onChange]);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={PLAYERS_PAGE.filtersLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ name });
      }}
    >
      <label className={styles.field} htmlFor={`${uid}-name`}>
        <span className={styles.label}>{PLAYERS_PAGE.search}</span>
        <input
          id={`${uid}-name`}
          type="search"
          className={styles.input}
          value={name}
          maxLength={50}
          placeholder={PLAYERS_PAGE.searchPlaceholder}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className={styles.field} htmlFor={`${uid}-team`}>
        <span className={styles.label}>{PLAYERS_PAGE.team}</span>
        <select
          id={`${uid}-team`}
          className={styles.input}
          value={filters.team ?? ''}
          onChange={(e) => onChange({ team: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{PLAYERS_PAGE.allTeams}</option>
          {teams.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${uid}-position`}>
        <span className={styles.label}>{PLAYERS_PAGE.position}</span>
        <select
          id={`${uid}-position`}
          className={styles.input}
          value={filters.position ?? ''}
          onChange={(e) => onChange({ position: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{PLAYERS_PAGE.allPositions}</option>
          {([1, 2, 3, 4] as const).map((p) => (
            <option key={p} value={p}>
              {TEAMS_PAGE.positionGroups[p]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${uid}-sort`}>
        <span className={styles.label}>{PLAYERS_PAGE.sort}</span>
        <select
          id={`${uid}-sort`}
          className={styles.input}
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as PlayersFilters['sort'] })}
        >
          {(Object.keys(PLAYERS_PAGE.sorts) as PlayersFilters['sort'][]).map((s) => (
            <option key={s} value={s}>
              {PLAYERS_PAGE.sorts[s]}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}

function PlayersTable({
  rows,
  sort,
  busy,
  onSort,
}: {
  rows: SitePlayerRow[];
  sort: PlayersFilters['sort'];
  busy: boolean;
  onSort: (key: string) => void;
}) {
  const c = PLAYERS_PAGE.columns;
  const full = PLAYERS_PAGE.columnsFull;
  const stat = (key: 'matches' | 'minutes' | 'goals' | 'assists', header: string) =>
    ({
      key,
      header,
      sortable: true,
      align: 'center',
      cell: (row) => row.stats[key],
    }) satisfies TableColumn<SitePlayerRow>;
  const columns: TableColumn<SitePlayerRow>[] = [
    {
      key: 'name',
      header: c.player,
      sortable: true,
      sticky: true,
      rowHeader: true,
      className: styles.playerCol,
      cell: (row) => {
        const name = `${row.name} ${row.surname}`;
        return (
          <span className={styles.player}>
            <PlayerPhoto name={name} src={row.photo} team={row.team} size="sm" decorative />
            <span className={styles.playerText}>
              <Link to={playerPath(row.id)} className={styles.playerName}>
                {row.surname} {row.name}
              </Link>
              <span className={styles.position}>
                {row.position.name}
                {row.status !== 'active' ? (
                  <span className={shared.status} data-status={row.status}>
                    {STATUS[row.status]}
                  </span>
                ) : null}
              </span>
            </span>
          </span>
        );
      },
    },
    {
      key: 'team',
      header: c.team,
      cell: (row) => (row.team ? <TeamLink team={row.team} size="xs" /> : null),
    },
    stat('matches', c.matches),
    stat('minutes', c.minutes),
    stat('goals', c.goals),
    stat('assists', c.assists),
    {
      key: 'yellow',
      header: (
        <abbr title={full.yellow} className={shared.abbr}>
          {c.yellow}
        </abbr>
      ),
      align: 'center',
      cell: (row) => row.stats.yellow_cards,
    },
    {
      key: 'red',
      header: (
        <abbr title={full.red} className={shared.abbr}>
          {c.red}
        </abbr>
      ),
      align: 'center',
      cell: (row) => row.stats.red_cards,
    },
  ];
  return (
    <SortableTable
      caption={PLAYERS_PAGE.caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      sort={{ key: sort, direction: sort === 'name' ? 'ascending' : 'descending' }}
      onSort={onSort}
      sortLabel={PLAYERS_PAGE.sortBy}
      busy={busy}
    />
  );
}
