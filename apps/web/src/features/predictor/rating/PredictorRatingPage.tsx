import type { PredictorRatingRow } from '@mliga/contract';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#api/errors.ts';
import { useLiveStream } from '#api/live.ts';
import { useIdParam } from '#api/route-params.ts';
import { useSessionUser } from '#api/session.ts';
import { PREDICTOR_GENERAL_RATING_ID, PREDICTOR_PARTNER_RATING_ID } from '#config/site.ts';
import { PREDICTOR } from '#text/games.ts';
import { plural } from '@mliga/domain';
import { WORDS } from '#text/plural.ts';
import { RATING } from '#text/predictor.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { Loader } from '#ui/loader/Loader.tsx';
import { Pagination } from '#ui/pagination/Pagination.tsx';
import { liveStandingColumns, LiveStandingNote } from '#ui/table/LiveStandingColumn.tsx';
import { MonthSelect } from '#ui/table/MonthSelect.tsx';
import { paceColumn, placeColumns } from '#ui/table/RatingColumns.tsx';
import { SortableTable, type TableColumn } from '#ui/table/SortableTable.tsx';
import { TourWinMarks } from '#ui/table/TourWins.tsx';
import { TourWinnersRoll } from '#ui/table/TourWinnersRoll.tsx';
import { useQuietPredictorActiveLeague } from '../api/get-active-league.ts';
import { useRating } from '../api/get-rating.ts';
import { useMyPredictorLeagues } from '../leagues/get-my-leagues.ts';
import { leaguesLoginPath, PREDICTOR_LEAGUES } from '../paths.ts';
import { useTourWinners } from './get-tour-winners.ts';
import {
  monthSort,
  nextSort,
  parseMonth,
  parsePage,
  parseSort,
  PLACE_COLUMN,
  ratingSearch,
  sortState,
} from './rating-sort.ts';
import rating from '#ui/table/RatingTable.module.css';
import styles from './rating.module.css';

function UserCell({ row, you }: { row: PredictorRatingRow; you: boolean }) {
  return (
    <span className={styles.user}>
      <span className={styles.name}>
        <span className={styles.login}>{row.user.login}</span>
        {row.user.winline ? (
          <span className={styles.flag} title={RATING.partnerFlag}>
            <span aria-hidden="true">W</span>
            <span className="visually-hidden">{RATING.partnerFlag}</span>
          </span>
        ) : null}
        {you ? <span className={rating.you}>{RATING.you}</span> : null}
      </span>
      <TourWinMarks wins={row.tour_wins} latest={row.tour_winner} text={RATING.winners} />
    </span>
  );
}

/** A private league's rating opened by somebody outside it: the refusal, and the way in. */
function MembersOnly({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <EmptyState
      icon="whistle"
      title={message}
      text={signedIn ? RATING.league.membersOnlyUser : RATING.league.membersOnlyVisitor}
    >
      {signedIn ? (
        <ButtonLink to={PREDICTOR_LEAGUES} variant="secondary">
          {RATING.league.myLeagues}
        </ButtonLink>
      ) : (
        <ButtonLink to={leaguesLoginPath} variant="accent">
          {RATING.league.login}
        </ButtonLink>
      )}
    </EmptyState>
  );
}

/**
 * Spec 1 §2 "Predictor rating page": page, sort and the month (issue 23 §3) live in the URL
 * (?p=&sort=&month=), so a view can be shared.
 */
