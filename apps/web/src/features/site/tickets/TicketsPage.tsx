import type { SiteMatch } from '@mliga/contract';
import { MATCH, SITE_META, SITE_PAGES, TICKETS_PAGE } from '#text/site.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { useTickets } from '../api/get-tickets.ts';
import { Section } from '../common/links.tsx';
import { MatchItem, MatchList } from '../common/MatchItem.tsx';
import shared from '../common/site.module.css';
import { SitePage } from '../SitePage.tsx';
import styles from './tickets.module.css';

/** Consecutive matches of the same tour, in the order given. */
export function byTour(matches: readonly SiteMatch[]): { tour: number; matches: SiteMatch[] }[] {
  const groups: { tour: number; matches: SiteMatch[] }[] = [];
  for (const m of matches) {
    const last = groups.at(-1);
    if (last && last.tour === m.tour) last.matches.push(m);
    else groups.push({ tour: m.tour, matches: [m] });
  }
  return groups;
}

/** /tickets/: the matches still to come, by tour, with date, ground and the ticket link. */
export function TicketsPage() {
  const query = useTickets();
  const data = query.data;
  let body;
  if (!data) body = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (data.matches.length === 0)
    body = <EmptyState icon="calendar" title={TICKETS_PAGE.empty} text={TICKETS_PAGE.emptyText} />;
  else
    body = (
      <div className={styles.list}>
        <p className={shared.note}>{TICKETS_PAGE.note}</p>
        {byTour(data.matches).map((group) => (
          <Section key={group.tour} title={MATCH.tour(group.tour)} id={`tickets-tour-${group.tour}`}>
            <MatchList>
              {group.matches.map((m) => (
                <MatchItem key={m.id} match={m} showVenue showTickets />
              ))}
            </MatchList>
          </Section>
        ))}
      </div>
    );
  return (
    <SitePage
      title={SITE_PAGES.tickets}
      lead={SITE_PAGES.ticketsLead}
      eyebrow={data?.season?.name}
      description={SITE_META.tickets}
    >
      {body}
    </SitePage>
  );
}
