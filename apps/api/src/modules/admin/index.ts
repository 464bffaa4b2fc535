/** The back office's API: resources, results, scoring, imports, the next season, participation and rating files, reminder times and letters. */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { adminFantasyScoringRoutes } from './fantasy-scoring.routes.ts';
import { adminGameReportsRoutes } from './game-reports.routes.ts';
import { adminLeagueImportRoutes } from './league-import.routes.ts';
import { adminMatchCentreRoutes } from './match-centre.routes.ts';
import { adminMatchResultSheetRoutes } from './match-result-sheet.routes.ts';
import { adminNextSeasonRoutes } from './next-season.routes.ts';
import { adminNotificationsRoutes } from './notifications.routes.ts';
import { adminPlayerStatsRoutes } from './player-stats.routes.ts';
import { adminPredictorResultsRoutes } from './predictor-results.routes.ts';
import { adminResourcesRoutes } from './resources/admin-resources.routes.ts';

export const adminModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, now, uploadsDir }) => {
  await app.register(adminPredictorResultsRoutes, { db, now });
  await app.register(adminFantasyScoringRoutes, { db, now });
  await app.register(adminPlayerStatsRoutes, { db });
  await app.register(adminLeagueImportRoutes, { db });
  await app.register(adminNextSeasonRoutes, { db, now });
  await app.register(adminMatchResultSheetRoutes, { db });
  await app.register(adminMatchCentreRoutes, { db });
  await app.register(adminGameReportsRoutes, { db });
  await app.register(adminNotificationsRoutes, { db, now });
  await app.register(adminResourcesRoutes, { db, now, uploadsDir });
};

export { uploadedFilesRoutes, uploadsDirectory } from './uploads.ts';
export { addMatchEvent, resetMatchCentre, setMatchLineup, setMatchState } from './match-centre.service.ts';
