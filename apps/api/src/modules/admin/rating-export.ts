import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { findLeagueRows } from '../predictor/index.ts';

/** Issue 23 §5: any rating of either game as a CSV file for Excel (UTF-8 with a BOM, `;`, Russian headers). */

const CHUNK = 5000;

export const exportMessages = { notFound: 'Рейтинг не найден' } as const;

type Champ = { id: number; game: 'predictor' | 'fantasy'; type: string; seasonId: number; name: string };
type Row = { key: number; place: number; name: string; points: number };

const cell = (value: string | number) => {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const line = (cells: (string | number)[]) => `${cells.map(cell).join(';')}\r\n`;

async function findChamp(db: Db, champId: number): Promise<Champ | null> {
  const { rows } = await db.execute<{
    id: number;
    game: 'predictor' | 'fantasy';
    type: string;
    season_id: number;
    name: string;
  }>(sql`select id, game, type, season_id, name from champs where id = ${champId} and type <> 'h2h'`);
  const row = rows[0];
  return row ? { id: row.id, game: row.game, type: row.type, seasonId: row.season_id, name: row.name } : null;
}

/** The scored tours of the champ's season, in tour order: the per-tour columns. */
async function findStages(db: Db, champ: Champ) {
  const query =
    champ.game === 'predictor'
      ? sql`select s.id, s.name, l.id as league_id from predictor_stages s join predictor_leagues l on l.id = s.league_id
            where l.season_id = ${champ.seasonId} and s.scored_at is not null order by l.id, s.tour`
      : sql`select s.id, s.name, l.id as league_id from fantasy_stages s join fantasy_leagues l on l.id = s.league_id
            where l.season_id = ${champ.seasonId} and s.scored_at is not null order by l.id, s.tour`;
  const { rows } = await db.execute<{ id: number; name: string; league_id: number }>(query);
  return rows;
}

/** The next chunk of rows after `after` (place, key), in the rating's order. */
function chunkSql(champ: Champ, after: { place: number; key: number }): SQL {
  return champ.game === 'predictor'
    ? sql`select r.user_id as key, r.place, u.login as name, r.points from predictor_ratings r
          join users u on u.id = r.user_id
          where r.champ_id = ${champ.id} and r.place > ${after.place} order by r.place limit ${CHUNK}`
    : sql`select r.fantasy_team_id as key, r.place, t.name, r.points from champ_rating r
          join fantasy_teams t on t.id = r.fantasy_team_id
          where r.champ_id = ${champ.id} and (r.place, r.fantasy_team_id) > (${after.place}, ${after.key})
          order by r.place, r.fantasy_team_id limit ${CHUNK}`;
}

async function stagePointsOf(db: Db, champ: Champ, keys: number[], stageIds: number[]) {
  if (keys.length === 0 || stageIds.length === 0) return new Map<string, number>();
  const [table, key] =
    champ.game === 'predictor'
      ? [sql`predictor_stage_points`, sql`user_id`]
      : [sql`fantasy_stage_points`, sql`fantasy_team_id`];
  const { rows } = await db.execute<{ key: number; stage_id: number; points: number }>(sql`
    select ${key} as key, stage_id, points from ${table}
    where ${key} in ${sql`(${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`} and stage_id in ${sql`(${sql.join(
      stageIds.map((k) => sql`${k}`),
      sql`, `,
    )})`}`);
  return new Map(rows.map((r) => [`${r.key}:${r.stage_id}`, Number(r.points)]));
}

/** The rating's rows chunk by chunk in its order; a private predictor league (a few hundred) whole, like its page. */
async function* rowChunks(db: Db, champ: Champ): AsyncGenerator<Row[]> {
  if (champ.game === 'predictor' && champ.type === 'user') {
    const members = await findLeagueRows(db, champ.id, await findGeneralId(db, champ.seasonId), {
      kind: 'place',
      bestFirst: true,
    });
    yield members.map((r) => ({ key: r.userId, place: r.place, name: r.login, points: r.points }));
    return;
  }
  let after = { place: 0, key: 0 };
  for (;;) {
    const { rows } = await db.execute<Row>(chunkSql(champ, after));
    if (rows.length === 0) return;
    const chunk = rows.map((r) => ({
      key: Number(r.key),
      place: Number(r.place),
      name: r.name,
      points: Number(r.points),
    }));
    yield chunk;
    after = { place: chunk.at(-1)!.place, key: chunk.at(-1)!.key };
  }
}

/** The file's name and its lines, written as the chunks are read. Throws 404 before any line. */
export async function ratingCsv(db: Db, champId: number) {
  const champ = await findChamp(db, champId);
  if (!champ) throw notFound(exportMessages.notFound);
  const stages = await findStages(db, champ);
  const stageIds = stages.map((s) => s.id);
  async function* lines() {
    const who = champ!.game === 'predictor' ? 'Логин' : 'Команда';
    yield `\uFEFF${line(['Место', who, 'Очки', ...stages.map((s) => s.name)])}`;
    for await (const rows of rowChunks(db, champ!)) {
      const keys = rows.map((r) => r.key);
      const points = await stagePointsOf(db, champ!, keys, stageIds);
      const cells = (r: Row) => [
        r.place,
        r.name,
        r.points,
        ...stageIds.map((id) => points.get(`${r.key}:${id}`) ?? ''),
      ];
      yield rows.map((r) => line(cells(r))).join('');
    }
  }
  return { fileName: `rating-${champ.id}.csv`, lines: lines() };
}

async function findGeneralId(db: Db, seasonId: number): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from champs where season_id = ${seasonId} and game = 'predictor' and type = 'general' order by id limit 1`,
  );
  return rows[0]?.id ?? null;
}
