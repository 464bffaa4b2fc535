import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictions, squadPlayers, squads } from '../../src/db/schema/index.ts';
import { mySquadUrl } from '../factories/fantasy.ts';
import { placedBet, sendBetEvent } from '../helpers/partner.ts';
import { predictionsUrl } from '../factories/predictor.ts';
import {
  DURING_STAGE,
  brokenInvariants,
  createTournament,
  seedWorld,
  sortedIds,
  type World,
} from './world.ts';

/**
 * A property test over interleavings (issue 12): fast-check draws a batch of requests
 * from four users (squad saves, prediction saves moving X2, partner bets, H2H joins and
 * leaves, invites accepted and leagues left, registrations fighting over a login, an
 * email or a phone), sends the whole batch at once, and then checks the database:
 * every invariant of `brokenInvariants`, and each user's squad and predictions are
 * exactly one of the bodies that user saved with a 200 in the batch — never a mix.
 * TEST_FULL=1 runs ten times as many batches.
 */
const RUNS = process.env.TEST_FULL === '1' ? 60 : 6;
const USERS = 4;

type Op =
  | { kind: 'squad'; user: number; variant: number }
  | { kind: 'predictions'; user: number; variant: number }
  | { kind: 'bet'; user: number }
  | { kind: 'h2h'; user: number; cup: number; join: boolean }
  | { kind: 'league'; user: number; join: boolean }
  | { kind: 'register'; login: number; email: number; phone: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('squad' as const), user, variant: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('predictions' as const), user, variant: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('bet' as const), user }),
  fc.record({
    kind: fc.constant('h2h' as const),
    user,
    cup: fc.integer({ min: 0, max: 1 }),
    join: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('league' as const),
    user: fc.integer({ min: 1, max: USERS - 1 }),
    join: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('register' as const),
    login: fc.integer({ min: 0, max: 3 }),
    email: fc.integer({ min: 0, max: 3 }),
    phone: fc.integer({ min: 0, max: 3 }),
  }),
);

describe('interleavings of concurrent requests (property)', () => {
  let w: World;
  let cups: number[];
  let league: { id: number; hash: string };
  let run = 0;

  beforeAll(async () => {
    w = await seedWorld(USERS);
    // A small cup that fills (and starts) under the racing joins, and a roomy one.
    cups = [
      (await createTournament(w.t.db, { seasonId: w.fantasy.seasonId, size: 3, name: 'Малый кубок' })).id,
      (await createTournament(w.t.db, { seasonId: w.fantasy.seasonId, size: 10, name: 'Большой кубок' })).id,
    ];
    const created = await w.t.app.inject({
      method: 'POST',
      url: '/v1/champs/create/',
      headers: w.players[0]!.headers,
      payload: { name: 'Лига свойств' },
    });
    const champ = created.json().data.champ as { id: number; invite_hash: string };
    league = { id: champ.id, hash: champ.invite_hash };
  }, 120_000);
  afterAll(() => w.t.close());

  const stage = () => w.predictor.stages[0]!;
  const predictionBody = (variant: number) => ({
    predictions: stage().matchEvents.map((e, j) => ({
      event_id: e.id,
      home_team_score: variant,
      guest_team_score: variant,
      is_x2: j === variant ? 1 : 0,
    })),
  });

  async function send(o: Op, batch: number) {
    const inject = (method: 'POST', url: string, headers: Record<string, string>, payload: object) =>
      w.t.app.inject({ method, url, headers, payload });
    switch (o.kind) {
      case 'squad':
        return inject('POST', mySquadUrl(w.stageId), w.players[o.user]!.headers, {
          scheme: '4-4-2',
          squad: w.squads[o.variant]!,
        });
      case 'predictions':
        return inject(
          'POST',
          predictionsUrl(w.predictor.leagueId, stage().id),
          w.players[o.user]!.headers,
          predictionBody(o.variant),
        );
      case 'bet':
        return sendBetEvent(w.t.app, placedBet(`partner-${o.user}`, { placed_at: new Date(DURING_STAGE) }));
      case 'h2h':
        return inject(
          'POST',
          `/v1/h2h/${cups[o.cup]}/${o.join ? 'join' : 'leave'}/`,
          w.players[o.user]!.headers,
          {},
        );
      case 'league':
        return o.join
          ? inject('POST', `/v1/champs/${league.id}/invite-accept/`, w.players[o.user]!.headers, {
              hash: league.hash,
            })
          : inject('POST', `/v1/champs/${league.id}/leave/`, w.players[o.user]!.headers, {});
      case 'register':
        return inject(
          'POST',
          '/v1/users/registration/',
          {},
          {
            login: `prop${batch}_${o.login}`,
            email: `prop${batch}_${o.email}@example.test`,
            phone: `+7 (901) ${String(batch).padStart(3, '0')}-0${o.phone}-00`,
            password: 'secret123',
            rules_accept: 1,
            personal_data_accept: 1,
          },
        );
    }
  }

  it('keeps every invariant after any batch of concurrent requests', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 14 }), async (ops) => {
        const batch = run++;
        const results = await Promise.all(ops.map((o) => send(o, batch)));
        const problems: string[] = [];
        results.forEach((r, i) => {
          const o = ops[i]!;
          const allowed = o.kind === 'register' ? [200, 409] : o.kind === 'bet' ? [200] : [200, 409, 422];
          if (!allowed.includes(r.statusCode))
            problems.push(`${JSON.stringify(o)}: ${r.statusCode} ${r.body}`);
          else if (r.statusCode !== 200 && !/[а-яё]/i.test(r.json().message ?? ''))
            problems.push(`${JSON.stringify(o)}: no Russian message ${r.body}`);
        });
        problems.push(...(await brokenInvariants(w.t.db)));

        for (let u = 0; u < USERS; u++) {
          const saved = (kind: Op['kind']) =>
            ops.flatMap((o, i) =>
              o.kind === kind && 'user' in o && o.user === u && results[i]!.statusCode === 200
                ? [(o as { variant: number }).variant]
                : [],
            );
          const squadVariants = saved('squad');
          if (squadVariants.length > 0) {
            const [row] = await w.t.db
              .select({ id: squads.id })
              .from(squads)
              .where(and(eq(squads.fantasyTeamId, w.players[u]!.teamId), eq(squads.stageId, w.stageId)));
            const stored = (await w.t.db.select().from(squadPlayers).where(eq(squadPlayers.squadId, row!.id)))
              .map((p) => p.playerId)
              .sort((a, b) => a - b);
            if (
              !squadVariants.some((v) => JSON.stringify(sortedIds(w.squads[v]!)) === JSON.stringify(stored))
            )
              problems.push(`user ${u}: the squad is none of the saved ones`);
          }
          const predictionVariants = saved('predictions');
          if (predictionVariants.length > 0) {
            const rows = await w.t.db
              .select()
              .from(predictions)
              .where(and(eq(predictions.userId, w.players[u]!.user.id), eq(predictions.stageId, stage().id)));
            const score = rows[0]?.homeScore ?? -1;
            const whole =
              rows.length === stage().matchEvents.length &&
              predictionVariants.includes(score) &&
              rows.every((r) => r.homeScore === score && r.guestScore === score) &&
              rows
                .filter((r) => r.isX2)
                .map((r) => r.eventId)
                .join() === String(stage().matchEvents[score]!.id);
            if (!whole) problems.push(`user ${u}: the predictions are none of the saved bodies`);
          }
        }
        expect(problems, JSON.stringify(ops)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
