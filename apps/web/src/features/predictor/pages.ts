/** The predictor's other screens, one chunk (the layout and the stage page are their own, see routes.tsx). */
export { PredictorEntryPage } from './entry/PredictorEntryPage.tsx';
export { PredictorRatingPage } from './rating/PredictorRatingPage.tsx';
export { PredictorPrizesPage } from './info/PredictorPrizesPage.tsx';
export { PredictorRulesPage } from './info/PredictorRulesPage.tsx';
