import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { betsRoutes } from './bets.routes.ts';
import { linkRoutes } from './link.routes.ts';
import { createPartnerClient } from './partner-client.ts';
import { partnerSecrets } from './sandbox-secrets.ts';
import { createSandboxSession } from './sandbox-session.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

/** The partner's doors: account linking, the signed bet feed, and the sandbox partner where it is on. */
export const partnerRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const { clientSecret, webhookSecret } = await partnerSecrets(config);
  const secureCookies = config.publicUrl.startsWith('https://');
  const sandboxSession =
    config.partner.sandbox && clientSecret ? createSandboxSession(clientSecret, secureCookies) : null;
  const client = createPartnerClient(config, db);
  await app.register(linkRoutes, { db, client, sandboxSession, secureCookies });
  await app.register(betsRoutes, { db, secret: webhookSecret });
  if (sandboxSession) {
    const { clientId } = config.partner;
    await app.register(sandboxRoutes, { db, clientId, clientSecret, webhookSecret, session: sandboxSession });
  }
};
