import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminParticipation } from '@mliga/contract';
import { matches, predictions } from '../src/db/schema/index.ts';
import { scorePredictorStage } from '../src/modules/scoring/predictor-scoring.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';
import { seedScoredSeason, TEAMS, type ScoredSeason } from './factories/fantasy-rating.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/** A CSV answer's lines, its BOM checked and taken off. */
function csvLines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).split('\r\n').filter(Boolean);
}

// Issue 23 §5: the back office's participation per tour and the rating files.
describe('back office: predictor participation and rating files', () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  let admin: User;
  let fan: User;

  beforeAll(async () => {
    t = await createPredictorTestApp();
    seeded = await seedPredictorLeague(t.db, { now: t.clock.now(), tours: 2 });
    admin = await createUser(t.db, 'reports_admin', { role: 'admin' });
    fan = await createUser(t.db, 'fan_one');
    const other = await createUser(t.db, 'fan_two');
    const [s1, s2] = seeded.stages as [(typeof seeded.stages)[0], (typeof seeded.stages)[0]];
    const pick = (user: User, stage: typeof s1, m: number, h: number, g: number) => ({
      userId: user.user.id,
      eventId: stage.matchEvents[m]!.id,
      stageId: stage.id,
      homeScore: h,
      guestScore: g,
    });
    // Tour 1 (results 1:0): fan exact (5), the other the right outcome (2); tour 2: the fan alone.
    await t.db
      .insert(predictions)
      .values([pick(fan, s1, 0, 1, 0), pick(other, s1, 0, 3, 1), pick(fan, s2, 0, 2, 2)]);
    await t.db
      .update(matches)
      .set({ homeScore: 1, guestScore: 0, isFinished: true })
      .where(eq(matches.id, s1.matchEvents[0]!.matchId));
    await scorePredictorStage(t.db, s1.id);
  });
  afterAll(() => t.close());

  const get = (url: string, user?: User) => t.app.inject({ url, headers: user?.headers ?? {} });

  it('counts who predicted each tour: stored for a scored tour, counted for an open one', async () => {
    const res = await get('/v1/admin/reports/participation/', admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as AdminParticipation;
    expect(data.predictor).toEqual({
      league: { id: seeded.leagueId, name: expect.any(String) },
      stages: [
        { id: seeded.stages[0]!.id, name: 'Тур 1', status: 'past', participants: 2 },
        { id: seeded.stages[1]!.id, name: 'Тур 2', status: expect.any(String), participants: 1 },
      ],
      ratings: [
        { id: seeded.generalChampId, name: 'Общий рейтинг', type: 'general', members_count: 2 },
        { id: seeded.partnerChampId, name: 'Рейтинг партнёра', type: 'partner', members_count: 0 },
      ],
    });
    expect(data.fantasy).toBeNull();
    expect((await get('/v1/admin/reports/participation/', fan)).statusCode).toBe(403);
    expect((await get('/v1/admin/reports/participation/')).statusCode).toBe(401);
  });

  it('exports a rating as a CSV file for Excel: BOM, «;», Russian headers', async () => {
    const res = await get(`/v1/admin/ratings/${seeded.generalChampId}/export/`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="rating-${seeded.generalChampId}.csv"`,
    );
    expect(csvLines(res.body)).toEqual(['Место;Логин;Очки;Тур 1', '1;fan_one;5;5', '2;fan_two;2;2']);
    expect((await get(`/v1/admin/ratings/${seeded.generalChampId}/export/`, fan)).statusCode).toBe(403);
    expect(await get('/v1/admin/ratings/999999/export/', admin)).toMatchObject({ statusCode: 404 });
    expect((await get('/v1/admin/ratings/999999/export/', admin)).json().message).toBe('Рейтинг не найден');
  });

  it('exports a private predictor league, ordered like its page', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/v1/predictors/${seeded.leagueId}/leagues/`,
      headers: fan.headers,
      payload: { name: 'Выгрузка' },
    });
    const league = created.json().data.league;
    const res = await get(`/v1/admin/ratings/${league.id}/export/`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(csvLines(res.body)).toEqual(['Место;Логин;Очки;Тур 1', '1;fan_one;5;5']);
  });
});

describe('back office: fantasy participation and rating files', () => {
  let s: ScoredSeason;

  beforeAll(async () => {
    s = await seedScoredSeason();
  }, 180_000);
  afterAll(() => s?.t.close());

  it('counts the teams that saved a squad of their own for each tour, not the ones carried over', async () => {
    const res = await s.t.app.inject({ url: '/v1/admin/reports/participation/', headers: s.admin });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as AdminParticipation;
    // 20 teams saved tour 1; tour 2 was saved only by the 4 late teams (the others carried over); tour 3 by none.
    expect(data.fantasy!.stages.map((st) => [st.name, st.participants])).toEqual([
      ['Тур 1', 20],
      ['Тур 2', s.lateTeams.length],
      ['Тур 3', 0],
    ]);
    expect(data.fantasy!.ratings).toEqual([
      { id: s.generalChampId, name: 'Общий рейтинг', type: 'general', members_count: TEAMS },
    ]);
  });

  it('exports the general rating in its order, every team with its tour points', async () => {
    const res = await s.t.app.inject({
      url: `/v1/admin/ratings/${s.generalChampId}/export/`,
      headers: s.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Место;Команда;Очки;Тур 1;Тур 2');
    expect(lines).toHaveLength(TEAMS + 1);
    const page = await s.t.app.inject({ url: `/v1/champs/${s.generalChampId}/rating/?pageSize=50` });
    const rows = page.json().data.rating as {
      place: number;
      team: { name: string };
      points: { total: number; by_stages: { value: number | null }[] };
    }[];
    const quote = (name: string) => (/[;"]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name);
    expect(lines.slice(1)).toEqual(
      rows.map((r) =>
        [r.place, quote(r.team.name), r.points.total, ...r.points.by_stages.map((v) => v.value ?? '')].join(
          ';',
        ),
      ),
    );
  });
});
