import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMatch } from '@mliga/contract';
import { ConfigError, loadConfig } from '../src/config.ts';
import { startLiveReplay } from '../src/demo/live-replay.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/** Issue 22 §5: the demo plays a match of its current tour live, then from the start again. */
describe('the demo live replay', () => {
  let t: TestApp;
  const errors: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date() });
  });
  afterAll(() => t.close());

  const live = async () => (await t.app.inject({ method: 'GET', url: '/v1/matches/live/' })).json().data;
  const publicMatch = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/v1/matches/${id}/` })).json().data as PublicMatch;

  it('is on with the demo in development only, and refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoLive).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO: '0' }).demoLive).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demoLive).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_LIVE: '0' }).demoLive).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: '0', DEMO_LIVE: '1' })).toThrow(ConfigError);
  });

  it('plays the last match of the current tour event by event to full time, then starts it again', async () => {
    expect((await live()).matches).toEqual([]);
    const replay = await startLiveReplay(t.db, { stepMs: 5, pauseMs: 300, log: (err) => errors.push(err) });
    expect(replay).not.toBeNull();
    try {
      const [playing] = (await until(live, (d) => d.matches.length === 1)).matches;
      expect(playing.tour).toBe(6);
      const final = await until(
        () => publicMatch(playing.id),
        (m) => m.status === 'finished' && m.events.filter((e) => e.kind === 'bonus').length === 3,
      );
      expect([final.home_score, final.guest_score]).toEqual([3, 1]);
      expect(new Set(final.events.map((e) => e.kind))).toEqual(
        new Set([
          'goal',
          'saves',
          'yellow_card',
          'substitution',
          'red_card',
          'penalty_missed',
          'penalty_saved',
          'bonus',
        ]),
      );
      // Who played comes from the derived statistics lines: 11 a side, and the one who came on.
      expect(final.players.filter((p) => p.starter)).toHaveLength(22);
      expect(final.players.filter((p) => p.starter === false)).toHaveLength(1);
      // After the pause, from the start again.
      await until(
        () => publicMatch(playing.id),
        (m) => m.status === 'live' && m.events.length <= 1,
      );
    } finally {
      await replay!.stop();
    }
    expect(errors).toEqual([]);
  });
});
