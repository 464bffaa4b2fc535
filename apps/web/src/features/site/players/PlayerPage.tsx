import type { PlayerMatchLine, SitePlayerDetails } from '@mliga/contract';
import { Link } from 'react-router';
import { useIdParam } from '#api/route-params.ts';
import { MATCH, PLAYER_PAGE, SITE_META, SITE_PAGES, STATUS } from '#text/site.ts';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PlayerPhoto } from '#ui/media/PlayerPhoto.tsx';
import { TeamLogo } from '#ui/media/TeamLogo.tsx';
import { usePlayer } from '../api/get-player.ts';
import { matchPath, Section, TeamLink, teamPath } from '../common/links.tsx';
import shared from '../common/site.module.css';
import { SitePage } from '../SitePage.tsx';
import styles from './players.module.css';

/** /players/{id}/: the player, the season's statistics and the last matches on the pitch. */
export function PlayerPage() {
  const id = useIdParam('id');
  const query = usePlayer(id);
  const data = query.data;
  if (!data) {
    return (
      <SitePage title={SITE_PAGES.players} description={SITE_META.players}>
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      </SitePage>
    );
  }
  const { player, team } = data;
  const name = `${player.name} ${player.surname}`;
  return (
    <SitePage
      title={name}
      eyebrow={player.position.name}
      metaTitle={[name, SITE_PAGES.players]}
      description={SITE_META.player(name, team?.name ?? null)}
      header={<PlayerHeader data={data} name={name} />}
    >
      <div className={styles.layout}>
        <Section
          title={data.season ? PLAYER_PAGE.statsTitle(data.season.name) : PLAYER_PAGE.statsTitleNoSeason}
          id="player-stats"
        >
          <dl className={styles.stats}>
            {(Object.keys(PLAYER_PAGE.stats) as (keyof typeof PLAYER_PAGE.stats)[]).map((key) => (
              <div key={key} className={styles.stat}>
                <dt>{PLAYER_PAGE.stats[key]}</dt>
                <dd>{data.stats[key]}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title={PLAYER_PAGE.matchesTitle} id="player-matches">
          {data.matches.length === 0 ? (
            <p className={shared.muted}>{PLAYER_PAGE.noMatches}</p>
          ) : (
            <MatchesTable lines={data.matches} />
          )}
        </Section>
        <p className={styles.back}>
          <Link to="/players/">{PLAYER_PAGE.allPlayers}</Link>
        </p>
      </div>
    </SitePage>
  );
}

function PlayerHeader({ data, name }: { data: SitePlayerDetails; name: string }) {
  const { player, team } = data;
  return (
    <div className={styles.header}>
      <PlayerPhoto name={name} src={player.photo} team={team} size="xl" decorative />
      {team ? (
        <Link to={teamPath(team.id)} className={styles.teamOnDark}>
          <TeamLogo name={team.name} src={team.logo} size="sm" decorative />
          {team.name}
        </Link>
      ) : (
        <span className={styles.nickname}>{PLAYER_PAGE.noTeam}</span>
      )}
      {player.nickname ? <span className={styles.nickname}>«{player.nickname}»</span> : null}
      {player.status !== 'active' ? (
        <span className={shared.status} data-status={player.status}>
          {STATUS[player.status]}
        </span>
      ) : null}
    </div>
  );
}

function MatchesTable({ lines }: { lines: PlayerMatchLine[] }) {
  const c = PLAYER_PAGE.columns;
  return (
    <div className={shared.tableFrame}>
      <table className={shared.table}>
        <caption className="visually-hidden">{PLAYER_PAGE.matchesCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${shared.th} ${shared.wideOnly}`}>
              {c.date}
            </th>
            <th scope="col" className={`${shared.th} ${shared.left}`}>
              {c.match}
            </th>
            <th scope="col" className={shared.th}>
              {c.minutes}
            </th>
            <th scope="col" className={shared.th}>
              {c.goals}
            </th>
            <th scope="col" className={shared.th}>
              {c.assists}
            </th>
            <th scope="col" className={`${shared.th} ${shared.wideOnly}`}>
              {c.cards}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const m = l.match;
            return (
              <tr key={m.id}>
                <td className={`${shared.td} ${shared.wideOnly}`}>{m.date}</td>
                <th scope="row" className={`${shared.td} ${shared.left}`}>
                  <span className={styles.matchCell}>
                    <TeamLink team={m.home} size="xs" short />
                    <Link
                      to={matchPath(m.id)}
                      className={styles.result}
                      title={MATCH.open(m.home.name, m.guest.name)}
                    >
                      {m.home_score !== null && m.guest_score !== null
                        ? MATCH.score(m.home_score, m.guest_score)
                        : m.live
                          ? MATCH.score(m.live.home_score, m.live.guest_score)
                          : MATCH.vs}
                    </Link>
                    <TeamLink team={m.guest} size="xs" short />
                  </span>
                </th>
                <td className={shared.td}>{l.minutes}</td>
                <td className={shared.td}>{l.goals}</td>
                <td className={shared.td}>{l.assists}</td>
                <td className={`${shared.td} ${shared.wideOnly}`}>
                  <span className={styles.cards}>
                    {Array.from({ length: l.yellow_cards }, (_, i) => (
                      <span
                        key={`y${i}`}
                        className={styles.card}
                        data-card="yellow"
                        title={PLAYER_PAGE.yellow}
                      >
                        <span className="visually-hidden">{PLAYER_PAGE.yellow}</span>
                      </span>
                    ))}
                    {l.red_cards > 0 ? (
                      <span className={styles.card} data-card="red" title={PLAYER_PAGE.red}>
                        <span className="visually-hidden">{PLAYER_PAGE.red}</span>
                      </span>
                    ) : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
