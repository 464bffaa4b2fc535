import { Link } from 'react-router';
import { SITE_META, SITE_PAGES, TEAMS_PAGE } from '#text/site.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { TeamLogo } from '#ui/media/TeamLogo.tsx';
import { useTeams } from '../api/get-teams.ts';
import { teamPath } from '../common/links.tsx';
import { SitePage } from '../SitePage.tsx';
import styles from './teams.module.css';

/** /teams/: the clubs of the current season. */
export function TeamsPage() {
  const query = useTeams();
  const data = query.data;
  let body;
  if (!data) body = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (data.teams.length === 0) body = <EmptyState icon="calendar" title={TEAMS_PAGE.empty} />;
  else
    body = (
      <ul className={styles.grid} aria-label={TEAMS_PAGE.listLabel}>
        {data.teams.map((team) => (
          <li key={team.id}>
            <Link to={teamPath(team.id)} className={styles.card}>
              <TeamLogo name={team.name} src={team.logo} size="xl" decorative />
              <span className={styles.name}>{team.name}</span>
              {team.city ? <span className={styles.city}>{team.city}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <SitePage
      title={SITE_PAGES.teams}
      lead={SITE_PAGES.teamsLead}
      eyebrow={data?.season?.name}
      description={SITE_META.teams}
    >
      {body}
    </SitePage>
  );
}
