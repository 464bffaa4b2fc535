import { useIdParam } from '../../api/route-params.ts';
import { AGREEMENT, PRIVACY } from '../../text/legal.ts';
import { SITE_PAGES } from '../../text/site.ts';
import { LegalText } from './LegalText.tsx';
import { SitePage } from './SitePage.tsx';

export function SeasonPage() {
  useIdParam('id');
  return <SitePage title={SITE_PAGES.season} lead={SITE_PAGES.seasonLead} />;
}

export function HistoryPage() {
  return <SitePage title={SITE_PAGES.history} lead={SITE_PAGES.historyLead} />;
}

export function PlayersPage() {
  return <SitePage title={SITE_PAGES.players} lead={SITE_PAGES.playersLead} />;
}

export function TeamsPage() {
  return <SitePage title={SITE_PAGES.teams} lead={SITE_PAGES.teamsLead} />;
}

export function TicketsPage() {
  return <SitePage title={SITE_PAGES.tickets} lead={SITE_PAGES.ticketsLead} />;
}

export function VideosPage() {
  return <SitePage title={SITE_PAGES.videos} lead={SITE_PAGES.videosLead} />;
}

export function AgreementPage() {
  return (
    <SitePage title={SITE_PAGES.agreement} lead={SITE_PAGES.agreementLead}>
      <LegalText items={AGREEMENT} />
    </SitePage>
  );
}

export function ConfidentialPage() {
  return (
    <SitePage title={SITE_PAGES.privacy} lead={SITE_PAGES.privacyLead}>
      <LegalText items={PRIVACY} />
    </SitePage>
  );
}
