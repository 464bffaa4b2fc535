/**
 * npx tsx scripts/cluster/site.ts [--listen L] [--upstream-header] HOST:PORT…
 *
 * Prints the nginx site of the cluster (its upstream and server blocks: `nginxSite`) for the given
 * API instances, to put in `conf.d/` of an nginx on a real host (docs/operations.md «On several
 * hosts»). compose.yaml's nginx takes scripts/cluster/compose/nginx.conf, written by it too (a
 * test keeps the two the same).
 */
import { parseArgs } from 'node:util';
import { nginxSite } from './nginx.ts';

/** The command that wrote a file, as its first line, and the site. */
export function siteFile(args: { listen: string; servers: string[]; upstreamHeader?: boolean }): string {
  const command = [
    'npx tsx scripts/cluster/site.ts',
    `--listen '${args.listen}'`,
    ...(args.upstreamHeader ? ['--upstream-header'] : []),
    ...args.servers,
  ].join(' ');
  return `# The site behind nginx (docs/operations.md «On several hosts»), written by\n# ${command}\n${nginxSite(args)}`;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      listen: { type: 'string', default: '80' },
      'upstream-header': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(`npx tsx scripts/cluster/site.ts [--listen L] [--upstream-header] HOST:PORT…

  --listen L           nginx's listen (default 80; e.g. '443 ssl' with your certificate lines added)
  --upstream-header    answers name the instance that served them (X-Upstream): for tests only
  HOST:PORT…           the API instances (10.0.0.11:3000 10.0.0.12:3000 …)`);
    process.exit(values.help ? 0 : 2);
  }
  process.stdout.write(
    siteFile({ listen: values.listen, servers: positionals, upstreamHeader: values['upstream-header'] }),
  );
}
