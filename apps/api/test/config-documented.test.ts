import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config.ts';

/**
 * One source for the configuration: config.ts's CONFIG_VARIABLES is every environment variable the
 * API reads, and README's Configuration table and .env.example name exactly those. Reads no
 * database.
 *
 * Variables only the tests and benchmarks read (TEST_DATABASE_URL, TEST_FULL, BAD_INPUT_SEED,
 * BENCH_DATABASE_URL, E2E_*, …) are not the API's configuration: they stay out of the Configuration
 * table and out of .env.example (a copy of it must never point the tests at a server); README
 * describes the ones a developer sets under "Tests".
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Block comments and `// …` line comments (not the `//` of a URL), so prose about variables is not a read. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The TypeScript files under `dir` (or the one file `dir`), as [path from the repository root, code]. */
function sources(dir: string): [string, string][] {
  const files = dir.endsWith('.ts')
    ? [dir]
    : readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.[cm]?tsx?$/.test(file) && !file.includes('node_modules'))
        .map((file) => `${dir}/${file}`);
  return files.map((path) => [path, withoutComments(read(path))]);
}

/** `process.env.NAME` and `process.env['NAME']`, and `env.NAME` / `env['NAME']` of loadConfig's parameter. */
const READ_BY_NAME = /\b(?:process\.)?env(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*(['"`])([A-Z][A-Z0-9_]*)\2\s*\])/g;

function variablesReadBy(files: [string, string][]): string[] {
  return sorted(files.flatMap(([, text]) => [...text.matchAll(READ_BY_NAME)].map((m) => m[1] ?? m[3]!)));
}

/** A `## title` section of README.md, up to the next `## `. */
function readmeSection(title: string): string {
  const readme = read('README.md');
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, `README.md has a "## ${title}" section`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** The variables in the first column of the Configuration table (a cell may name several). */
function readmeTableVariables(): string[] {
  const rows = readmeSection('Configuration')
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  return sorted(
    rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)),
  );
}

/** `.env.example`'s lines: `NAME=value` (a default), `# NAME=value` (an example), or a `#` description. */
function envExample() {
  const lines = read('.env.example')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const assignments = lines.flatMap((line) => {
    const m = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return m ? [{ name: m[2]!, commented: Boolean(m[1]), value: m[3]! }] : [];
  });
  const descriptions = lines.filter((line) => !/^(#\s*)?[A-Z][A-Z0-9_]*=/.test(line));
  return { lines, assignments, descriptions };
}

describe('configuration is documented in one place', () => {
  const api = sources('apps/api/src');

  it('reads the environment in config.ts only, each variable by name', () => {
    // Anything but `process.env.NAME` / `process.env['NAME']` (a destructuring, a spread, the whole
    // object handed on) hides which variables are read: only loadConfig's default parameter may.
    const wholeEnv = api.flatMap(([path, text]) =>
      [...text.matchAll(/\bprocess\.env\b(?!\.[A-Z]|\[\s*['"`])/g)].map(() => path),
    );
    expect(wholeEnv).toEqual(['apps/api/src/config.ts']);
    // Its parameter's type admits only CONFIG_VARIABLES: reading another name there does not typecheck.
    expect(read('apps/api/src/config.ts')).toMatch(/loadConfig\(\s*env: ConfigEnv = process\.env\s*\)/);
  });

  it('CONFIG_VARIABLES is exactly the variables apps/api/src reads', () => {
    const readByCode = variablesReadBy(api);
    expect(readByCode.length).toBeGreaterThan(20);
    // A new `process.env.FOO` or `env.FOO` fails here until FOO is added to CONFIG_VARIABLES (and then
    // to README and .env.example, below); a variable no longer read must leave the list.
    expect(readByCode).toEqual(sorted(CONFIG_VARIABLES));
    expect(CONFIG_VARIABLES).toHaveLength(new Set(CONFIG_VARIABLES).size);
  });

  it("README's Configuration table names every variable the API reads, and no other", () => {
    expect(readmeTableVariables()).toEqual(sorted(CONFIG_VARIABLES));
  });

  it('.env.example names every variable the API reads once, and no other', () => {
    const { assignments } = envExample();
    const names = assignments.map((a) => a.name);
    expect(names).toHaveLength(new Set(names).size);
    expect(sorted(names)).toEqual(sorted(CONFIG_VARIABLES));
  });

  it('.env.example sets no secret and describes its variables in English', () => {
    const { lines, assignments, descriptions } = envExample();
    expect(lines.every((line) => line.startsWith('#') || /^[A-Z][A-Z0-9_]*=/.test(line))).toBe(true);
    for (const { name, commented, value } of assignments)
      if (/PASSWORD|SECRET/.test(name))
        expect(commented || value === '', `${name} is only an example`).toBe(true);
    // One description line per variable or group of variables, none in Russian.
    expect(descriptions.length).toBeGreaterThanOrEqual(20);
    for (const line of descriptions) expect(line).not.toMatch(/[А-Яа-яЁё]/);
  });

  it('test-only variables stay out of .env.example; README describes them under Tests', () => {
    const self = 'apps/api/test/config-documented.test.ts';
    const testOnly = variablesReadBy(
      ['vitest.config.ts', 'apps/api/test', 'e2e', 'scripts']
        .flatMap(sources)
        .filter(([path]) => path !== self),
    ).filter((name) => !(CONFIG_VARIABLES as readonly string[]).includes(name));
    expect(testOnly).toEqual(expect.arrayContaining(['TEST_DATABASE_URL', 'TEST_FULL', 'BAD_INPUT_SEED']));
    const exampleNames = envExample().assignments.map((a) => a.name);
    for (const name of testOnly) {
      expect(exampleNames, `${name} is read by the tests or benchmarks only`).not.toContain(name);
      expect(readmeTableVariables(), `${name} is read by the tests or benchmarks only`).not.toContain(name);
    }
    const tests = readmeSection('Tests');
    for (const name of ['TEST_DATABASE_URL', 'TEST_FULL', 'BAD_INPUT_SEED'])
      expect(tests).toMatch(new RegExp(`\`${name}[\`=]`));
  });
});
