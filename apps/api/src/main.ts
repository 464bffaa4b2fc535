import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirBusyError, openDatabase } from './db/connect.ts';
import { openJobQueue, type JobQueue } from './jobs/queue.ts';
import { ensureAdmin } from './modules/accounts/index.ts';
import { startNotificationJobs } from './modules/notifications/index.ts';
import { backOfficeUrl, demoAdminBanner } from './demo/admin-banner.ts';
import { startLiveReplay, type LiveReplay } from './demo/live-replay.ts';
import { isDemoSeeded, seedDemo } from './demo/seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, replicaUrl: config.databaseReplicaUrl ?? undefined }
      : { dataDir: config.dataDir ?? undefined },
  );
  // The log lines go through process.stdout, as the demo admin's block below does, so they keep
  // their order (pino's own stdout writer is asynchronous and would print the block among them).
  const app = await buildApp({ config, database, logStream: process.stdout });

  if (config.adminLogin && config.adminPassword) {
    await ensureAdmin(database.db, config.adminLogin, config.adminPassword, config.adminEmail);
  }
  let demoAdmin: { adminLogin: string; adminPassword: string } | null = null;
  if (config.demo && !(await isDemoSeeded(database.db))) {
    const started = Date.now();
    demoAdmin = await seedDemo(database.db, { now: new Date(), log: (msg) => app.log.info(msg) });
    app.log.info(`demo season loaded in ${Date.now() - started} ms`);
  }

  // Graceful stop: the listener closes at once (new connections are refused), requests in flight
  // finish, idle keep-alive connections close, then the database. A drain that hangs (a query
  // waiting on a lock, a client that never reads) is cut off after SHUTDOWN_TIMEOUT_MS.
  const timeoutMs = config.shutdownTimeoutMs;
  let stopping = false;
  let replay: LiveReplay | null = null;
  let jobs: JobQueue | null = null;
  // Answers finished while stopping close their keep-alive connection, so the drain does not wait
  // for clients to hang up (idle connections are closed by app.close itself).
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => {
      app.log.error(`${signal}: requests still running after ${timeoutMs} ms, exiting`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      await replay?.stop();
      // A job in flight (a reminder scan, a batch of emails) finishes or is retried by another worker.
      await jobs?.stop({ graceful: true, timeout: timeoutMs });
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.worker !== 'off') {
    jobs = await openJobQueue(database.jobs, {
      worker: true,
      onError: (err) => app.log.error({ err }, 'job queue'),
    });
    await startNotificationJobs(jobs, {
      db: database.db,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      now: () => new Date(),
    });
    app.log.info('job worker started (WORKER=off runs this process without it)');
  }
  if (config.worker === 'only') return;
  await app.listen({ port: config.port, host: config.host });
  if (config.demoLive) {
    replay = await startLiveReplay(database.db, {
      stepMs: 6_000,
      pauseMs: 60_000,
      log: (err) => app.log.error({ err }, 'demo live replay: a step failed'),
    });
    if (replay) app.log.info('demo: a match of the current tour is being played live (DEMO_LIVE=0 stops it)');
  }

  if (demoAdmin) {
    // Printed once, when this start created the demo admin: the only place its password is shown.
    // Plain text after "Server listening", not a JSON log line, so it stands out.
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    process.stdout.write(
      demoAdminBanner({
        url: backOfficeUrl(config.host, port),
        login: demoAdmin.adminLogin,
        password: demoAdmin.adminPassword,
      }),
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
