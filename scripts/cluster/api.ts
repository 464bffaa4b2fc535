/** One API instance of the cluster: `node --import tsx apps/api/src/main.ts` on its own port. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService, waitUntil, type Service } from './proc.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type ApiInstance = Service & { port: number; url: string };

/**
 * Starts the API with `env` on `port` (in the same node that runs this script: the repository's
 * Node 24) and resolves once /readyz answers 200, i.e. it listens and reaches its database. Its
 * output goes to `logFile`.
 */
export async function startApiInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  logFile: string,
): Promise<ApiInstance> {
  const service = startService(
    name,
    process.execPath,
    ['--import', 'tsx', join('apps', 'api', 'src', 'main.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
      logFile,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(
      `${name} (${url})`,
      async () => {
        const res = await fetch(`${url}/readyz`);
        await res.arrayBuffer();
        return res.ok;
      },
      {
        timeoutMs: 120_000,
        failed: () =>
          service.running() ? null : `exited during start (${service.child.exitCode}):\n${service.output()}`,
      },
    );
  } catch (err) {
    await service.kill();
    throw err;
  }
  return { ...service, port, url };
}
