import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // while the API files spend much of their time waiting on PostgreSQL and HTTP (docs/performance.md).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/**/*.test.ts'], environment: 'node' } },
      {
        // The repository's own rules: lint boundaries that must fail on a broken file.
        test: {
          name: 'tooling',
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker, shared by its files (creating it took 41 % of the run).
          isolate: false,
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'admin',
          include: ['apps/admin/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/api/test/**/*.test.ts'],
          // Suites that need a PostgreSQL server (crash and restart, pg_dump) live in test/pg-only;
          // the cluster's (its own servers, nginx) in test/cluster, the project below.
          exclude: ['apps/api/test/pg-only/**', 'apps/api/test/cluster/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/api/test/helpers/database-image.setup.ts'],
        },
      },
      {
        // npm run test:cluster: PostgreSQL 15 primary and replica, three API processes and nginx
        // of its own (scripts/cluster), started once for the suite; fails where they cannot run.
        test: {
          name: 'cluster',
          include: ['apps/api/test/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      ...(pgUrl
        ? [
            {
              test: {
                name: 'api-pg',
                include: ['apps/api/test/**/*.test.ts'],
                // Suites about the embedded database's own files live in test/pglite-only.
                exclude: ['apps/api/test/pglite-only/**', 'apps/api/test/cluster/**'],
                environment: 'node' as const,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_DB: 'pg' },
                globalSetup: ['apps/api/test/helpers/database-image.setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
