/**
 * Fantasy rating at scale: N teams (default 1,000,000) with two scored stages
 * (the rating built by the scoring job's own statements), then every page
 * query with EXPLAIN ANALYZE and the API call in each sort, filter and depth.
 *
 *   npx tsx scripts/bench/fantasy-rating.ts [--teams 1000000] [--runs 30]
 *
 * BENCH_DATABASE_URL=postgres://user:pass@host/postgres runs it on a new
 * database of that server (dropped afterwards); without it, on in-memory PGlite.
 */
import { parseArgs } from 'node:util';
import type { SQL } from 'drizzle-orm';
import {
  absentFromStageSql,
  afterPlaceSql,
  champList,
  filteredPageSql,
  filteredWalkSql,
  findPlace,
  nextPlaceSql,
  placeAtOffsetSql,
  stageList,
  tieGroupSql,
} from '../../apps/api/src/modules/fantasy/rating.queries.ts';
import { buildBenchRating, seedBenchRating } from './fantasy-rating-seed.ts';
import { benchApp, openBenchDatabase, quantile, timed, timeGets } from './lib.ts';
import { explain } from './predictor-rating-seed.ts';

const { values } = parseArgs({
  options: { teams: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '30' } },
});
const TEAMS = Number(values.teams);
const RUNS = Number(values.runs);
const serverUrl = process.env.BENCH_DATABASE_URL;

type Node = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string };

const { database, close } = await openBenchDatabase(serverUrl);
const db = database.db;
try {
  console.log(`# Fantasy rating bench: ${TEAMS.toLocaleString('en')} teams on ${database.kind}\n`);
  const bench = await timed('seed teams and stage points', () => seedBenchRating(db, { teams: TEAMS }));
  await timed('ratings (scoring job statements) and rating order', () => buildBenchRating(db, bench));
  const [s1, s2] = bench.stageIds as [number, number];
  const general = bench.generalChampId;
  const middle = Math.floor(TEAMS / 2);
  const midPlace = (await findPlace(db, placeAtOffsetSql(champList(general), middle)))!;
  const noFilter = { leagueId: bench.leagueId, namePrefix: null, mediaOnly: false };

  console.log('\n| page query | indexes | no sort, no seq scan | execution |\n|---|---|---|---|');
  const queries: [string, SQL][] = [
    ['place seek (middle)', placeAtOffsetSql(champList(general), middle)],
    ['end of the tie group', nextPlaceSql(champList(general), midPlace)],
    ['inside the tie group', tieGroupSql(champList(general), midPlace, { offset: 100, limit: 20 }, true)],
    ['after the tie group', afterPlaceSql(champList(general), midPlace, 20)],
    ['stage place seek (middle)', placeAtOffsetSql(stageList(s2), middle)],
    ['stage tie group', tieGroupSql(stageList(s2), 1000, { offset: 0, limit: 20 }, true)],
    ["stage's non-players, first page", absentFromStageSql(general, 1, { offset: 0, limit: 20 }, true)],
    ["stage's non-players, middle", absentFromStageSql(general, 1, { offset: TEAMS / 10, limit: 20 }, true)],
    ["stage's non-players, last page", absentFromStageSql(general, 1, { offset: 0, limit: 20 }, false)],
    [
      'name prefix «Команда 12345»',
      filteredPageSql(
        general,
        { ...noFilter, namePrefix: 'Команда 12345' },
        { stageId: null, bestFirst: true },
        { offset: 0, limit: 20 },
      ),
    ],
    [
      'name prefix «Команда 1» (a tenth of the teams), walk by place',
      filteredWalkSql(general, { ...noFilter, namePrefix: 'Команда 1' }, { offset: 0, limit: 20 }, true),
    ],
    [
      'media teams by stage',
      filteredPageSql(
        general,
        { ...noFilter, mediaOnly: true },
        { stageId: s1, bestFirst: true },
        { offset: 0, limit: 20 },
      ),
    ],
    [
      'user league by stage',
      filteredPageSql(
        bench.userChampId,
        noFilter,
        { stageId: s1, bestFirst: true },
        { offset: 0, limit: 20 },
      ),
    ],
  ];
  for (const [name, query] of queries) {
    const { nodes, ms } = await explain(db, query, true);
    const list = nodes as Node[];
    const indexes = [...new Set(list.map((n) => n['Index Name']).filter(Boolean))];
    const clean =
      !list.some((n) => n['Node Type'] === 'Sort') &&
      !list.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] !== undefined);
    console.log(
      `| ${name} | ${indexes.join(', ')} | ${clean ? 'yes' : 'no (a sort of the matches)'} | ${ms?.toFixed(2)} ms |`,
    );
  }

  const app = await benchApp(database);
  const base = `/v1/champs/${general}/rating/`;
  const played1 = Math.floor((TEAMS * 4) / 5);
  console.log('\n| API call | median | p95 |\n|---|---|---|');
  for (const url of [
    base,
    `${base}?p=${Math.floor(TEAMS / 40)}`,
    `${base}?p=${TEAMS / 20}`,
    `${base}?sort=place&pageSize=50`,
    `${base}?sort=-${s2}`,
    `${base}?sort=-${s2}&p=${Math.floor(TEAMS / 40)}`,
    `${base}?sort=-${s1}&p=${Math.floor(played1 / 20) + 1}`,
    `${base}?sort=-${s1}&p=${Math.floor((played1 + TEAMS / 10) / 20)}`,
    `${base}?sort=-${s1}&p=${TEAMS / 20}`,
    `${base}?sort=${s1}`,
    `${base}?name=${encodeURIComponent('Команда 12345')}`,
    `${base}?name=${encodeURIComponent('Команда 1')}`,
    `${base}?name=${encodeURIComponent('Команда 1')}&p=400`,
    `${base}?is_media=1`,
    `/v1/champs/${bench.userChampId}/rating/?sort=-${s1}`,
  ]) {
    const times = await timeGets(app, url, RUNS);
    console.log(
      `| GET ${url.replace(`/v1/champs/${general}`, '…')} | ${quantile(times, 0.5)} ms | ${quantile(times, 0.95)} ms |`,
    );
  }
  await app.close();
} finally {
  await close();
}
