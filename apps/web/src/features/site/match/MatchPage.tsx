import type { PublicMatch, SiteTeam } from '@mliga/contract';
import { Link } from 'react-router';
import { useIdParam } from '#api/route-params.ts';
import { MATCH, MATCH_PAGE, SITE_META, SITE_PAGES } from '#text/site.ts';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { TeamLogo } from '#ui/media/TeamLogo.tsx';
import { useMatch } from '../api/get-match.ts';
import { Section, seasonPath, teamPath } from '../common/links.tsx';
import { SitePage } from '../SitePage.tsx';
import { useLiveMatch } from './live-updates.ts';
import { MatchPlayers } from './MatchPlayers.tsx';
import { MatchTimeline } from './MatchTimeline.tsx';
import styles from './match.module.css';

/** /matches/{id}/: the match centre — score, state and minute, the events, who played; live while played. */
export function MatchPage() {
  const id = useIdParam('id');
  const query = useMatch(id);
  const data = query.data;
  useLiveMatch(id, data?.live_cursor);
  if (!data) {
    return (
      <SitePage title={SITE_PAGES.match} description={SITE_META.match}>
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      </SitePage>
    );
  }
  const { match } = data;
  const playing = data.status === 'live' || data.status === 'half_time';
  return (
    <SitePage
      title={MATCH_PAGE.title(match.home.name, match.guest.name)}
      eyebrow={MATCH_PAGE.eyebrow(match.tour, match.date, match.time)}
      description={MATCH_PAGE.meta(match.home.name, match.guest.name, match.date)}
      header={<Scoreboard data={data} />}
    >
      <div className={styles.layout}>
        <Section title={MATCH_PAGE.timelineTitle} id="match-timeline">
          <MatchTimeline data={data} newestFirst={playing} />
        </Section>
        <Section title={MATCH_PAGE.playersTitle} id="match-players">
          <MatchPlayers data={data} />
        </Section>
      </div>
      <p className={styles.back}>
        <Link to={seasonPath(match.season_id)}>{MATCH_PAGE.toSeason}</Link>
      </p>
    </SitePage>
  );
}

function Scoreboard({ data }: { data: PublicMatch }) {
  const { match } = data;
  const playing = data.status === 'live' || data.status === 'half_time';
  const status =
    data.status === 'live' ? MATCH_PAGE.status.live(data.minute ?? 0) : MATCH_PAGE.status[data.status];
  return (
    <div className={styles.board} data-status={data.status}>
      <BoardTeam team={match.home} className={styles.boardHome} />
      <div className={styles.boardCentre}>
        <p className={styles.boardScore} aria-live="polite" aria-atomic="true">
          {data.home_score !== null && data.guest_score !== null ? (
            <>
              <span aria-hidden="true">{MATCH.score(data.home_score, data.guest_score)}</span>
              <span className="visually-hidden">
                {MATCH_PAGE.scoreLabel(data.home_score, data.guest_score)}
              </span>
            </>
          ) : (
            <span className={styles.boardTime}>{match.time}</span>
          )}
        </p>
        <p className={styles.boardStatus}>
          {playing ? <span className={styles.pulse} aria-hidden="true" /> : null}
          {status}
        </p>
      </div>
      <BoardTeam team={match.guest} className={styles.boardGuest} />
      {playing ? <p className={styles.following}>{MATCH_PAGE.following}</p> : null}
    </div>
  );
}

/** A club on the scoreboard: crest over its name (the short one on a phone). */
function BoardTeam({ team, className }: { team: SiteTeam; className?: string }) {
  return (
    <Link to={teamPath(team.id)} className={`${styles.boardTeam} ${className ?? ''}`}>
      <TeamLogo name={team.name} src={team.logo} size="md" decorative />
      <span className={styles.boardLong}>{team.name}</span>
      <span className={styles.boardShort} aria-hidden="true">
        {team.short_name}
      </span>
    </Link>
  );
}
