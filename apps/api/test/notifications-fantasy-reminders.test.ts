import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { runNotificationRound, type NotificationJobDeps } from '../src/modules/notifications/index.ts';
import { createUser } from './helpers/test-app.ts';
import { centreItems, lettersTo, testMailer, type User } from './helpers/notifications.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  DAY,
  HOUR,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
  type SquadItem,
} from './factories/fantasy.ts';
import { playerOf } from './factories/fantasy-scoring.ts';

const MINUTE = 60_000;

// Issue 24 §1: the fantasy's reminders name what is wrong with the squad that will play — none
// saved, starters injured, doubtful or suspended, starters whose club has no match, the captain
// among them — and go once per user and time even when two workers run the round together.
describe('fantasy deadline reminders', () => {
  let t: FantasyTestApp;
  let smtp: TestSmtp;
  let deps: NotificationJobDeps;
  let seed: SeededFantasy;
  let ivan: User, olga: User, pavel: User, rita: User;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  const mailsTo = (user: User) => lettersTo(smtp.received, user);
  const centre = (user: User) => centreItems(t.app, user);
  /** A healthy squad with `starter` put in place of the first starting defender, `captain` when asked. */
  const squadWith = (starterIds: number[], captainId?: number): SquadItem[] => {
    const items = pickSquad(seed.players, { exclude: starterIds });
    const defenders = items.filter(
      (i) => i.position === 1 && seed.players.find((p) => p.id === i.player_id)!.fieldPosition === 2,
    );
    starterIds.forEach((id, k) => (defenders[k]!.player_id = id));
    if (captainId !== undefined) for (const i of items) i.is_captain = i.player_id === captainId ? 1 : 0;
    return items;
  };

  beforeAll(async () => {
    t = await createFantasyTestApp(start);
    smtp = await startTestSmtp();
    deps = {
      db: t.db,
      mailer: testMailer(smtp.url, t.app.log),
      publicUrl: 'https://liga.example',
      now: t.clock.now,
    };
    seed = await seedFantasy(t.db, { now: new Date(start) });
    const made: User[] = [];
    for (const login of ['ivan', 'olga', 'pavel', 'rita']) made.push(await createUser(t.db, login));
    [ivan, olga, pavel, rita] = made as [User, User, User, User];
    const [tour1, tour2] = seed.stages;
    const teams = await Promise.all(
      made.map((u, i) => createFantasyTeam(t.db, u.user.id, seed.leagueId, `Команда ${i + 1}`)),
    );
    // Ivan has a team and never saved a squad. Olga's squad of tour 1 (carried into tour 2) starts
    // the injured and the suspended defender of club 1, the injured one her captain. Pavel's squad
    // of tour 2 is healthy. Rita's tour 2 squad is healthy but starts a defender of club 5, which
    // has no match in tour 3.
    const injured = playerOf(seed, 0, 3);
    const suspended = playerOf(seed, 0, 2);
    await storeSquad(t.db, {
      fantasyTeamId: teams[1]!.id,
      stageId: tour1!.id,
      items: squadWith([injured.id, suspended.id], injured.id),
    });
    await storeSquad(t.db, { fantasyTeamId: teams[2]!.id, stageId: tour2!.id, items: squadWith([]) });
    await storeSquad(t.db, {
      fantasyTeamId: teams[3]!.id,
      stageId: tour2!.id,
      items: squadWith([playerOf(seed, 4, 2).id]),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('names the missing squad, the injured and suspended starters and the captain; once with two workers', async () => {
    const tour2 = seed.stages[1]!;
    t.clock.set(tour2.closesAt.getTime() - DAY + MINUTE);
    const [first, second] = await Promise.all([runNotificationRound(deps), runNotificationRound(deps)]);
    const scans = [...first.scans, ...second.scans];
    expect(scans).toEqual([
      { game: 'fantasy', stageId: tour2.id, offsetMinutes: 1440, notified: 2, emailed: 2 },
    ]);
    expect(first.emails.sent + second.emails.sent).toBe(2);
    expect(mailsTo(ivan)).toHaveLength(1);
    expect(mailsTo(olga)).toHaveLength(1);
    expect(mailsTo(pavel)).toHaveLength(0);
    expect(mailsTo(rita)).toHaveLength(0);

    const [toOlga] = mailsTo(olga) as [ParsedMail];
    const injured = playerOf(seed, 0, 3);
    const suspended = playerOf(seed, 0, 2);
    expect(toOlga.text).toContain(injured.surname);
    expect(toOlga.text).toContain(suspended.surname);
    expect(toOlga.html).toContain(injured.surname);
    expect(toOlga.text).toContain(
      `https://liga.example/game/fantasy/${seed.leagueId}/my-team/stages/${tour2.id}`,
    );
    // The healthy starters are not named.
    expect(toOlga.text).not.toContain(playerOf(seed, 1, 2).surname);

    const [olgaItem] = await centre(olga);
    expect(olgaItem).toMatchObject({
      kind: 'fantasy_reminder',
      link: `/game/fantasy/${seed.leagueId}/my-team/stages/${tour2.id}`,
    });
    expect(`${olgaItem!.title} ${olgaItem!.body}`).toContain(injured.surname);
    expect(await centre(pavel)).toEqual([]);
    expect(await centre(ivan)).toHaveLength(1);
  });

  it('tour 3: the starter whose club has no match; a stage made late gets one reminder, not two', async () => {
    const tour3 = seed.stages[2]!;
    // A week passed: tour 2 has closed, tour 3's 24-hour and 2-hour times have both passed.
    t.clock.set(tour3.closesAt.getTime() - HOUR);
    const done = await runNotificationRound(deps);
    expect(done.scans).toEqual([
      expect.objectContaining({ game: 'fantasy', stageId: tour3.id, offsetMinutes: 120 }),
    ]);
    const toRita = mailsTo(rita);
    expect(toRita).toHaveLength(1);
    expect(toRita[0]!.text).toContain(playerOf(seed, 4, 2).surname);
    expect(mailsTo(ivan)).toHaveLength(2);
    expect((await runNotificationRound(deps)).scans).toEqual([]);
  });
});
