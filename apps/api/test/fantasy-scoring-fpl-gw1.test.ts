import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fantasyLeagues,
  fantasyStages,
  matches,
  players,
  seasons,
  seasonTeams,
  teams,
} from '../src/db/schema/index.ts';
import { createClockedTestApp, createUser, type ClockedTestApp } from './helpers/test-app.ts';
import { STAT_COLUMNS } from './factories/fantasy-scoring.ts';

/** Real public FPL 2023/24 statistics beside the repository (../shared; never copied into it). */
const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/fpl-2023-24');
const present = ['gw1.csv', 'teams.csv'].every((f) => existsSync(resolve(DATA_DIR, f)));
const POSITIONS: Record<string, number> = { GK: 1, DEF: 2, MID: 3, FWD: 4 };
const DAY = 86_400_000;

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(resolve(DATA_DIR, file), 'utf8').trim().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) => {
    const values = line.split(',');
    return Object.fromEntries(names.map((n, i) => [n, values[i] ?? '']));
  });
}

if (!present) {
  console.warn(`FPL gw1 import test skipped: ${DATA_DIR} is absent (../shared is not beside this clone).`);
}

describe.skipIf(!present)(
  present ? 'FPL gw1 through the CSV import and the scoring job' : `FPL gw1 — skipped: ${DATA_DIR} is absent`,
  () => {
    let t: ClockedTestApp;
    let rows: Record<string, string>[];
    let leagueId: number;
    let stageId: number;
    let headers: Record<string, string>;

    beforeAll(async () => {
      t = await createClockedTestApp(Date.UTC(2023, 7, 20, 12));
      headers = (await createUser(t.db, 'fpladmin', { role: 'admin' })).headers;
      rows = readCsv('gw1.csv');
      const clubs = readCsv('teams.csv');
      const clubByName = new Map(clubs.map((c) => [c.name!, Number(c.id)]));
      const [season] = await t.db
        .insert(seasons)
        .values({ name: 'Premier League 2023/24', year: '2023/24', isCurrent: true })
        .returning();
      await t.db.insert(teams).values(
        clubs.map((c) => ({
          id: Number(c.id),
          name: c.name!,
          shortName: c.short_name!,
          logo: `/logos/${c.id}.svg`,
          logoWhite: `/logos/${c.id}-white.svg`,
        })),
      );
      await t.db
        .insert(seasonTeams)
        .values(clubs.map((c) => ({ seasonId: season!.id, teamId: Number(c.id) })));
      await t.db.insert(players).values(
        rows.map((r) => {
          const [name, ...rest] = r.name!.split(' ');
          return {
            id: Number(r.element),
            teamId: clubByName.get(r.team!)!,
            name: name!,
            surname: rest.join(' ') || name!,
            fieldPosition: POSITIONS[r.position!]!,
            price: Math.max(1, Math.round(Number(r.value) / 5) / 2),
          };
        }),
      );
      const fixtures = new Map<
        number,
        { home: number; guest: number; at: Date; homeScore: number; guestScore: number }
      >();
      for (const r of rows) {
        const own = clubByName.get(r.team!)!;
        const rival = Number(r.opponent_team);
        fixtures.set(Number(r.fixture), {
          home: r.was_home === 'True' ? own : rival,
          guest: r.was_home === 'True' ? rival : own,
          at: new Date(r.kickoff_time!),
          homeScore: Number(r.team_h_score),
          guestScore: Number(r.team_a_score),
        });
      }
      await t.db.insert(matches).values(
        [...fixtures].map(([id, f]) => ({
          id,
          seasonId: season!.id,
          tour: 1,
          startsAt: f.at,
          homeTeamId: f.home,
          guestTeamId: f.guest,
          homeScore: f.homeScore,
          guestScore: f.guestScore,
          isFinished: true,
        })),
      );
      const [league] = await t.db
        .insert(fantasyLeagues)
        .values({ seasonId: season!.id, name: 'FPL 2023/24', isActive: true })
        .returning();
      leagueId = league!.id;
      const first = Math.min(...[...fixtures.values()].map((f) => f.at.getTime()));
      const [stage] = await t.db
        .insert(fantasyStages)
        .values({
          leagueId,
          name: 'Тур 1',
          tour: 1,
          status: 'current',
          startAt: new Date(first),
          stopAt: new Date(first + 3 * DAY),
          updateClosingAt: new Date(first - 3_600_000),
        })
        .returning();
      stageId = stage!.id;
    });
    afterAll(() => t?.close());

    it('imports all 658 rows, scores the stage, and every player’s points equal total_points', async () => {
      expect(rows).toHaveLength(658);
      const csv = [
        ['match_id', 'player_id', ...STAT_COLUMNS].join(','),
        ...rows.map((r) => [r.fixture, r.element, ...STAT_COLUMNS.map((c) => r[c])].join(',')),
      ].join('\n');
      const imported = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/player-stats/import/',
        payload: csv,
        headers: { ...headers, 'content-type': 'text/csv' },
      });
      expect(imported.statusCode).toBe(200);
      expect(imported.json().data).toMatchObject({ rows: 658, added: 658, fantasy_stage_ids: [stageId] });

      const scored = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/fantasy-stages/${stageId}/score/`,
        headers,
      });
      expect(scored.statusCode).toBe(200);
      expect(scored.json().data).toMatchObject({ players: 658, status: 'past' });

      const wrong: unknown[] = [];
      for (let i = 0; i < rows.length; i += 25) {
        await Promise.all(
          rows.slice(i, i + 25).map(async (r) => {
            const res = await t.app.inject({
              method: 'GET',
              url: `/v1/leagues/${leagueId}/players/${r.element}/`,
            });
            const data = res.json().data;
            const expected = Number(r.total_points);
            const card = data?.player?.stats?.points;
            const match = data?.matches?.[0]?.points ?? 0;
            if (res.statusCode !== 200 || card !== expected || match !== expected)
              wrong.push({ element: r.element, name: r.name, expected, card, match, status: res.statusCode });
          }),
        );
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  },
);
