import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { registerAuth } from './http/auth.ts';
import { createAuthCache } from './http/auth-cache.ts';
import { createPublicReadCache } from './http/cache/public-read-cache.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { ErrorEnvelope } from '@mliga/contract';
import { healthRoutes } from './http/health.ts';
import { registerCors } from './http/cors.ts';
import { registerRequestRateLimit } from './http/rate-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { RequestLogController } from './http/request-log.ts';
import { contentSecurityPolicy, registerWeb } from './http/web.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { adminModule, uploadedFilesRoutes, uploadsDirectory } from './modules/admin/index.ts';
import { champsModule } from './modules/champs/index.ts';
import type { ModuleDeps } from './modules/deps.ts';
import { fantasyModule } from './modules/fantasy/index.ts';
import { liveModule } from './modules/live/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { partnerModule } from './modules/partner/index.ts';
import { predictorModule } from './modules/predictor/index.ts';
import { seasonModule } from './modules/season/index.ts';
import { settleLiveStandings } from './modules/scoring/index.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where the logs go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The clock deadlines are checked against (tests move it); the system clock by default. */
  now?: () => Date;
};

export type RouteInfo = { method: string; url: string; hidden: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered (the OpenAPI test checks the document against it). */
    routeList: RouteInfo[];
    mailer: Mailer;
  }
}

/** A hop count trusts that many proxies in front of us, nearest first; the client is the next address. */
function trustedHops(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The whole application; main.ts listens with it, tests talk to it with app.inject. */
export async function buildApp({
  config,
  database,
  logStream,
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request, and only at LOG_LEVEL=debug (http/request-log.ts).
    logController: new RequestLogController(),
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    ajv: { customOptions: { allErrors: true, removeAdditional: true, coerceTypes: 'array' } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Live places asked for by the match centre finish before the database closes.
  app.addHook('onClose', () => settleLiveStandings(database.db));

  const routeList: RouteInfo[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeList.push({
        method,
        url: route.url,
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
      });
    }
  });

  // One strict policy for everything we serve (http/web.ts); the pages send it with their own nonce.
  const upgradeInsecure = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ upgradeInsecure }) },
    frameguard: { action: 'deny' },
  });
  registerCors(app, config.corsOrigins);
  await app.register(fastifyCompress, { global: true });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Медиалига: API сайта лиги, прогнозов и фэнтези',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: { ErrorEnvelope: ErrorEnvelope as object },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/v1/docs',
    // Swagger UI (a developer tool) sets inline style attributes: its pages alone allow them.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  app.decorate('mailer', mailer);

  registerErrorHandling(app);
  const publicReads = createPublicReadCache(database.readDb, config.publicReadCacheSeconds);
  // The back office changes what the public reads show: the next read is fresh.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.url.startsWith('/v1/admin/') && reply.statusCode < 400)
      publicReads.clear();
    return payload;
  });
  registerRequestRateLimit(app, config.requestRateLimit);
  const keyOwners = await createAuthCache(database.listen);
  app.addHook('onClose', () => keyOwners.stop());
  registerAuth(app, database.db, keyOwners);

  await app.register(healthRoutes, { database });
  const uploadsDir = uploadsDirectory(config.dataDir);
  await app.register(uploadedFilesRoutes, { uploadsDir });
  const deps: ModuleDeps = {
    db: database.db,
    listen: database.listen,
    now,
    publicReads,
    config,
    mailer,
    uploadsDir,
  };
  await app.register(
    async (v1) => {
      for (const module of [
        accountsModule,
        fantasyModule,
        partnerModule,
        predictorModule,
        adminModule,
        seasonModule,
        champsModule,
        liveModule,
        notificationsModule,
      ])
        await v1.register(module, deps);
    },
    { prefix: '/v1' },
  );
  await registerWeb(app, config.webDist, config.adminDist, { upgradeInsecure });
  return app;
}
