import type { SitePlayerRow } from '@mliga/contract';
import { useId } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDebouncedUrlFilter } from '#ui/form/use-debounced-url-filter.ts';
import { useSearchUpdate } from '../../../app/use-search-update.ts';
import { plural } from '@mliga/domain';
import { WORDS } from '#text/plural.ts';
import { PLAYERS_PAGE, SITE_META, SITE_PAGES, STATUS, TEAMS_PAGE } from '#text/site.ts';
import { Button } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { SelectField } from '#ui/form/SelectField.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PlayerPhoto } from '#ui/media/PlayerPhoto.tsx';
import { Pagination } from '#ui/pagination/Pagination.tsx';
import { SortableTable, type TableColumn } from '#ui/table/SortableTable.tsx';
import { type PlayersFilters, usePlayers } from '../api/get-players.ts';
import { useTeams } from '../api/get-teams.ts';
import { playerPath, TeamLink } from '../common/links.tsx';
import shared from '../common/site.module.css';
import { SitePage } from '../SitePage.tsx';
import { filtersSearch, readFilters } from './players-filters.ts';
import styles from './players.module.css';

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
          {PLAYERS_PAGE.found(plural(data.pagination.total, WORDS.player))}
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
  // The address keeps the name trimmed: a trailing space being typed is not a new search.
  const [name, setName] = useDebouncedUrlFilter(filters.name, (next) => onChange({ name: next }, true), trim);

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
      <SelectField
        {...fieldStyles}
        label={PLAYERS_PAGE.team}
        value={filters.team}
        options={[
          { value: null, label: PLAYERS_PAGE.allTeams },
          ...teams.map((t) => ({ value: t.id, label: t.name })),
        ]}
        onChange={(team) => onChange({ team })}
      />
      <SelectField
        {...fieldStyles}
        label={PLAYERS_PAGE.position}
        value={filters.position}
        options={[
          { value: null, label: PLAYERS_PAGE.allPositions },
          ...([1, 2, 3, 4] as const).map((p) => ({ value: p, label: TEAMS_PAGE.positionGroups[p] })),
        ]}
        onChange={(position) => onChange({ position })}
      />
      <SelectField
        {...fieldStyles}
        label={PLAYERS_PAGE.sort}
        value={filters.sort}
        options={(Object.keys(PLAYERS_PAGE.sorts) as PlayersFilters['sort'][]).map((s) => ({
          value: s,
          label: PLAYERS_PAGE.sorts[s],
        }))}
        onChange={(sort) => onChange({ sort })}
      />
    </form>
  );
}

const trim = (raw: string) => raw.trim();
const fieldStyles = { className: styles.field, labelClassName: styles.label, selectClassName: styles.input };

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
