/** The fantasy game's screens, loaded as one chunk when the game is first opened. */
export { FantasyLayout } from './FantasyLayout.tsx';
export { FantasyEntryPage } from './FantasyEntryPage.tsx';
export { FantasyRatingRedirect } from './FantasyRatingRedirect.tsx';