export function PredictorRatingPage() {
  const leagueId = useIdParam('id');
  const champId = useIdParam('champId');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = parsePage(params.get('p'));
  const month = parseMonth(params.get('month'));
  const sort = monthSort(parseSort(params.get('sort')), month);
  const login = useSessionUser()?.login ?? null;
  const query = useRating({ leagueId, champId, page, sort, month });

  const active = useQuietPredictorActiveLeague().data;
  // The active league's partner rating by its own id; another league's by the spec's (the demo's) id.
  const ownRatings = active?.league?.id === leagueId ? active.ratings : null;
  const partnerId = ownRatings ? ownRatings.partner : PREDICTOR_PARTNER_RATING_ID;
  const generalId = ownRatings ? ownRatings.general : PREDICTOR_GENERAL_RATING_ID;
  const partner = champId === partnerId;
  // Issue 23 §1: any other rating may be one of the user's private leagues, named by it.
  const privateLeague =
    useMyPredictorLeagues(leagueId, {
      quiet: true,
      enabled: !partner && champId !== generalId,
    }).data?.leagues.find((l) => l.id === champId) ?? null;
  // Only a league's members see its rating: the server's 403 is the page's answer to anybody else.
  const refusal = query.error instanceof ApiError && query.error.status === 403 ? query.error.message : null;
  const banner =
    privateLeague || refusal
      ? RATING.league.banner
      : partner
        ? RATING.bannerPartner.text
        : RATING.bannerGeneral.text;
  const title =
    privateLeague?.name ??
    (refusal ? RATING.league.title : partner ? PREDICTOR.partnerRatingTitle : PREDICTOR.ratingTitle);
  const data = query.data;
  const winners = useTourWinners(leagueId, champId, data !== undefined);
  // The caption follows the rows on screen (the previous table stays while the next one loads).
  const shownMonth = data?.month ?? null;
  const rows = data?.rating ?? [];
  const own = data?.auth_user_rating ?? null;
  const isOwn = (row: PredictorRatingRow) => login !== null && row.user.login === login;
  const ownOnPage = own !== null && rows.some(isOwn);
  const stages = rows[0]?.points.by_stages ?? own?.points.by_stages ?? [];
  const months = data?.months ?? [];
  const liveStage = data?.live_stage ?? null;
  // While a tour is played, each refresh of its live places reads the page again.
  useLiveStream(liveStage ? [`predictor-stage:${liveStage.id}`] : [], liveStage ? null : undefined, () => {
    void query.refetch();
  });

  // The place and its movement (issue 23 §3) stick to the left; the user column sticks after them.
  const place = placeColumns<PredictorRatingRow>([...rows, own], RATING, PLACE_COLUMN);
  const columns: TableColumn<PredictorRatingRow>[] = [
    ...place.columns,
    {
      key: 'user',
      header: RATING.user,
      sticky: true,
      stickyLeft: place.nameLeft,
      rowHeader: true,
      className: place.moved ? `${styles.userCol} ${styles.afterMovement}` : styles.userCol,
      cell: (row) => <UserCell row={row} you={isOwn(row)} />,
    },
    // First after the user, so a phone sees the tour being played without scrolling sideways.
    ...liveStandingColumns<PredictorRatingRow>(liveStage, false),
    ...stages.map((stage): TableColumn<PredictorRatingRow> => ({
      key: String(stage.id),
      header: stage.name,
      // A month's table sorts by place alone (the API refuses a tour there).
      sortable: month === null,
      align: 'center',
      cell: (row) => {
        const value = row.points.by_stages.find((s) => s.id === stage.id)?.value ?? null;
        return value === null ? <span className={rating.none}>{RATING.noValue}</span> : value;
      },
    })),
    paceColumn<PredictorRatingRow>({ ...RATING.pace, noValue: RATING.noValue }, (row) => row.per_stage),
    {
      key: 'total',
      header: RATING.total,
      align: 'center',
      // Issue 20: the total stays in view while the tours scroll under it on a phone.
      stickyEnd: true,
      className: rating.totalCol,
      cell: (row) => <strong>{row.points.total}</strong>,
    },
  ];

  const go = (nextPage: number, nextSortToken: string, nextMonth = month) =>
    void navigate({ search: ratingSearch(nextPage, nextSortToken, nextMonth) });

  let body;
  if (refusal) body = <MembersOnly message={refusal} signedIn={login !== null} />;
  else if (!data && query.isPending) body = <Loader />;
  else if (!data || (rows.length === 0 && !own)) body = <EmptyState icon="search" title={RATING.empty} />;
  else {
    const total = data.pagination.total;
    body = (
      <>
        {shownMonth ? <h3 className={rating.monthTitle}>{RATING.month.caption(shownMonth.name)}</h3> : null}
        <p className={rating.count}>{RATING.members(plural(total, WORDS.participant))}</p>
        <LiveStandingNote stage={liveStage} />
        <SortableTable
          caption={shownMonth ? `${title}. ${RATING.month.caption(shownMonth.name)}` : title}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.place}-${row.user.login}`}
          sort={sortState(sort)}
          // Spec 1 §4: a sort change goes back to page 1.
          onSort={(key) => go(1, nextSort(sort, key))}
          sortLabel={RATING.sortBy}
          isHighlighted={isOwn}
          pinnedRow={ownOnPage ? null : own}
          pinnedLabel={RATING.yourRow}
          busy={query.isPlaceholderData}
        />
        {rows.length === 0 ? <p className={rating.emptyPage}>{RATING.empty}</p> : null}
        {total > data.pagination.pageSize ? (
          <Pagination
            page={page}
            pageCount={data.pagination.pageCount}
            hrefFor={(n) => `${pathname}${ratingSearch(n, sort, month)}`}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={rating.page}>
      <PageTitle parts={[title, shownMonth?.name, PREDICTOR.title]} />
      <section
        className={styles.banner}
        data-kind={partner ? 'partner' : 'general'}
        aria-labelledby="rating-title"
      >
        <div className={styles.bannerText}>
          <h2 id="rating-title" className={`${rating.bannerTitle} ${styles.bannerName}`}>
            {title}
          </h2>
          <p>{banner}</p>
        </div>
        <div className={styles.bannerArt} aria-hidden="true">
          <Icon name="trophy" size={64} />
        </div>
      </section>
      {/* A month with no table (a stale link) keeps the filter, the way back to the season. */}
      {!refusal && (months.length > 0 || month !== null) ? (
        <div className={styles.controls}>
          <MonthSelect
            months={months}
            value={month}
            // Spec 1 §4: a new table starts on page 1; a tour sort has no place in a month's.
            onChange={(next) => go(1, monthSort(sort, next), next)}
            text={RATING.month}
          />
        </div>
      ) : null}
      {body}
      {data && !winners.isError ? (
        <TourWinnersRoll tours={winners.data?.tours} text={RATING.winners} own={login} />
      ) : null}
    </div>
  );
}
