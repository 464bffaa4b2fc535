/** The private leagues' screens, one chunk of their own (issue 23 §1). */
export { PredictorLeaguesPage } from './PredictorLeaguesPage.tsx';
export { PredictorInvitePage } from './PredictorInvitePage.tsx';
export { LeaguePredictionsPage } from './LeaguePredictionsPage.tsx';
