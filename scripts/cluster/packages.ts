/** The Debian packages the cluster runs on: PostgreSQL 15 and nginx, installed where missing. */
import { accessSync, constants } from 'node:fs';
import { isRoot, run } from './proc.ts';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const NGINX = '/usr/sbin/nginx';

/** What each package puts where the cluster looks for it. */
const NEEDED: { pkg: string; files: string[] }[] = [
  {
    pkg: 'postgresql-15',
    files: ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].map((name) => `${PG_BIN}/${name}`),
  },
  { pkg: 'nginx', files: [NGINX] },
];

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The packages whose programs are missing. */
export function missingPackages(): string[] {
  return NEEDED.filter((n) => !n.files.every(executable)).map((n) => n.pkg);
}

export class MissingPackagesError extends Error {}

/**
 * Makes sure PostgreSQL 15 and nginx are installed: as root, installs the missing ones with
 * apt-get (unless `install` is false); otherwise throws an error naming the command to run.
 */
export async function ensurePackages(opts: { install?: boolean; log?: (line: string) => void } = {}) {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (!isRoot() || opts.install === false)
    throw new MissingPackagesError(
      `The cluster needs Debian's ${missing.join(' and ')} (${NEEDED.filter((n) => missing.includes(n.pkg))
        .flatMap((n) => n.files)
        .join(', ')} not found).\nInstall them as root: ${command}`,
    );
  opts.log?.(`installing ${missing.join(', ')} (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', ...missing], { env });
  const still = missingPackages();
  if (still.length > 0) throw new MissingPackagesError(`apt-get did not install ${still.join(', ')}`);
}

/** The user PostgreSQL runs as when we are root (it refuses root), checked to exist. */
export async function postgresUser(): Promise<string | null> {
  if (!isRoot()) return null;
  try {
    await run('id', ['-u', 'postgres']);
  } catch {
    throw new MissingPackagesError(
      'Running as root, PostgreSQL must run as the "postgres" user, which does not exist (it comes with postgresql-common)',
    );
  }
  return 'postgres';
}
