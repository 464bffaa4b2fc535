/** The predictor's screens, loaded as one chunk when the game is first opened. */
export { PredictorLayout } from './PredictorLayout.tsx';
export { PredictorEntryPage } from './PredictorEntryPage.tsx';
export {
  PredictorPrizesPage,
  PredictorRatingPage,
  PredictorRulesPage,
  PredictorStagePage,
} from './PredictorScreens.tsx';
