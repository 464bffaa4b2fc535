/** Accounts: registration, sign-in, profile, recovery, auth keys, the partner account link. */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { usersRoutes } from './users.routes.ts';

export const accountsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, mailer, config }) => {
  await app.register(usersRoutes, { db, mailer, authRateLimit: config.authRateLimit });
};

export { ensureAdmin } from './admin-bootstrap.ts';
export { revokeOtherAuthKeys } from './auth-keys.ts';
export { linkPartnerAccount } from './partner-account.ts';
export { presentUser } from './users.presenter.ts';
export { findUserById } from './users.queries.ts';
