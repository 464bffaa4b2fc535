import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { ensureAdmin } from './modules/accounts/admin-bootstrap.ts';
import { isDemoSeeded, seedDemo } from './demo/seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir ?? undefined },
  );
  const app = await buildApp({ config, database });

  if (config.adminLogin && config.adminPassword) {
    await ensureAdmin(database.db, config.adminLogin, config.adminPassword, config.adminEmail);
  }
  if (config.demo && !(await isDemoSeeded(database.db))) {
    const started = Date.now();
    const demo = await seedDemo(database.db, { now: new Date(), log: (msg) => app.log.info(msg) });
    app.log.info(`demo season loaded in ${Date.now() - started} ms`);
    // Printed once, on the first start: the only place the demo admin's password is shown.
    console.log(`\n  Демо-администратор: логин ${demo.adminLogin}, пароль ${demo.adminPassword}\n`);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
