import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { readRatingPage, type FantasyRatingSort } from '../src/modules/fantasy/rating/rating-page.ts';
import {
  absentFromStageSql,
  afterPlaceSql,
  champList,
  filteredCountSql,
  filteredPageSql,
  filteredWalkSql,
  findRatingChamp,
  findScoredStages,
  findTeamIds,
  nextPlaceSql,
  placeAtOffsetSql,
  stageList,
  tieGroupSql,
  type RatingChamp,
  type RatingFilter,
  type ScoredStage,
} from '../src/modules/fantasy/rating/rating.queries.ts';
import { explain } from '../../../scripts/bench/predictor-rating-seed.ts';
import {
  buildBenchRating,
  seedBenchRating,
  type BenchRating,
} from '../../../scripts/bench/fantasy-rating-seed.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const TEAMS = 100_000;
const BIG_TABLES = [
  'champ_rating',
  'fantasy_stage_points',
  'fantasy_teams',
  'fantasy_team_name_starts',
  'users',
  'champ_members',
];

type Node = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string };
const planOf = (nodes: Node[]) => ({
  sorts: nodes.filter((n) => n['Node Type'] === 'Sort').length,
  seqScans: nodes
    .filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']),
  indexes: [...new Set(nodes.map((n) => n['Index Name']).filter(Boolean))],
});

