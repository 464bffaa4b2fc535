import type { FantasyStat, StatPlayerList } from '@mliga/contract';
import { useState } from 'react';
import { useActiveLeague } from '#api/active-league.ts';
import { FANTASY } from '#text/games.ts';
import { FANTASY_STAT as TEXT } from '#text/fantasy-rating.ts';
import { BarChart } from '#ui/charts/BarChart.tsx';
import { CHART_COLORS } from '#ui/charts/colors.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState, SeasonSoon } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { ScreenHeading } from '#ui/layout/ScreenHeading.tsx';
import { PlayerPhoto } from '#ui/media/PlayerPhoto.tsx';
import { formatNumber } from '../squad/format.ts';
import { PlayerCard } from '../squad/PlayerCard.tsx';
import { BestSquadPanel } from '../squad-view/BestSquadPanel.tsx';
import { useFantasyStat } from './api.ts';
import styles from './stat.module.css';

/** Spec 2 §2 "Statistics" `stat/`: the active league's points per stage, top players and a stage's best squad. */
export function FantasyStatPage() {
  const active = useActiveLeague();
  const league = active.data?.league ?? null;
  const champ = active.data?.champ ?? null;
  const stat = useFantasyStat(league?.id ?? null);
  let body;
  if (!active.data) body = <QueryState isError={active.isError} onRetry={() => void active.refetch()} />;
  else if (!league) body = <SeasonSoon />;
  else if (!stat.data) body = <QueryState isError={stat.isError} onRetry={() => void stat.refetch()} />;
  else if (stat.data.points.length === 0) body = <EmptyState icon="calendar" title={TEXT.noPoints} />;
  else body = <StatBody leagueId={league.id} champId={champ?.id ?? null} data={stat.data} />;
  return (
    <>
      <PageTitle parts={[TEXT.title, FANTASY.title]} />
      <ScreenHeading title={TEXT.title} />
      {body}
    </>
  );
}

function StatBody({
  leagueId,
  champId,
  data,
}: {
  leagueId: number;
  champId: number | null;
  data: FantasyStat;
}) {
  const [cardId, setCardId] = useState<number | null>(null);
  const withMine = data.points.some((p) => p.my !== null);
  const series = [
    { key: 'avg', label: TEXT.series.avg, color: CHART_COLORS.muted },
    { key: 'max', label: TEXT.series.max, color: CHART_COLORS.primary },
    ...(withMine ? [{ key: 'my', label: TEXT.series.my, color: CHART_COLORS.navy }] : []),
  ];
  const stages = data.points.map((p) => p.stage);
  return (
    <div className={styles.stat}>
      <section className={styles.card} aria-labelledby="fantasy-stat-points">
        <h3 id="fantasy-stat-points" className={styles.cardTitle}>
          {TEXT.pointsTitle}
        </h3>
        <BarChart
          label={TEXT.pointsTitle}
          height={260}
          series={series}
          rows={data.points.map((p) => ({ label: p.stage.name, avg: p.avg, max: p.max, my: p.my }))}
        />
      </section>
      <TourCaptains points={data.points} />
      {data.players.length > 0 ? (
        <section aria-labelledby="fantasy-stat-players">
          <h3 id="fantasy-stat-players" className={styles.blockTitle}>
            {TEXT.players}
          </h3>
          <div className={styles.lists}>
            {data.players.map((list) => (
              <PlayerList key={list.code} list={list} onOpen={setCardId} />
            ))}
          </div>
        </section>
      ) : null}
      {champId !== null ? (
        <BestSquadPanel leagueId={leagueId} champId={champId} stages={stages} title={TEXT.bestTitle} />
      ) : null}
      {cardId !== null ? (
        <PlayerCard leagueId={leagueId} playerId={cardId} onClose={() => setCardId(null)} />
      ) : null}
    </div>
  );
}

/** Issue 23 §2: each scored tour's most picked captain and their share, the latest tour first. */
function TourCaptains({ points }: { points: FantasyStat['points'] }) {
  const rows = points.filter((p) => p.captain !== null).reverse();
  if (rows.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="fantasy-stat-captains">
      <h3 id="fantasy-stat-captains" className={styles.listTitle}>
        {TEXT.captainsTitle}
      </h3>
      <p className={styles.listDesc}>{TEXT.captainsDesc}</p>
      <ul className={styles.list}>
        {rows.map(({ stage, captain }) => (
          <li key={stage.id} className={styles.captain}>
            <span className={styles.captainStage}>{stage.name}</span>
            <span className={styles.who}>{captain!.player.name}</span>
            <span className={styles.value}>{TEXT.captainShare(formatNumber(captain!.percent))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlayerList({ list, onOpen }: { list: StatPlayerList; onOpen: (playerId: number) => void }) {
  const titleId = `fantasy-stat-list-${list.code}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.listTitle}>
        {list.title}
      </h4>
      {list.desc ? <p className={styles.listDesc}>{list.desc}</p> : null}
      {list.items.length === 0 ? (
        <p className={styles.listDesc}>{TEXT.emptyList}</p>
      ) : (
        <ol className={styles.list}>
          {list.items.map(({ player, value_desc }, index) => (
            <li key={player.id} className={styles.item}>
              <span className={styles.rank}>{index + 1}</span>
              <PlayerPhoto name={player.fio} src={player.photo} team={player.team} size="sm" decorative />
              <span className={styles.who}>
                <button
                  type="button"
                  className={styles.playerButton}
                  aria-label={TEXT.openPlayer(player.fio)}
                  onClick={() => onOpen(player.id)}
                >
                  {player.fio}
                </button>
                <span className={styles.club}>
                  {player.fieldPosition.short_name} · {player.team?.name ?? '—'}
                </span>
              </span>
              <span className={styles.value}>{value_desc}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
