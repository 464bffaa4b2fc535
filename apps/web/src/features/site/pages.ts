/** The site's section pages, loaded as one chunk. */
export {
  AgreementPage,
  ConfidentialPage,
  HistoryPage,
  PlayersPage,
  SeasonPage,
  TeamsPage,
  TicketsPage,
  VideosPage,
} from './SitePages.tsx';
