/** Live: the stream of what happens in the matches, pushed to browsers (server-sent events). */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { LiveHub } from './live-hub.ts';
import { liveRoutes } from './live.routes.ts';

export const liveModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, listen }) => {
  const hub = new LiveHub(db, (err) => app.log.error({ err }, 'live stream: reading the feed failed'));
  await hub.start(listen);
  app.addHook('preClose', () => hub.stop());
  await app.register(liveRoutes, { hub });
};

export { liveCursor, publishLive } from './live-feed.ts';
