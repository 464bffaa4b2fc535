/** Partner: the betting partner's account link, its bet feed and the development sandbox. */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { partnerRoutes } from './partner.routes.ts';

export const partnerModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, config }) => {
  await app.register(partnerRoutes, { db, config });
};
