/** The site's section pages, loaded as one chunk. */
export { AgreementPage, ConfidentialPage } from './SitePages.tsx';
export { HistoryPage } from './history/HistoryPage.tsx';
export { MatchPage } from './match/MatchPage.tsx';
export { PlayerPage } from './players/PlayerPage.tsx';
export { PlayersPage } from './players/PlayersPage.tsx';
export { SeasonPage } from './season/SeasonPage.tsx';
export { TeamPage } from './teams/TeamPage.tsx';
export { TeamsPage } from './teams/TeamsPage.tsx';
export { TicketsPage } from './tickets/TicketsPage.tsx';
export { VideosPage } from './videos/VideosPage.tsx';
