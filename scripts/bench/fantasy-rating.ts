/**
 * Fantasy rating at scale: N teams (default 1,000,000) with two scored stages
 * (the rating built by the scoring job's own statements), then every page
 * query with EXPLAIN ANALYZE and the API call in each sort, filter and depth.
 *
 *   npx tsx scripts/bench/fantasy-rating.ts [--teams 1000000] [--runs 30] [--keep]
 *
 * BENCH_DATABASE_URL=postgres://user:pass@host/postgres runs it on a new
 * database of that server (dropped afterwards, kept with --keep: its URL is printed); without it, on
 * in-memory PGlite.
 */
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import {
  absentFromStageSql,
  afterPlaceSql,
  champList,
  filteredCountSql,
  filteredPageSql,
  filteredWalkSql,
  findPlace,
  nextPlaceSql,
  placeAtOffsetSql,
  stageList,
  tieGroupSql,
} from '../../apps/api/src/modules/fantasy/rating/rating.queries.ts';
import { buildBenchRating, seedBenchRating } from './fantasy-rating-seed.ts';
import { benchApp, openBenchDatabase, quantile, timed, timeGets } from './lib.ts';
import { explain } from './predictor-rating-seed.ts';

const { values } = parseArgs({
  options: {
    teams: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});
const TEAMS = Number(values.teams);
const RUNS = Number(values.runs);
const serverUrl = process.env.BENCH_DATABASE_URL;

type Node = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string };

const { database, close, url: databaseUrl } = await openBenchDatabase(serverUrl);
const db = database.db;
try {
  console.log(`# Fantasy rating bench: ${TEAMS.toLocaleString('en')} teams on ${database.kind}\n`);
  const bench = await timed('seed teams and stage points', () => seedBenchRating(db, { teams: TEAMS }));
  await timed('ratings (scoring job statements) and rating order', () => buildBenchRating(db, bench));
  const [s1, s2] = bench.stageIds as [number, number];
  const general = bench.generalChampId;
  const middle = Math.floor(TEAMS / 2);
  const midPlace = (await findPlace(db, placeAtOffsetSql(champList(general), middle)))!;
  const noFilter = { leagueId: bench.leagueId, name: null, mediaOnly: false };
  const named = (name: string) => ({ ...noFilter, name });

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
      'name search «Команда 12345»',
      filteredPageSql(
        general,
        named('Команда 12345'),
        { stageId: null, bestFirst: true },
        { offset: 0, limit: 20 },
      ),
    ],
    ['name search «Команда 12345», count', filteredCountSql(general, named('Команда 12345'), 10_001)],
    [
      'word search «12345» (a later word: 11 teams)',
      filteredPageSql(general, named('12345'), { stageId: null, bestFirst: true }, { offset: 0, limit: 20 }),
    ],
    ['word search «12345», count', filteredCountSql(general, named('12345'), 10_001)],
    [
      'word search «12» (two letters: 11,111 teams), walk by place',
      filteredWalkSql(general, named('12'), { offset: 0, limit: 20 }, true),
    ],
    ['word search «12», count (capped)', filteredCountSql(general, named('12'), 10_001)],
    [
      'word search «1» (one letter: 111,111 teams), walk by place',
      filteredWalkSql(general, named('1'), { offset: 0, limit: 20 }, true),
    ],
    ['word search «1», count (capped)', filteredCountSql(general, named('1'), 10_001)],
    ['word search «ко» (every team), count (capped)', filteredCountSql(general, named('ко'), 10_001)],
    ['word search «xyz» (none), count', filteredCountSql(general, named('xyz'), 10_001)],
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
    const sorted = list.some((n) => n['Node Type'] === 'Sort');
    const scanned = list.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] !== undefined);
    const verdict = [
      ...(sorted ? ['a sort of the matches'] : []),
      ...scanned.map((n) => `seq scan of ${n['Relation Name']}`),
    ];
    console.log(
      `| ${name} | ${indexes.join(', ')} | ${verdict.length === 0 ? 'yes' : `no (${verdict.join(', ')})`} | ${ms?.toFixed(2)} ms |`,
    );
  }

  // Without the API's 15 s copy of public reads: every call below reaches the database.
  const app = await benchApp(database, { PUBLIC_READ_CACHE_SECONDS: '0' });
  // A user league's rating is for its members (issue 18): a member reads it, with an auth key of the bench.
  const memberKey = `rbench-member-key-${bench.userChampId}`;
  await db.execute(sql`
    insert into auth_keys (user_id, key_hash, expire_at)
    select t.user_id, encode(sha256(convert_to(${memberKey}, 'UTF8')), 'hex'), now() + interval '1 day'
    from champ_members m join fantasy_teams t on t.id = m.fantasy_team_id
    where m.champ_id = ${bench.userChampId} order by t.id limit 1`);
  const asMember = { authorization: `Bearer ${memberKey}` };
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
    `${base}?name=12345`,
    `${base}?name=12`,
    `${base}?name=1`,
    `${base}?name=${encodeURIComponent('ко')}`,
    `${base}?name=xyz`,
    `${base}?name=1&sort=-${s2}`,
    `${base}?is_media=1`,
    `/v1/champs/${bench.userChampId}/rating/?sort=-${s1}`,
  ]) {
    const times = await timeGets(app, url, RUNS, url.includes(`/${general}/`) ? {} : asMember);
    console.log(
      `| GET ${decodeURIComponent(url).replace(`/v1/champs/${general}`, '…')} | ${quantile(times, 0.5)} ms | ${quantile(times, 0.95)} ms |`,
    );
  }
  await app.close();
} finally {
  if (values.keep && databaseUrl) {
    await database.close();
    console.log(`kept: ${databaseUrl}`);
  } else await close();
}
// With --keep the server's admin connection of openBenchDatabase stays open (the database is not dropped).
process.exit(0);
