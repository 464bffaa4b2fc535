import type { FantasyRatingRow } from '@mliga/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSearchUpdate } from '../../../app/use-search-update.ts';
import { NotFoundError } from '#api/errors.ts';
import { useLiveStream } from '#api/live.ts';
import { useIdParam } from '#api/route-params.ts';
import { FANTASY } from '#text/games.ts';
import { MEMBERS_ONLY } from '#text/fantasy-leagues.ts';
import { FANTASY_RATING as TEXT } from '#text/fantasy-rating.ts';
import { plural } from '@mliga/domain';
import { WORDS } from '#text/plural.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { Pagination } from '#ui/pagination/Pagination.tsx';
import { liveStandingColumns, LiveStandingNote } from '#ui/table/LiveStandingColumn.tsx';
import { paceColumn, placeColumns } from '#ui/table/RatingColumns.tsx';
import { SortableTable, type TableColumn } from '#ui/table/SortableTable.tsx';
import { TourWinMarks } from '#ui/table/TourWins.tsx';
import { TourWinnersRoll } from '#ui/table/TourWinnersRoll.tsx';
import { useSessionUser } from '#api/session.ts';
import { fantasyKeys } from '../api/keys.ts';
import { isMembersOnly } from '../members-only.ts';
import { MembersOnlyState } from '../MembersOnlyState.tsx';
import { BestSquadPanel } from '../squad-view/BestSquadPanel.tsx';
import { TeamSquadModal } from '../squad-view/TeamSquadModal.tsx';
import { useChampRating, useMyChamps, type PickerChamp } from './api.ts';
import { useTourWinners } from './get-tour-winners.ts';
import { RatingFilters } from './RatingFilters.tsx';
import {
  monthSort,
  nextSort,
  ratingSearch,
  readRatingState,
  sortState,
  type RatingState,
} from './rating-query.ts';
import rating from '#ui/table/RatingTable.module.css';
import styles from './rating.module.css';

interface OpenSquad {
  team: { id: number; name: string };
  stageId: number;
}

