import type { PastSeason, PastSeasonGame } from '@mliga/contract';
import { Link } from 'react-router';
import { HISTORY_PAGE, SEASON_PAGE, SITE_META, SITE_PAGES } from '#text/site.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { TeamLogo } from '#ui/media/TeamLogo.tsx';
import { useHistory } from '../api/get-history.ts';
import { LeagueTable } from '../common/LeagueTable.tsx';
import { seasonPath, teamPath } from '../common/links.tsx';
import { SitePage } from '../SitePage.tsx';
import styles from './history.module.css';

/** /champs/history/: past seasons, newest first, each with its champion and final table. */
export function HistoryPage() {
  const query = useHistory();
  const data = query.data;
  let body;
  if (!data) body = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (data.seasons.length === 0)
    body = <EmptyState icon="calendar" title={HISTORY_PAGE.empty} text={HISTORY_PAGE.emptyText} />;
  else
    body = (
      <div className={styles.list}>
        {data.seasons.map((s, i) => (
          <SeasonCard key={s.season.id} past={s} open={i === 0} />
        ))}
      </div>
    );
  return (
    <SitePage title={SITE_PAGES.history} lead={SITE_PAGES.historyLead} description={SITE_META.history}>
      {body}
    </SitePage>
  );
}

function SeasonCard({ past, open }: { past: PastSeason; open: boolean }) {
  const headingId = `season-${past.season.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {past.season.name}
          </h2>
          <Link to={seasonPath(past.season.id)} className={styles.seasonLink}>
            {HISTORY_PAGE.toSeason}
          </Link>
        </div>
        {past.champion ? (
          <Link to={teamPath(past.champion.id)} className={styles.champion}>
            <span className={styles.trophy} aria-hidden="true">
              <Icon name="trophy" size={28} />
            </span>
            <TeamLogo name={past.champion.name} src={past.champion.logo} size="lg" decorative />
            <span className={styles.championText}>
              <span className={styles.championLabel}>{HISTORY_PAGE.champion}</span>
              <span className={styles.championName}>{past.champion.name}</span>
            </span>
          </Link>
        ) : (
          <p className={styles.noChampion}>{HISTORY_PAGE.noChampion}</p>
        )}
      </header>
      {past.games.length > 0 && (
        <section className={styles.games} aria-label={HISTORY_PAGE.games}>
          {past.games.map((game) => (
            <GameWinners key={game.game} game={game} />
          ))}
        </section>
      )}
      <details className={styles.details} open={open}>
        <summary className={styles.summary}>{HISTORY_PAGE.finalTable}</summary>
        <LeagueTable rows={past.table} caption={SEASON_PAGE.tableCaption(past.season.name)} />
      </details>
    </article>
  );
}

/** The season's rating of a game lives on in the game's pages, by its league and rating ids. */
const gameRatingPath = (game: PastSeasonGame) =>
  `/game/${game.game}/${game.league_id}/rating/${game.champ_id}/`;

function GameWinners({ game }: { game: PastSeasonGame }) {
  return (
    <div className={styles.game}>
      <h3 className={styles.gameTitle}>{HISTORY_PAGE.game[game.game]}</h3>
      {game.winners.length > 0 ? (
        <p className={styles.gameWinners}>
          <span className={styles.gameLabel}>{HISTORY_PAGE.winner(game.winners.length)}</span>{' '}
          {game.winners.map((w, i) => (
            <span key={w.name}>
              {i > 0 && ', '}
              <strong className={styles.gameWinner}>{w.name}</strong>{' '}
              <span className={styles.gamePoints}>· {HISTORY_PAGE.winnerPoints(w.points)}</span>
            </span>
          ))}
        </p>
      ) : (
        <p className={styles.gameWinners}>{HISTORY_PAGE.noWinner}</p>
      )}
      <Link to={gameRatingPath(game)} className={styles.gameLink}>
        {HISTORY_PAGE.toRating}
      </Link>
    </div>
  );
}
