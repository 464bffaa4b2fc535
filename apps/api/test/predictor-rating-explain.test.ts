import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  userIdsAbsentFromStageSql,
  userIdsByPlaceSql,
  userIdsByStagePointsSql,
} from '../src/modules/predictor/rating.queries.ts';
import {
  buildBenchRatings,
  describePlan,
  explain,
  insertBenchStagePoints,
  insertBenchUsers,
} from '../../../scripts/bench/predictor-rating-seed.ts';
import {
  createPredictorTestApp,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

const USERS = 200_000;

// The rating of 200,000 users: every page query the API runs reads an index, never sorts the rating.
describe(`predictor rating pages at ${USERS.toLocaleString('en')} users`, () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  let stageId: number;

  beforeAll(async () => {
    t = await createPredictorTestApp();
    seeded = await seedPredictorLeague(t.db, { now: t.clock.now(), tours: 2, matchesPerStage: 1 });
    await insertBenchUsers(t.db, USERS);
    const stageIds = seeded.stages.map((s) => s.id);
    await insertBenchStagePoints(t.db, stageIds);
    await buildBenchRatings(t.db, seeded.leagueId, seeded.seasonId, stageIds);
    stageId = stageIds[1]!;
  }, 300_000);
  afterAll(() => t?.close());

  const cases = (): [string, SQL, string][] => {
    const general = seeded.generalChampId;
    const partner = seeded.partnerChampId;
    return [
      ['place, page 1', userIdsByPlaceSql(general, { from: 1, to: 20 }, true), 'predictor_ratings_place_uq'],
      [
        'place, page 5000',
        userIdsByPlaceSql(general, { from: 99_981, to: 100_000 }, true),
        'predictor_ratings_place_uq',
      ],
      [
        'place reversed',
        userIdsByPlaceSql(general, { from: 199_981, to: 200_000 }, false),
        'predictor_ratings_place_uq',
      ],
      ['partner, place', userIdsByPlaceSql(partner, { from: 1, to: 50 }, true), 'predictor_ratings_place_uq'],
      [
        'stage, page 1',
        userIdsByStagePointsSql(general, stageId, { offset: 0, limit: 20 }, true),
        'predictor_stage_points_sort_idx',
      ],
      [
        'stage, page 50',
        userIdsByStagePointsSql(general, stageId, { offset: 980, limit: 20 }, true),
        'predictor_stage_points_sort_idx',
      ],
      [
        'stage reversed',
        userIdsByStagePointsSql(general, stageId, { offset: 0, limit: 20 }, false),
        'predictor_stage_points_sort_idx',
      ],
      [
        'partner, stage',
        userIdsByStagePointsSql(partner, stageId, { offset: 0, limit: 20 }, true),
        'predictor_stage_points_sort_idx',
      ],
      [
        'stage, absent users',
        userIdsAbsentFromStageSql(general, stageId, { offset: 0, limit: 20 }, true),
        'predictor_ratings_place_uq',
      ],
      [
        'stage reversed, absent first',
        userIdsAbsentFromStageSql(general, stageId, { offset: 0, limit: 20 }, false),
        'predictor_ratings_place_uq',
      ],
    ];
  };

  it('has both ratings stored with their totals', async () => {
    const { rows } = await t.db.execute<{ type: string; members_count: number; rows: number }>(sql`
      select c.type, c.members_count, (select count(*)::int from predictor_ratings r where r.champ_id = c.id) as rows
      from champs c where c.season_id = ${seeded.seasonId} order by c.type`);
    expect(rows).toEqual([
      { type: 'general', members_count: USERS, rows: USERS },
      { type: 'partner', members_count: USERS / 5, rows: USERS / 5 },
    ]);
  });

  it('reads every page from an index, without sorting or scanning the rating', async () => {
    for (const [name, query, index] of cases()) {
      const plan = describePlan((await explain(t.db, query)).nodes);
      if (process.env.SHOW_PLANS) console.log(name, JSON.stringify(plan));
      expect(plan.sorts, name).toBe(0);
      expect(plan.seqScans, name).toEqual([]);
      expect(plan.indexes, name).toContain(index);
    }
  }, 120_000);
});
