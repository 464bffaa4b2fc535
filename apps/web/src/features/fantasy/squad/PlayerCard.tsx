import { useState } from 'react';
import { SQUAD } from '#text/fantasy.ts';
import { BarChart } from '#ui/charts/BarChart.tsx';
import { CHART_COLORS } from '#ui/charts/colors.ts';
import { Loader } from '#ui/loader/Loader.tsx';
import { PlayerPhoto } from '#ui/media/PlayerPhoto.tsx';
import { Modal } from '#ui/modal/Modal.tsx';
import { STAT_FIELDS, usePlayerDetails, useStatGraph, type StatField } from './api.ts';
import { formatNumber } from './format.ts';
import styles from './player-card.module.css';
import squadStyles from './squad.module.css';

const CARD = SQUAD.card;

/**
 * Spec 2 §2: the player statistics popup — card, form of the last 5 matches, history (10 a page), graph.
 * From the squad builder it names the player's opponent in the stage being built.
 */
export function PlayerCard({
  leagueId,
  playerId,
  stage,
  onClose,
}: {
  leagueId: number;
  playerId: number;
  stage?: { id: number; name: string };
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const query = usePlayerDetails(leagueId, playerId, page, stage?.id);
  const data = query.data;
  const player = data?.player;
  return (
    <Modal title={player?.fio ?? CARD.title} onClose={onClose}>
      {!data || !player ? (
        <Loader />
      ) : (
        <div className={styles.card}>
          <div className={styles.head}>
            <PlayerPhoto name={player.fio} src={player.photo} team={player.team} size="lg" decorative />
            <div>
              <p className={styles.meta}>
                {player.fieldPosition.name} · {player.team?.name ?? '—'}
              </p>
              <p className={styles.meta}>{CARD.price(formatNumber(player.price))}</p>
              {stage ? (
                <p className={styles.meta}>
                  {player.rival_team
                    ? CARD.rival(stage.name, player.rival_team.short_name)
                    : CARD.noRival(stage.name)}
                </p>
              ) : null}
            </div>
          </div>
          <dl className={styles.stats}>
            {(
              [
                ['points', player.stats.points],
                ['goals', player.stats.goals],
                ['assists', player.stats.assists],
                ['matches', player.stats.matches],
                ['popularity_percent', player.stats.popularity_percent],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{CARD.stats[key]}</dt>
                <dd>{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
          <section aria-label={CARD.form}>
            <h3 className={styles.subtitle}>{CARD.form}</h3>
            {player.last_games_points.points.length === 0 ? (
              <p className={styles.muted}>{CARD.noMatches}</p>
            ) : (
              <ol className={styles.form}>
                {player.last_games_points.points.map((points, i) => (
                  <li key={i} title={player.last_games_points.stages[i]}>
                    <strong>{points}</strong>
                    <span>{player.last_games_points.stages[i]}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <StatGraph leagueId={leagueId} playerId={playerId} />
          <section aria-label={CARD.history}>
            <h3 className={styles.subtitle}>{CARD.history}</h3>
            {data.matches.length === 0 ? (
              <p className={styles.muted}>{CARD.noMatches}</p>
            ) : (
              <ul className={styles.history}>
                {data.matches.map(({ match, rival_team_id, points, provisional, events }) => {
                  const rival = match.team1.id === rival_team_id ? match.team1 : match.team2;
                  return (
                    <li key={match.id}>
                      <span className={styles.muted}>{match.date.full}</span>
                      <span>{SQUAD.rival(rival.short_name)}</span>
                      <strong>{SQUAD.pointsOf(points)}</strong>
                      {provisional ? (
                        <span className={squadStyles.provisional} title={SQUAD.header.provisionalHint}>
                          {SQUAD.header.provisional}
                        </span>
                      ) : null}
                      {events.length ? (
                        <span className={styles.events}>
                          {events.map((e) => CARD.ledgerLine(e.name, e.minutes, e.points)).join(', ')}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
            {data.pagination.pageCount > 1 ? (
              <nav className={styles.pager} aria-label={CARD.history}>
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {SQUAD.pager.prev}
                </button>
                <span>{SQUAD.pager.of(page, data.pagination.pageCount)}</span>
                <button
                  type="button"
                  disabled={page >= data.pagination.pageCount}
                  onClick={() => setPage(page + 1)}
                >
                  {SQUAD.pager.next}
                </button>
              </nav>
            ) : null}
          </section>
        </div>
      )}
    </Modal>
  );
}

/** The stat graph (Recharts, loaded with the first graph) with its metric picker. */
function StatGraph({ leagueId, playerId }: { leagueId: number; playerId: number }) {
  const [field, setField] = useState<StatField>('points');
  const graph = useStatGraph(leagueId, playerId, field).data;
  const values = graph?.values ?? [];
  return (
    <section aria-label={CARD.graph}>
      <div className={styles.graphHead}>
        <h3 className={styles.subtitle}>{CARD.graph}</h3>
        <select
          aria-label={CARD.metric}
          value={field}
          onChange={(e) => setField(e.target.value as StatField)}
        >
          {STAT_FIELDS.map((f) => (
            <option key={f} value={f}>
              {CARD.stats[f]}
            </option>
          ))}
        </select>
      </div>
      {graph && values.length > 0 ? (
        <BarChart
          label={CARD.stats[field]}
          height={160}
          rows={values.map((value, i) => ({ label: graph.stages[i] ?? String(i + 1), value }))}
          series={[{ key: 'value', label: CARD.stats[field], color: CHART_COLORS.primary }]}
        />
      ) : (
        <p className={styles.muted}>{CARD.noMatches}</p>
      )}
    </section>
  );
}
