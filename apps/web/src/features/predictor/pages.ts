/** The predictor's screens, loaded as one chunk when the game is first opened. */
export { PredictorLayout } from './PredictorLayout.tsx';
export { PredictorEntryPage } from './entry/PredictorEntryPage.tsx';
export { PredictorStagePage } from './stage/PredictorStagePage.tsx';
export { PredictorRatingPage } from './rating/PredictorRatingPage.tsx';
export { PredictorPrizesPage } from './info/PredictorPrizesPage.tsx';
export { PredictorRulesPage } from './info/PredictorRulesPage.tsx';
