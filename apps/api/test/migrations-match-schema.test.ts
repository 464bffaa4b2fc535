import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const migrations = join(root, 'apps/api/src/db/migrations');
const work = mkdtempSync(join(tmpdir(), 'mliga-migrations-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the committed migrations', () => {
  it('are what drizzle-kit generates from the schema: generating again adds nothing', () => {
    const out = join(work, 'migrations');
    cpSync(migrations, out, { recursive: true });
    const before = readdirSync(out).sort();
    // drizzle-kit reads --out relative to the working directory.
    const printed = execFileSync(
      join(root, 'node_modules/.bin/drizzle-kit'),
      [
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        'apps/api/src/db/schema/index.ts',
        '--out',
        relative(root, out),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(readdirSync(out).sort(), printed).toEqual(before);
    expect(printed).toContain('No schema changes');
  });
});
