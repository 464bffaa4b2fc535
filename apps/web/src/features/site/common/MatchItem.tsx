import type { SiteMatch } from '@mliga/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MATCH } from '#text/site.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { ExternalLink, matchPath, safeWebUrl, TeamLink } from './links.tsx';
import styles from './site.module.css';

interface MatchItemProps {
  match: SiteMatch;
  /** Show the tour next to the date (lists that mix tours). */
  showTour?: boolean;
  /** Show the ground (tickets, fixtures). */
  showVenue?: boolean;
  /** The ticket button, or a 'soon' note while the link is not there. */
  showTickets?: boolean;
  showVideos?: boolean;
  /** The club whose page this is: its side is marked. */
  teamId?: number;
}

/** One match: when, both clubs and the score (or the kick-off time), and what goes with it. */
export function MatchItem({
  match,
  showTour = false,
  showVenue = false,
  showTickets = false,
  showVideos = false,
  teamId,
}: MatchItemProps) {
  const played = match.is_finished && match.home_score !== null && match.guest_score !== null;
  const live = played ? null : match.live;
  const scoreText = played
    ? MATCH.scoreLabel(match.home.name, match.guest.name, match.home_score!, match.guest_score!)
    : live
      ? `${MATCH.scoreLabel(match.home.name, match.guest.name, live.home_score, live.guest_score)}, ${liveText(live)}`
      : MATCH.notPlayed;
  const ticket = safeWebUrl(match.ticket_url);
  const videos = showVideos ? match.videos.filter((v) => safeWebUrl(v.url)) : [];
  const venue = showVenue ? match.venue : null;
  return (
    <li className={styles.match} data-finished={played || undefined} data-live={live ? true : undefined}>
      <p className={styles.when}>
        {showTour ? <span className={styles.tour}>{MATCH.tour(match.tour)}</span> : null}
        <time>{match.date}</time>
        {/* A match to come shows its kick-off time in the middle instead. */}
        {played ? <span className={styles.time}>{match.time}</span> : null}
        {live ? (
          <span className={styles.liveBadge}>
            <span className={styles.liveDot} aria-hidden="true" />
            {liveText(live)}
          </span>
        ) : null}
      </p>
      <div className={styles.teams}>
        <span className={styles.home} data-own={match.home.id === teamId || undefined}>
          <TeamLink team={match.home} short />
        </span>
        <Link
          to={matchPath(match.id)}
          className={`${styles.score} ${played ? '' : live ? styles.scoreLive : styles.scoreEmpty}`}
          aria-label={scoreText}
          title={MATCH.open(match.home.name, match.guest.name)}
        >
          {played
            ? MATCH.score(match.home_score!, match.guest_score!)
            : live
              ? MATCH.score(live.home_score, live.guest_score)
              : match.time}
        </Link>
        <span className={styles.guest} data-own={match.guest.id === teamId || undefined}>
          <TeamLink team={match.guest} short />
        </span>
      </div>
      {venue || (showVenue && !played) || videos.length > 0 || (showTickets && !played && !live) ? (
        <div className={styles.extras}>
          {showVenue ? (
            <p className={styles.venue}>
              <Icon name="stadium" size={16} />
              {venue ? (
                <span>
                  {venue.name}
                  {venue.city ? `, ${venue.city}` : ''}
                  {venue.address ? <span className={styles.address}> · {venue.address}</span> : null}
                </span>
              ) : (
                <span>{MATCH.venueUnknown}</span>
              )}
            </p>
          ) : null}
          {videos.length > 0 ? (
            <ul className={styles.videos} aria-label={MATCH.videos}>
              {videos.map((v) => (
                <li key={v.id}>
                  <ExternalLink href={v.url} className={styles.video}>
                    <Icon name="video" size={16} />
                    <span className={styles.videoKind}>{MATCH.videoKinds[v.kind]}</span>
                    <span className={styles.videoTitle}>{v.title}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
          {showTickets && !played && !live ? (
            ticket ? (
              <ExternalLink
                href={ticket}
                className={styles.ticket}
                label={MATCH.buyTicketFor(match.home.name, match.guest.name)}
              >
                <Icon name="ticket" size={18} />
                {MATCH.buyTicket}
              </ExternalLink>
            ) : (
              <span className={styles.ticketSoon}>{MATCH.ticketsSoon}</span>
            )
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

const liveText = (live: NonNullable<SiteMatch['live']>) =>
  live.status === 'half_time' ? MATCH.halfTime : `${MATCH.live} ${MATCH.minute(live.minute)}`;

/** Matches as a list. */
export function MatchList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.matches} aria-label={label}>
      {children}
    </ul>
  );
}