// The fantasy rating of 100,000 teams: every query of a page reads an index
// range (no sort of the rating, no sequential scan), and the range-read pages
// hold exactly the rows of the plain sorted list.
describe(`fantasy rating pages at ${TEAMS.toLocaleString('en')} teams`, () => {
  let t: TestApp;
  let bench: BenchRating;
  let general: RatingChamp;
  let stages: ScoredStage[];

  beforeAll(async () => {
    t = await createTestApp();
    bench = await seedBenchRating(t.db, { teams: TEAMS });
    await buildBenchRating(t.db, bench);
    general = (await findRatingChamp(t.db, bench.generalChampId))!;
    stages = await findScoredStages(t.db, bench.leagueId);
  }, 600_000);
  afterAll(() => t?.close());

  const noFilter = (): RatingFilter => ({ leagueId: bench.leagueId, name: null, mediaOnly: false });

  it('stores the counts a page needs', async () => {
    expect(general.membersCount).toBe(TEAMS);
    expect(stages.map((s) => s.scoredTeamsCount)).toEqual([TEAMS - TEAMS / 5, TEAMS - TEAMS / 50]);
    const { rows } = await t.db.execute<{ places: number; max: number }>(sql`
      select count(distinct place)::int as places, max(place)::int as max from champ_rating where champ_id = ${general.id}`);
    expect(rows[0]!.places).toBeLessThan(1000); // totals 0–300: big tie groups
    expect(rows[0]!.max).toBeGreaterThan(TEAMS * 0.97); // the 2,000 teams without points share the last place
  });

  it('reads every page query from an index, without sorting or scanning the rating', async () => {
    const middle = TEAMS / 2;
    const [{ place }] = (
      await t.db.execute<{ place: number }>(placeAtOffsetSql(champList(general.id), middle))
    ).rows as [{ place: number }];
    const stage = stages[0]!.id;
    const ranged: [string, SQL, string][] = [
      ['place seek, middle', placeAtOffsetSql(champList(general.id), middle), 'champ_rating_place_idx'],
      ['end of tie group', nextPlaceSql(champList(general.id), place), 'champ_rating_place_idx'],
      [
        'inside a tie group',
        tieGroupSql(champList(general.id), place, { offset: 50, limit: 20 }, true),
        'champ_rating_place_idx',
      ],
      [
        'tie group from its end',
        tieGroupSql(champList(general.id), place, { offset: 50, limit: 20 }, false),
        'champ_rating_place_idx',
      ],
      ['after a tie group', afterPlaceSql(champList(general.id), place, 20), 'champ_rating_place_idx'],
      ['stage place seek', placeAtOffsetSql(stageList(stage), middle), 'fantasy_stage_points_place_idx'],
      [
        'stage tie group',
        tieGroupSql(stageList(stage), 5, { offset: 0, limit: 20 }, true),
        'fantasy_stage_points_place_idx',
      ],
      ['after a stage tie group', afterPlaceSql(stageList(stage), 5, 20), 'fantasy_stage_points_place_idx'],
      [
        "stage's non-players, first page",
        absentFromStageSql(general.id, stages[0]!.tour, { offset: 0, limit: 20 }, true),
        'champ_rating_first_tour_idx',
      ],
      [
        "stage's non-players, reversed",
        absentFromStageSql(general.id, stages[0]!.tour, { offset: 0, limit: 20 }, false),
        'champ_rating_first_tour_idx',
      ],
    ];
    for (const [name, query, index] of ranged) {
      const plan = planOf((await explain(t.db, query)).nodes as Node[]);
      if (process.env.SHOW_PLANS) console.log(name, JSON.stringify(plan));
      expect(plan.sorts, name).toBe(0);
      expect(plan.seqScans, name).toEqual([]);
      expect(plan.indexes, name).toContain(index);
    }
    // Filters sort only their matches: found through the name or media index, never by scanning the teams;
    // a count stops after 10,001.
    const filtered: [string, SQL, string][] = [
      [
        'name search',
        filteredPageSql(
          general.id,
          { ...noFilter(), name: 'Команда 12345' },
          { stageId: null, bestFirst: true },
          { offset: 0, limit: 20 },
        ),
        'fantasy_team_name_starts_idx',
      ],
      [
        'name search count',
        filteredCountSql(general.id, { ...noFilter(), name: 'Команда 12345' }, 10_001),
        'fantasy_team_name_starts_idx',
      ],
      [
        'search by a later word',
        filteredPageSql(
          general.id,
          { ...noFilter(), name: '12345' },
          { stageId: null, bestFirst: true },
          { offset: 0, limit: 20 },
        ),
        'fantasy_team_name_starts_idx',
      ],
      [
        'search by a later word, count',
        filteredCountSql(general.id, { ...noFilter(), name: '12345' }, 10_001),
        'fantasy_team_name_starts_idx',
      ],
      [
        'search by two letters, count',
        filteredCountSql(general.id, { ...noFilter(), name: '12' }, 10_001),
        'fantasy_team_name_starts_idx',
      ],
      [
        // Every team matches: either index of the word starts (the search range, or the teams'
        // own rows in team order next to the rating's), never a scan.
        'search by one letter (every team), count',
        filteredCountSql(general.id, { ...noFilter(), name: 'к' }, 10_001),
        'fantasy_team_name_starts_',
      ],
      [
        'media by stage',
        filteredPageSql(
          general.id,
          { ...noFilter(), mediaOnly: true },
          { stageId: stage, bestFirst: true },
          { offset: 0, limit: 20 },
        ),
        'fantasy_teams_media_idx',
      ],
      [
        'media count',
        filteredCountSql(general.id, { ...noFilter(), mediaOnly: true }, 10_001),
        'fantasy_teams_media_idx',
      ],
      [
        'user league by stage',
        filteredPageSql(
          bench.userChampId,
          noFilter(),
          { stageId: stage, bestFirst: true },
          { offset: 0, limit: 20 },
        ),
        // Every index of champ_rating leads with champ_id, so each reads the league's rows alone; the
        // planner takes the primary key or the first-tour index as its statistics fall.
        'champ_rating_',
      ],
    ];
    // A search that matches a tenth of the season: its page walks the rating by place and stops.
    const walk = planOf(
      (
        await explain(
          t.db,
          filteredWalkSql(general.id, { ...noFilter(), name: 'Команда 1' }, { offset: 0, limit: 20 }, true),
        )
      ).nodes as Node[],
    );
    if (process.env.SHOW_PLANS) console.log('common search walk', JSON.stringify(walk));
    expect(walk.sorts).toBe(0);
    expect(walk.seqScans).toEqual([]);
    expect(walk.indexes).toContain('champ_rating_place_idx');
    for (const [name, query, index] of filtered) {
      const plan = planOf((await explain(t.db, query)).nodes as Node[]);
      if (process.env.SHOW_PLANS) console.log(name, JSON.stringify(plan));
      expect(plan.seqScans, name).toEqual([]);
      expect(
        plan.indexes.some((used) => used!.startsWith(index)),
        `${name}: ${plan.indexes.join(', ')}`,
      ).toBe(true);
    }
  }, 120_000);

  it('range-read pages hold exactly the rows of the plainly sorted list', async () => {
    const page = (sort: FantasyRatingSort, offset: number, limit = 20) =>
      readRatingPage(t.db, {
        champ: general,
        stage: sort.stageId === null ? null : stages.find((s) => s.id === sort.stageId)!,
        sort,
        filter: noFilter(),
        offset,
        limit,
        liveRows: null,
      });
    const plain = (sort: FantasyRatingSort, offset: number, limit = 20) =>
      findTeamIds(t.db, filteredPageSql(general.id, noFilter(), sort, { offset, limit }));
    const stage1 = stages[0]!;
    const played = stage1.scoredTeamsCount!;
    const cases: [FantasyRatingSort, number][] = [];
    for (const bestFirst of [true, false]) {
      for (const offset of [0, 20, 1_000, TEAMS / 2 - 7, TEAMS - 20, TEAMS - 5])
        cases.push([{ stageId: null, live: false, bestFirst }, offset]);
      for (const offset of [0, 40, played - 10, played + 3, TEAMS / 2, played / 2 + 17, TEAMS - 20])
        cases.push([{ stageId: stage1.id, live: false, bestFirst }, offset]);
      // Stage 2: its players, then the teams that never played.
      for (const offset of [stages[1]!.scoredTeamsCount! - 10, TEAMS - 20])
        cases.push([{ stageId: stages[1]!.id, live: false, bestFirst }, offset]);
    }
    for (const [sort, offset] of cases) {
      const got = await page(sort, offset);
      expect(got.total).toBe(TEAMS);
      expect(got.teamIds, `${JSON.stringify(sort)} at ${offset}`).toEqual(await plain(sort, offset));
    }
    expect((await page({ stageId: null, live: false, bestFirst: true }, TEAMS)).teamIds).toEqual([]);

    // Searches: a rare one sorts its matches, a common one walks the rating; both give the plain order.
    for (const name of ['Команда 12', 'Команда 1', '123', '1']) {
      const filter = { ...noFilter(), name };
      for (const [bestFirst, offset] of [
        [true, 0],
        [true, 1_000],
        [false, 0],
        [true, 9_990],
      ] as const) {
        const got = await readRatingPage(t.db, {
          champ: general,
          stage: null,
          sort: { stageId: null, live: false, bestFirst },
          filter,
          offset,
          limit: 20,
          liveRows: null,
        });
        const all = await findTeamIds(
          t.db,
          filteredPageSql(general.id, filter, { stageId: null, bestFirst }, { offset: 0, limit: 1_000_000 }),
        );
        // The chosen order's first 10,000 matches at most.
        const ordered = all.slice(0, 10_000);
        expect(got.total, name).toBe(Math.min(all.length, 10_000));
        expect(got.teamIds, `${name} ${bestFirst} ${offset}`).toEqual(ordered.slice(offset, offset + 20));
      }
    }
  }, 300_000);
});
