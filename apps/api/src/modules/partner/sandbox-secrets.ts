import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

export type PartnerSecrets = { clientSecret: string | null; webhookSecret: string | null };

const FILE = 'partner-sandbox-secrets.json';
const fresh = (): PartnerSecrets => ({
  clientSecret: randomBytes(32).toString('base64url'),
  webhookSecret: randomBytes(32).toString('base64url'),
});

/**
 * The secrets the partner's calls are checked with. A real partner's come from the environment; the
 * sandbox's are made once per data folder and kept there (never in code, so no published secret
 * signs a bet), or per process when there is no data folder (tests).
 */
export async function partnerSecrets(config: Config): Promise<PartnerSecrets> {
  const { sandbox, clientSecret, webhookSecret } = config.partner;
  if (!sandbox || (clientSecret && webhookSecret)) return { clientSecret, webhookSecret };
  if (!config.dataDir) return fresh();
  const path = join(config.dataDir, FILE);
  const kept = await readFile(path, 'utf8').then(
    (text) => JSON.parse(text) as PartnerSecrets,
    () => null,
  );
  if (kept?.clientSecret && kept.webhookSecret) return kept;
  const made = fresh();
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(path, JSON.stringify(made), { mode: 0o600 });
  return made;
}