/** Spec 2 §2 "Rating" `{id}/rating/{champId}/`: page, sort, name, media and the month (issue 23 §3) live in the URL. */
export function FantasyRatingPage() {
  const leagueId = useIdParam('id');
  const champId = useIdParam('champId');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = readRatingState(params);
  const query = useChampRating(champId, state);
  const myChamps = useMyChamps(leagueId);
  const [open, setOpen] = useState<OpenSquad | null>(null);
  const client = useQueryClient();
  const userId = useSessionUser()?.id ?? 0;

  const updateSearch = useSearchUpdate();
  const go = (patch: Partial<RatingState>, replace = false) =>
    updateSearch((current) => ratingSearch({ ...readRatingState(current), ...patch }), { replace });
  // A filter change goes back to page 1 and keeps the sort.
  const onFilters = (next: Pick<RatingState, 'name' | 'media'>, options?: { replace?: boolean }) =>
    go({ ...next, page: 1 }, options?.replace);
  // Issue 23 §3: a month's table starts on page 1, by place, without the search and the media filter.
  const onMonth = (month: string | null) =>
    go({ month, page: 1, sort: monthSort(state.sort, month), ...(month ? { name: '', media: false } : {}) });

  const answer = query.data;
  const refusal = isMembersOnly(answer) ? answer.membersOnly : null;
  const data = isMembersOnly(answer) ? undefined : answer;
  // A champ of another league under this league's path does not exist here.
  if (data && data.champ.league.id !== leagueId) throw new NotFoundError();
  const champ = data?.champ;
  const winners = useTourWinners(champId, data !== undefined);
  // The caption follows the rows on screen (the previous table stays while the next one loads).
  const shownMonth = data?.month ?? null;
  const byMonth = state.month !== null;
  const rows = data?.rating ?? [];
  const own = data?.auth_user_rating ?? null;
  const stages = data?.stages ?? [];
  const isOwn = (row: FantasyRatingRow) => own !== null && row.team.id === own.team.id;
  const ownOnPage = own !== null && rows.some(isOwn);
  const filtered = state.name !== '' || state.media;
  const lastStage = stages.at(-1);
  const liveStage = data?.live_stage ?? null;
  // While a tour is played, each refresh of its live places reads the page again.
  useLiveStream(liveStage ? [`fantasy-stage:${liveStage.id}`] : [], liveStage ? null : undefined, () => {
    void client.invalidateQueries({ queryKey: fantasyKeys.rating(champId, state, userId) });
  });

  const champs = pickerChamps(myChamps.data?.champs, champ ?? null);

  // The place and its movement (issue 23 §3) stick to the left; the team column sticks after them.
  const place = placeColumns<FantasyRatingRow>([...rows, own], TEXT, 'place');
  const columns: TableColumn<FantasyRatingRow>[] = [
    ...place.columns,
    {
      key: 'team',
      header: TEXT.team,
      sticky: true,
      stickyLeft: place.nameLeft,
      rowHeader: true,
      className: place.moved ? `${styles.teamCol} ${styles.afterMovement}` : styles.teamCol,
      cell: (row) => (
        <span className={styles.team}>
          {lastStage ? (
            <button
              type="button"
              className={styles.teamButton}
              aria-label={TEXT.openSquad(row.team.name)}
              onClick={() => setOpen({ team: row.team, stageId: lastStage.id })}
            >
              {row.team.name}
            </button>
          ) : (
            <span className={styles.teamName}>{row.team.name}</span>
          )}
          {row.team.media ? <MediaMark media={row.team.media} /> : null}
          <TourWinMarks wins={row.tour_wins} latest={row.tour_winner} text={TEXT.winners} />
          {isOwn(row) ? <span className={rating.you}>{TEXT.you}</span> : null}
        </span>
      ),
    },
    // First after the team, so a phone sees the tour being played without scrolling sideways.
    ...liveStandingColumns<FantasyRatingRow>(liveStage, true),
    ...stages.map((stage, index): TableColumn<FantasyRatingRow> => ({
      key: String(stage.id),
      header: stage.name,
      // A month's table sorts by place alone (the API refuses a tour there).
      sortable: !byMonth,
      align: 'center',
      cell: (row) => {
        const value = row.points.by_stages[index]?.id === stage.id ? row.points.by_stages[index].value : null;
        if (value === null) return <span className={rating.none}>{TEXT.noValue}</span>;
        return (
          <button
            type="button"
            className={styles.cellButton}
            aria-label={`${TEXT.openStageSquad(row.team.name, stage.name)}: ${value}`}
            onClick={() => setOpen({ team: row.team, stageId: stage.id })}
          >
            {value}
          </button>
        );
      },
    })),
    paceColumn<FantasyRatingRow>({ ...TEXT.pace, noValue: TEXT.noValue }, (row) => row.per_tour),
    {
      key: 'total',
      header: TEXT.total,
      sortable: !byMonth,
      align: 'center',
      stickyEnd: true,
      className: rating.totalCol,
      cell: (row) => <strong>{row.points.total}</strong>,
    },
  ];

  let body;
  if (refusal !== null) body = <LeagueMembersOnly message={refusal} />;
  else if (!data) body = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0 && (filtered || !own))
    body = <EmptyState icon="search" title={filtered ? TEXT.notFound : TEXT.empty} />;
  else
    body = (
      <>
        {shownMonth ? <h3 className={rating.monthTitle}>{TEXT.month.caption(shownMonth.name)}</h3> : null}
        <p className={rating.count}>{TEXT.members(plural(data.pagination.total, WORDS.team))}</p>
        <LiveStandingNote stage={liveStage} />
        <SortableTable
          caption={
            shownMonth
              ? `${champ?.name ?? TEXT.title}. ${TEXT.month.caption(shownMonth.name)}`
              : (champ?.name ?? TEXT.title)
          }
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.team.id)}
          sort={sortState(state.sort)}
          // A sort change goes back to page 1.
          onSort={(key) => go({ page: 1, sort: nextSort(state.sort, key) })}
          sortLabel={TEXT.sortBy}
          isHighlighted={isOwn}
          pinnedRow={ownOnPage || filtered ? null : own}
          pinnedLabel={TEXT.yourRow}
          busy={query.isPlaceholderData}
        />
        {rows.length === 0 ? <p className={rating.emptyPage}>{TEXT.empty}</p> : null}
        <Pagination
          page={state.page}
          pageCount={data.pagination.pageCount}
          label={TEXT.pages}
          hrefFor={(page) => `${pathname}${ratingSearch({ ...state, page })}`}
        />
      </>
    );

  return (
    <div className={rating.page}>
      <PageTitle parts={[champ?.name, shownMonth?.name, TEXT.title, FANTASY.title]} />
      <section className={styles.banner} aria-labelledby="fantasy-rating-title">
        <h2 id="fantasy-rating-title" className={rating.bannerTitle}>
          {champ?.name ?? TEXT.title}
        </h2>
        {refusal === null ? <p>{TEXT.banner}</p> : null}
      </section>
      {refusal === null ? (
        <RatingFilters
          state={state}
          onChange={onFilters}
          champs={champs}
          champId={champId}
          onPickChamp={(id) => void navigate(`/game/fantasy/${leagueId}/rating/${id}/`)}
          months={data?.months ?? []}
          onPickMonth={onMonth}
        />
      ) : null}
      {body}
      {data && !winners.isError ? (
        <TourWinnersRoll tours={winners.data?.tours} text={TEXT.winners} own={own?.team.name ?? null} />
      ) : null}
      {data ? (
        <div className={styles.best}>
          <BestSquadPanel leagueId={leagueId} champId={champId} stages={stages} />
        </div>
      ) : null}
      {open ? (
        <TeamSquadModal
          key={`${open.team.id}:${open.stageId}`}
          leagueId={leagueId}
          team={open.team}
          stages={stages}
          stageId={open.stageId}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

/** A user league's rating opened by a visitor or a stranger: who may see it and how to get in. */
function LeagueMembersOnly({ message }: { message: string }) {
  return (
    <MembersOnlyState
      message={message}
      visitorText={MEMBERS_ONLY.league.visitor}
      userText={MEMBERS_ONLY.league.user}
      userActions={
        <>
          <ButtonLink to="/game/fantasy/my-leagues/" variant="accent">
            {MEMBERS_ONLY.myLeagues}
          </ButtonLink>
          <ButtonLink to="/game/fantasy/rating/" variant="secondary">
            {MEMBERS_ONLY.league.general}
          </ButtonLink>
        </>
      }
    />
  );
}

/** A media team's mark; a link to the outlet when it has a web address. */
function MediaMark({ media }: { media: { name: string; url: string | null } }) {
  if (media.url && /^https?:\/\//i.test(media.url))
    return (
      <a
        className={styles.media}
        href={media.url}
        target="_blank"
        rel="noopener noreferrer"
        title={media.name}
        aria-label={`${TEXT.mediaMark}: ${media.name}`}
      >
        {TEXT.mediaMark}
      </a>
    );
  return (
    <span className={styles.media} title={media.name}>
      {TEXT.mediaMark}
    </span>
  );
}

/** The user's rating champs (no H2H: it has its own table), with the one on screen always among them. */
function pickerChamps(
  mine: readonly PickerChamp[] | undefined,
  current: { id: number; name: string; type: string } | null,
): PickerChamp[] {
  const list = (mine ?? []).filter((c) => c.type !== 'h2h');
  if (current && !list.some((c) => c.id === current.id)) list.unshift(current);
  return list;
}
