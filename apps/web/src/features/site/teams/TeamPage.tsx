import type { LeagueTableRow, SiteTeamDetails, SquadLine } from '@mliga/contract';
import { Link } from 'react-router';
import { useIdParam } from '#api/route-params.ts';
import { STATUS, SITE_META, SITE_PAGES, TEAMS_PAGE } from '#text/site.ts';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PlayerPhoto } from '#ui/media/PlayerPhoto.tsx';
import { TeamLogo } from '#ui/media/TeamLogo.tsx';
import { useTeam } from '../api/get-team.ts';
import { playerPath, Section, seasonPath } from '../common/links.tsx';
import { MatchItem, MatchList } from '../common/MatchItem.tsx';
import shared from '../common/site.module.css';
import { SitePage } from '../SitePage.tsx';
import styles from './teams.module.css';

/** /teams/{id}/: crest, squad by position with photos, standing, results and next matches. */
export function TeamPage() {
  const id = useIdParam('id');
  const query = useTeam(id);
  const data = query.data;
  if (!data) {
    return (
      <SitePage title={SITE_PAGES.teams} description={SITE_META.teams}>
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      </SitePage>
    );
  }
  const { team } = data;
  return (
    <SitePage
      title={team.name}
      eyebrow={TEAMS_PAGE.eyebrow}
      metaTitle={[team.name, SITE_PAGES.teams]}
      description={SITE_META.team(team.name, team.city)}
      header={<TeamHeader data={data} />}
    >
      <div className={styles.layout}>
        <Section title={TEAMS_PAGE.squadTitle} id="team-squad" className={styles.squadSection}>
          {data.squad.length === 0 ? (
            <p className={shared.muted}>{TEAMS_PAGE.squadEmpty}</p>
          ) : (
            data.squad.map((line) => <SquadGroup key={line.position.id} line={line} team={team} />)
          )}
        </Section>
        <div className={styles.side}>
          <Section
            title={TEAMS_PAGE.standingTitle}
            id="team-standing"
            actions={
              data.season ? (
                <Link to={seasonPath(data.season.id)} className={styles.more}>
                  {TEAMS_PAGE.toTable}
                </Link>
              ) : null
            }
          >
            {data.standing ? (
              <Standing row={data.standing} />
            ) : (
              <p className={shared.muted}>{TEAMS_PAGE.notInSeason}</p>
            )}
          </Section>
          <Section title={TEAMS_PAGE.resultsTitle} id="team-results">
            {data.results.length === 0 ? (
              <p className={shared.muted}>{TEAMS_PAGE.noResults}</p>
            ) : (
              <MatchList>
                {data.results.map((m) => (
                  <MatchItem key={m.id} match={m} showTour teamId={team.id} />
                ))}
              </MatchList>
            )}
          </Section>
          <Section title={TEAMS_PAGE.nextTitle} id="team-next">
            {data.next.length === 0 ? (
              <p className={shared.muted}>{TEAMS_PAGE.noNext}</p>
            ) : (
              <MatchList>
                {data.next.map((m) => (
                  <MatchItem key={m.id} match={m} showTour showVenue showTickets teamId={team.id} />
                ))}
              </MatchList>
            )}
          </Section>
        </div>
      </div>
      <p className={styles.back}>
        <Link to="/teams/">{TEAMS_PAGE.allTeams}</Link>
      </p>
    </SitePage>
  );
}

function TeamHeader({ data }: { data: SiteTeamDetails }) {
  return (
    <div className={styles.header}>
      <TeamLogo name={data.team.name} src={data.team.logo} size="xl" decorative className={styles.crest} />
      <div className={styles.headerFacts}>
        {data.team.city ? <span>{data.team.city}</span> : null}
        {data.standing ? <span className={styles.badge}>{TEAMS_PAGE.place(data.standing.place)}</span> : null}
        {data.season ? <span>{data.season.name}</span> : null}
      </div>
    </div>
  );
}

function Standing({ row }: { row: LeagueTableRow }) {
  const facts = TEAMS_PAGE.standingFacts;
  const items: Array<[string, string | number]> = [
    [facts.played, row.played],
    [facts.won, row.won],
    [facts.drawn, row.drawn],
    [facts.lost, row.lost],
    [facts.goals, `${row.goals_for}–${row.goals_against}`],
    [facts.points, row.points],
  ];
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SquadGroup({ line, team }: { line: SquadLine; team: SiteTeamDetails['team'] }) {
  const title = TEAMS_PAGE.positionGroups[line.position.id as 1 | 2 | 3 | 4] ?? line.position.name;
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.players}>
        {line.players.map((p) => {
          const name = `${p.name} ${p.surname}`;
          return (
            <li key={p.id}>
              <Link to={playerPath(p.id)} className={styles.player}>
                <PlayerPhoto name={name} src={p.photo} team={team} size="lg" decorative />
                <span className={styles.playerText}>
                  <span className={styles.playerName}>{name}</span>
                  {p.nickname ? <span className={styles.nickname}>«{p.nickname}»</span> : null}
                  {p.status !== 'active' ? (
                    <span className={shared.status} data-status={p.status}>
                      {STATUS[p.status]}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
