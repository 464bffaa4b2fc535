/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query the bench's hot requests run,
 * exactly as the API sends them: auto_explain is switched on for the bench
 * database, each read of reads.ts and one squad and one predictions save go
 * through the API once to warm up and once measured, and the plans of the
 * measured pass are taken from the server log (root or postgres can read it).
 *
 *   npx tsx scripts/bench/explain.ts --database-url <a database seeded by run.ts --keep> \
 *     [--log /var/log/postgresql/postgresql-15-main.log]
 */
import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/connect.ts';
import { benchApp } from './lib.ts';
import { reads } from './reads.ts';
import { benchKey, loadSeason, TOURS } from './season-seed.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    log: { type: 'string', default: '/var/log/postgresql/postgresql-15-main.log' },
  },
});
const url = values['database-url'];
if (!url) throw new Error('--database-url is required');
const name = new URL(url).pathname.slice(1);
const settings = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'on',
};

const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
for (const [key, value] of Object.entries(settings))
  await admin.db.execute(sql.raw(`alter database ${name} set ${key} = '${value}'`));
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
try {
  const season = await loadSeason(database.db);
  // Without the server's copy of public reads: the plans are those of the read that fills it.
  const app = await benchApp(database, { PUBLIC_READ_CACHE_SECONDS: '0' });
  const user = 3;
  const { rows: squad } = await database.db.execute<{
    player_id: number;
    position: number;
    is_captain: boolean;
  }>(sql`
    select sp.player_id, sp.position, sp.is_captain from squad_players sp
    join squads s on s.id = sp.squad_id and s.stage_id = ${season.fantasy.stageIds[TOURS - 2]}
    join fantasy_teams t on t.id = s.fantasy_team_id and t.user_id = ${user}`);
  const { rows: events } = await database.db.execute<{ id: number }>(
    sql`select id from predictor_events where stage_id = ${season.predictor.stageIds[TOURS - 1]} order by id`,
  );
  const calls = [
    ...reads(season).map((r) => ({
      name: `GET ${r.url}`,
      method: 'GET' as const,
      url: r.url,
      body: undefined,
    })),
    {
      name: 'POST my-squad',
      method: 'POST' as const,
      url: `/v1/stages/${season.fantasy.stageIds[TOURS - 1]}/my-squad/`,
      body: {
        scheme: '4-4-2',
        squad: squad.map((e) => ({
          player_id: e.player_id,
          position: e.position,
          is_captain: e.is_captain ? 1 : 0,
        })),
      },
    },
    {
      name: 'POST predictions',
      method: 'POST' as const,
      url: `/v1/predictors/${season.predictor.leagueId}/stages/${season.predictor.stageIds[TOURS - 1]}/predictions/`,
      body: { predictions: events.map((e) => ({ event_id: e.id, home_team_score: 1, guest_team_score: 0 })) },
    },
  ];
  const headers = { authorization: `Bearer ${benchKey(user)}` };
  for (const call of calls) {
    const inject = () =>
      app.inject({
        method: call.method,
        url: call.url,
        payload: call.body,
        headers: call.method === 'POST' ? headers : {},
      });
    await inject();
    const from = statSync(values.log).size;
    const res = await inject();
    if (res.statusCode !== 200) throw new Error(`${call.url}: ${res.statusCode} ${res.body}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = readFileSync(values.log).subarray(from).toString();
    const plans = log
      .split(/\n(?=\S)/)
      .filter((entry) => entry.includes('plan:'))
      .map((entry) => entry.replace(/^.*?LOG: {2}/, '').replace(/\n\t/g, '\n  '));
    console.log(`\n### ${call.name}\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\``);
  }
  await app.close();
} finally {
  await database.close();
  for (const key of Object.keys(settings))
    await admin.db.execute(sql.raw(`alter database ${name} reset ${key}`));
  await admin.close();
}
