import type { H2hDetails, H2hTableRow } from '@mliga/contract';
import { Link } from 'react-router';
import { useIdParam } from '#api/route-params.ts';
import { H2H, MEMBERS_ONLY } from '#text/fantasy-leagues.ts';
import { FANTASY } from '#text/games.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { SortableTable, type TableColumn } from '#ui/table/SortableTable.tsx';
import { isMembersOnly } from '../members-only.ts';
import { MembersOnlyState } from '../MembersOnlyState.tsx';
import { useH2hDetails } from './api.ts';
import { MembershipButtons } from './H2hListPage.tsx';
import { H2hTours } from './H2hTours.tsx';
import listPage from '#ui/layout/ListPage.module.css';
import styles from './h2h.module.css';

const T = H2H.table;
const abbr = (short: string, long: string) => <abbr title={long}>{short}</abbr>;

/** Spec 2 §2 `h2h/{id}/`: the table, then the tours with arrows (current first) and their matches. */
export function H2hPage() {
  const id = useIdParam('id');
  const query = useH2hDetails(id);
  const answer = query.data;
  const data = isMembersOnly(answer) ? undefined : answer;
  return (
    <div className={listPage.page}>
      <PageTitle parts={[data?.champ.name, H2H.title, FANTASY.title]} />
      <Link className={styles.back} to="/game/fantasy/h2h/">
        {H2H.back}
      </Link>
      {isMembersOnly(answer) ? (
        <MembersOnlyState
          message={answer.membersOnly}
          visitorText={MEMBERS_ONLY.h2h.visitor}
          userText={MEMBERS_ONLY.h2h.user}
          userActions={
            <ButtonLink to="/game/fantasy/h2h/" variant="accent">
              {MEMBERS_ONLY.h2h.list}
            </ButtonLink>
          }
        />
      ) : !data ? (
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TournamentHead data={data} />
          <section className={styles.section} aria-labelledby="h2h-table-title">
            <h3 id="h2h-table-title" className={styles.sectionTitle}>
              {T.title}
            </h3>
            <H2hTable rows={data.table} ownId={data.auth_team_id} />
          </section>
          <section className={styles.section} aria-labelledby="h2h-tours-title">
            <h3 id="h2h-tours-title" className={styles.sectionTitle}>
              {H2H.tours.title}
            </h3>
            <H2hTours
              champId={id}
              leagueId={data.champ.league.id}
              firstStageId={data.stage?.id ?? null}
              ownId={data.auth_team_id}
            />
          </section>
        </>
      )}
    </div>
  );
}

function TournamentHead({ data }: { data: H2hDetails }) {
  const { champ } = data;
  return (
    <header className={styles.tournamentHead}>
      {champ.image ? <img className={styles.image} src={champ.image} alt="" width={72} height={72} /> : null}
      <div className={styles.cardBody}>
        <h2 className={styles.title}>{champ.name}</h2>
        <p className={styles.badges}>
          <span className={styles.badge} data-status={champ.status}>
            {H2H.status[champ.status]}
          </span>
          {champ.is_public ? null : <span className={styles.badge}>{H2H.private}</span>}
          {champ.is_member ? <span className={styles.badgeMine}>{H2H.mine}</span> : null}
        </p>
        <p className={styles.members}>
          {H2H.members(champ.members_count.current, champ.members_count.total)}
          {champ.start_stage ? ` · ${H2H.startsWith(champ.start_stage.name)}` : ''}
        </p>
      </div>
      <div className={styles.cardActions}>
        <MembershipButtons champ={champ} />
      </div>
    </header>
  );
}

/**
 * Spec 2 §3 H2H table row: place, team, table points (next to the name, so a phone shows them
 * without scrolling), games, W/D/L, points for and against, season points.
 */
export function H2hTable({ rows, ownId }: { rows: H2hTableRow[]; ownId: number | null }) {
  if (rows.length === 0) return <EmptyState icon="ball" level={3} title={T.empty} />;
  const columns: TableColumn<H2hTableRow>[] = [
    {
      key: 'place',
      header: abbr(T.placeShort, T.place),
      label: T.place,
      align: 'center',
      sticky: true,
      cell: (row) => <span className={styles.place}>{row.place}</span>,
    },
    {
      key: 'team',
      header: T.team,
      rowHeader: true,
      cell: (row) => (
        <span className={styles.teamCell}>
          {row.name}
          {row.id === ownId ? <span className={styles.you}>{T.you}</span> : null}
        </span>
      ),
    },
    {
      key: 'points',
      header: T.points,
      align: 'center',
      className: styles.pointsCol,
      cell: (r) => <strong>{r.points}</strong>,
    },
    {
      key: 'games',
      header: abbr(T.games, T.gamesLabel),
      label: T.gamesLabel,
      align: 'center',
      cell: (r) => r.games,
    },
    {
      key: 'wins',
      header: abbr(T.wins, T.winsLabel),
      label: T.winsLabel,
      align: 'center',
      cell: (r) => r.wins,
    },
    {
      key: 'draws',
      header: abbr(T.draws, T.drawsLabel),
      label: T.drawsLabel,
      align: 'center',
      cell: (r) => r.draws,
    },
    {
      key: 'loses',
      header: abbr(T.loses, T.losesLabel),
      label: T.losesLabel,
      align: 'center',
      cell: (r) => r.loses,
    },
    {
      key: 'score',
      header: abbr(T.scoreShort, T.score),
      label: T.score,
      align: 'center',
      cell: (r) => `${r.points_score}:${r.points_miss}`,
    },
    {
      key: 'total',
      header: abbr(T.totalShort, T.total),
      label: T.total,
      align: 'center',
      cell: (r) => r.total_points,
    },
  ];
  return (
    <SortableTable
      caption={T.caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      sort={null}
      onSort={() => {}}
      sortLabel={(header) => header}
      isHighlighted={(row) => row.id === ownId}
    />
  );
}
