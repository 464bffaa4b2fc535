import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../scripts/cluster/api.ts';
import { siteFile } from '../../../../scripts/cluster/site.ts';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/**
 * Issue 25 §5: the container files mirror the cluster (no Docker daemon runs where the tests do,
 * so they are read, not run): compose.yaml's nginx takes the cluster's own site, as
 * scripts/cluster/site.ts writes it, and the image runs the API as the cluster does.
 */
describe('the image and compose.yaml mirror the cluster', () => {
  it("compose's nginx site is the cluster's, written by scripts/cluster/site.ts", () => {
    expect(read('scripts/cluster/compose/nginx.conf')).toBe(
      siteFile({ listen: '80', servers: ['api-1:3000', 'api-2:3000', 'api-3:3000'] }),
    );
    const compose = read('compose.yaml');
    expect(compose).toContain('./scripts/cluster/compose/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    for (const service of ['primary', 'replica', 'api-1', 'api-2', 'api-3', 'nginx'])
      expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
  });

  it('the image runs the API as the cluster does: node --import tsx, as a non-root user, on Node 24', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain('CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]');
    expect(read('scripts/cluster/api.ts')).toContain(
      "['--import', 'tsx', join('apps', 'api', 'src', 'main.ts')]",
    );
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('ARG NODE_IMAGE=node:24-bookworm-slim');
  });
});
