import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the modules apart (docs/architecture.md, "Modules and their entries")
 * fail on a deliberately broken file, and pass on the code as it is.
 */
const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const modules = join(root, 'apps/api/src/modules');
const written: string[] = [];

function write(path: string, text: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  written.push(path);
  return path;
}

async function ruleIds(path: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

afterAll(() => {
  for (const path of written.reverse()) rmSync(path, { recursive: true, force: true });
});

describe('module boundaries', () => {
  it('refuses an import behind another module’s index.ts, and allows the entry', async () => {
    const deep = write(
      join(modules, 'champs/zz-boundary-probe.ts'),
      "import { findActiveLeague } from '../fantasy/league.queries.ts';\nexport const probe = findActiveLeague;\n",
    );
    expect(await ruleIds(deep)).toContain('import-x/no-restricted-paths');
    const entry = write(
      join(modules, 'champs/zz-boundary-entry.ts'),
      "import { findActiveLeague } from '../fantasy/index.ts';\nexport const probe = findActiveLeague;\n",
    );
    expect(await ruleIds(entry)).toEqual([]);
  });

  it('refuses a loop between two modules through their entries', async () => {
    write(
      join(modules, 'zz-probe-a/index.ts'),
      "import { b } from '../zz-probe-b/index.ts';\nexport const a = () => b;\n",
    );
    const b = write(
      join(modules, 'zz-probe-b/index.ts'),
      "import { a } from '../zz-probe-a/index.ts';\nexport const b = () => a;\n",
    );
    expect(await ruleIds(b)).toContain('import-x/no-cycle');
  });

  it('passes on the API modules and the web features as they are', async () => {
    const results = await eslint.lintFiles(['apps/api/src/app.ts', 'apps/web/src/app/routes.tsx']);
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });
});
