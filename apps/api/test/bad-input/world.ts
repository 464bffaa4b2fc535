import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.ts';
import { authKeys } from '../../src/db/schema/index.ts';
import { hashAuthKey } from '../../src/http/auth.ts';

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return (await db.execute(sql.raw(query))).rows as T[];
}

/** The tables of the app (every base table of the public schema). */
/** The id of a user by login. */
export async function userId(db: Db, login: string): Promise<number> {
  const [user] = await rows<{ id: number }>(db, `select id from users where login = '${login}'`);
  return user!.id;
}

/** A fresh auth key for an existing user (the demo's users have none). */
export async function keyFor(db: Db, id: number): Promise<Record<string, string>> {
  const key = randomBytes(32).toString('base64url');
  await db.insert(authKeys).values({
    userId: id,
    keyHash: hashAuthKey(key),
    expireAt: new Date(Date.now() + 86_400_000),
  });
  return { authorization: `Bearer ${key}` };
}

/** Where each path param of the demo world finds a row that exists (first match wins). */
const PATH_VALUES: [RegExp, string, string][] = [
  [/^\/v1\/admin\/pages\//, 'id', `select slug as v from site_pages order by 1 limit 1`],
  [/^\/v1\/admin\/forbidden-words\//, 'id', `select word as v from forbidden_words order by 1 limit 1`],
  [
    /^\/v1\/admin\/scoring-rules\//,
    'id',
    `select event || ':' || field_position as v from scoring_rules order by 1 limit 1`,
  ],
  [/^\/v1\/admin\/seasons\//, 'id', `select id as v from seasons order by is_current desc, id limit 1`],
  [/^\/v1\/admin\/teams\//, 'id', `select id as v from teams order by id limit 1`],
  [/^\/v1\/admin\/players\//, 'id', `select id as v from players order by id limit 1`],
  [/^\/v1\/admin\/matches\//, 'id', `select id as v from matches order by id desc limit 1`],
  [/^\/v1\/admin\/venues\//, 'id', `select id as v from venues order by id limit 1`],
  [/^\/v1\/admin\/videos\//, 'id', `select id as v from match_videos order by id limit 1`],
  [
    /^\/v1\/admin\/predictor-leagues\//,
    'id',
    `select id as v from predictor_leagues order by is_active desc, id limit 1`,
  ],
  [
    /^\/v1\/admin\/fantasy-leagues\//,
    'id',
    `select id as v from fantasy_leagues order by is_active desc, id limit 1`,
  ],
  [
    /^\/v1\/admin\/predictor-stages\//,
    'id',
    `select id as v from predictor_stages order by (status = 'current') desc, id limit 1`,
  ],
  [/^\/v1\/admin\/predictor-events\//, 'id', `select id as v from predictor_events order by id desc limit 1`],
  [
    /^\/v1\/admin\/fantasy-stages\//,
    'id',
    `select id as v from fantasy_stages order by (status = 'current') desc, id limit 1`,
  ],
  [
    /^\/v1\/admin\/media-teams\//,
    'id',
    `select id as v from fantasy_teams order by is_media desc, id limit 1`,
  ],
  [/^\/v1\/admin\/team-names\//, 'id', `select id as v from fantasy_teams order by id limit 1`],
  [/^\/v1\/admin\/h2h\//, 'id', `select id as v from champs where type = 'h2h' order by id limit 1`],
  [
    /^\/v1\/admin\/users\//,
    'id',
    `select id as v from users where login not in ('admin', 'demo') order by id desc limit 1`,
  ],
  [/^\/v1\/admin\/audit-log\//, 'id', `select coalesce((select max(id) from audit_log), 1) as v`],
  [/^\/v1\/leagues\//, 'leagueId', `select id as v from fantasy_leagues order by id limit 1`],
  [/^\/v1\/predictors\//, 'leagueId', `select id as v from predictor_leagues order by id limit 1`],
  [/^\/v1\/predictors\//, 'id', `select id as v from predictor_leagues order by id limit 1`],
  [
    /^\/v1\/predictors\//,
    'stageId',
    `select id as v from predictor_stages order by (status = 'current') desc, id limit 1`,
  ],
  [
    /^\/v1\/predictors\//,
    'champId',
    `select id as v from champs where game = 'predictor' order by id limit 1`,
  ],
  [
    /^\/v1\/stages\//,
    'stageId',
    `select id as v from fantasy_stages order by (status = 'current') desc, id limit 1`,
  ],
  [/^\/v1\/stages\//, 'teamId', `select id as v from fantasy_teams order by id limit 1`],
  [/./, 'playerId', `select id as v from players order by id limit 1`],
  [
    /^\/v1\/champs\//,
    'champId',
    `select c.id as v from champs c join champ_members m on m.champ_id = c.id
       join fantasy_teams t on t.id = m.fantasy_team_id join users u on u.id = t.user_id
      where u.login = 'demo' and c.game = 'fantasy' order by (c.type = 'user') desc, c.id limit 1`,
  ],
  [/^\/v1\/champs\//, 'hash', `select invite_hash as v from champs where invite_hash is not null limit 1`],
  [/^\/v1\/h2h\/matches\//, 'matchId', `select id as v from h2h_matches order by id limit 1`],
  [/^\/v1\/h2h\//, 'id', `select id as v from champs where type = 'h2h' order by id limit 1`],
  [/^\/v1\/seasons\//, 'id', `select id as v from seasons where is_current limit 1`],
  [/^\/v1\/teams\//, 'id', `select id as v from teams order by id limit 1`],
  [/^\/v1\/players\//, 'id', `select id as v from players order by id limit 1`],
  [/^\/v1\/pages\//, 'slug', `select slug as v from site_pages order by 1 limit 1`],
];

/** Values for an operation's path params that name existing rows, so handlers get past their 404s. */
export async function pathValuesFor(db: Db, path: string, names: string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const rule = PATH_VALUES.find(([re, param]) => param === name && re.test(path));
    if (!rule) {
      values[name] = '1';
      continue;
    }
    try {
      const [row] = await rows<{ v: unknown }>(db, rule[2]);
      values[name] = row?.v == null ? '1' : String(row.v);
    } catch {
      values[name] = '1';
    }
  }
  return values;
}
