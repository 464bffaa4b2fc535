import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';

/** Where the job queue keeps its jobs: the site's own database, server or embedded. */
export type JobsBackend = { kind: 'pg'; url: string } | { kind: 'pglite'; client: PGlite };

export type JobQueue = PgBoss;

/**
 * pg-boss on the site's database (its tables in the `pgboss` schema, made on first start). On
 * PGlite through pg-boss's own adapter: the embedded database runs the same queue as the server.
 * `worker: false` makes a queue that only sends (no maintenance, no schedules): WORKER=off.
 */
export async function openJobQueue(
  backend: JobsBackend,
  { worker, onError }: { worker: boolean; onError: (err: Error) => void },
): Promise<JobQueue> {
  const roles = { supervise: worker, schedule: worker };
  const boss =
    backend.kind === 'pg'
      ? new PgBoss({ connectionString: backend.url, max: 4, ...roles })
      : new PgBoss({ backend: 'pglite', db: fromPglite(backend.client), ...roles });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
