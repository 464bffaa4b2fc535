/**
 * Writes the demo's SVG images into apps/web/public/demo/ (committed there).
 * Run after changing teams.ts or logos.ts: `npx tsx apps/api/src/demo/write-assets.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAssets } from './logos.ts';

const outDir = fileURLToPath(new URL('../../../web/public/demo/', import.meta.url));

for (const asset of demoAssets()) {
  const file = join(outDir, asset.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, asset.svg);
}
console.log(`demo assets written to ${outDir}`);
