/**
 * The fantasy player market at scale: 1,000 players whose stored popularity is
 * what 1,000,000 squads would give (set-based SQL), then the players list
 * through the API in every sort and with each filter, with EXPLAIN ANALYZE of
 * its page query. `--squads N` also stores N real squads of the current stage
 * and times the set-based popularity recount that feeds the market.
 *
 *   npx tsx scripts/bench/fantasy-players.ts [--players 1000] [--squads 0] [--runs 30]
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) = postgres://user:pass@host/postgres runs
 * it on a new database of that server (dropped afterwards); without, on PGlite.
 * Not part of `npm test`.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { PlayersQuery } from '@mliga/contract';
import { parsePlayerSort } from '../../apps/api/src/modules/fantasy/players/players-sort.ts';
import { marketPageQuery } from '../../apps/api/src/modules/fantasy/players/players.queries.ts';
import { refreshStagePopularity } from '../../apps/api/src/modules/fantasy/players/popularity.sql.ts';
import { seedMarket } from './fantasy-players-seed.ts';
import { benchApp, openBenchDatabase, timed, timeGets } from './lib.ts';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    squads: { type: 'string', default: '0' },
    runs: { type: 'string', default: '30' },
  },
});
const PLAYERS = Number(values.players);
const SQUADS = Number(values.squads);
const RUNS = Number(values.runs);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** The plan's node types, outermost first, and the execution time PostgreSQL reports. */
function summarise(plan: string[]): { nodes: string; ms: string } {
  const nodes = plan
    .filter((line) => line.includes('->') || !line.startsWith(' '))
    .filter((line) => !/^(Planning|Execution) Time/.test(line.trim()))
    .map((line) =>
      line
        .replace(/^\s*->\s*/, '')
        .replace(/\s+\(cost=.*$/, '')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .slice(0, 8);
  const ms = plan.find((line) => line.startsWith('Execution Time'))?.replace(/[^0-9.]/g, '') ?? '?';
  return { nodes: nodes.join(' → '), ms };
}

const { database, close } = await openBenchDatabase(serverUrl);
const db = database.db;
const client = (db as unknown as { $client: Client }).$client;
try {
  console.log(
    `# Fantasy player market: ${PLAYERS} players, popularity as for 1,000,000 squads, on ${database.kind}\n`,
  );
  const market = await timed('seed (players, stats, popularity)', () => seedMarket(db, { players: PLAYERS }));
  if (SQUADS > 0) {
    await timed(`${SQUADS.toLocaleString('en')} squads of the current stage`, () =>
      market.insertSquads(SQUADS),
    );
    await timed('popularity recount (refreshStagePopularity)', () =>
      refreshStagePopularity(db, market.currentStageId),
    );
  }
  await db.execute(sql`analyze`);

  const app = await benchApp(database);
  const selected = market.someSquadIds.join(',');
  const cases: [label: string, query: PlayersQuery][] = [
    ['default (-points)', {}],
    ['-popularity_percent', { sort: '-popularity_percent' }],
    ['-goals', { sort: '-goals' }],
    ['-assists', { sort: '-assists' }],
    ['-performance', { sort: '-performance' }],
    ['points (ascending)', { sort: 'points' }],
    ['-mysquad (15 selected)', { sort: '-mysquad', selected }],
    ['field_position=3, -popularity_percent', { field_position: 3, sort: '-popularity_percent' }],
    ['team, -points', { team: market.firstClubId }],
    ['name=фамилия12', { name: 'фамилия12' }],
    ['price 5–8, -goals', { price_from: 5, price_to: 8, sort: '-goals' }],
    [`last page (p=${Math.ceil(PLAYERS / 20)})`, { p: Math.max(1, Math.ceil(PLAYERS / 20)) }],
  ];

  let squadsInPlans = false;
  console.log('\n| case | API median ms | API p95 ms | page query (EXPLAIN ANALYZE) ms | plan |');
  console.log('|---|---|---|---|---|');
  for (const [label, query] of cases) {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const url = `/v1/leagues/${market.leagueId}/players/${qs ? `?${qs}` : ''}`;
    for (let i = 0; i < 3; i++) await app.inject({ url });
    const times = await timeGets(app, url, RUNS);
    const page = marketPageQuery(db, {
      seasonId: market.seasonId,
      leagueId: market.leagueId,
      filters: {
        teamId: query.team,
        fieldPosition: query.field_position,
        name: query.name,
        priceFrom: query.price_from,
        priceTo: query.price_to,
      },
      sort: parsePlayerSort(query.sort, query.selected),
      offset: ((query.p ?? 1) - 1) * 20,
      limit: 20,
    }).toSQL();
    const explained = await client.query(`explain (analyze, buffers) ${page.sql}`, page.params);
    const plan = explained.rows.map((r) => String(Object.values(r)[0]));
    const { nodes, ms } = summarise(plan);
    if (plan.some((line) => /\bsquad(s|_players)\b/.test(line))) squadsInPlans = true;
    console.log(
      `| ${label} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${ms} | ${nodes} |`,
    );
  }
  const [stored] = (await db.execute(sql`select count(*)::int as n from squad_players`)).rows as {
    n: number;
  }[];
  console.log(
    `\nsquad tables in the page plans: ${squadsInPlans ? 'YES' : 'none'} (squad_players holds ${stored?.n ?? 0} rows)`,
  );
  await app.close();
} finally {
  await close();
}
