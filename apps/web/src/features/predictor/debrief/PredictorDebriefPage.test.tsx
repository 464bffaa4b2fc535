import type {
  MyPredictorLeagues,
  MyPredictorRating,
  PredictorDebrief,
  PredictorStages,
  User,
} from '@mliga/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { ok, refused } from '../../../test/api-responses.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';
import { openStage } from '../../../test/predictor-fixtures.ts';
import { recordedFetch } from '../../../test/recorded-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PATH = '/game/predictor/5/stage/5/debrief/';
const DEBRIEF_URL = '/v1/predictors/5/stages/5/debrief/';
const api = recordedFetch();
/** The first render of the file loads the lazy route: allow it more than the default second. */
const SLOW = { timeout: 5000 };

/** The contract's shape: 9 points against an average of 7.8 and a best of 15, two places up. */
const DEBRIEF: PredictorDebrief = {
  stage: { id: 5, name: 'Тур 5' },
  points: 9,
  average: 7.8,
  best: 15,
  place: 12,
  movement: 2,
  matches: [
    {
      event_id: 33,
      title: 'Пиксель Юнайтед — Южный Экспресс',
      result: '2:1',
      prediction: '1:0',
      points: 3,
      beaten_or_tied: 33.3,
    },
    {
      event_id: 34,
      title: 'Бетонные Львы — Кибер Сокол',
      result: '0:0',
      prediction: null,
      points: null,
      beaten_or_tied: null,
    },
    {
      event_id: 35,
      title: 'Уральский Кит — Красный Октан',
      result: '3:0',
      prediction: '3:0',
      points: 1,
      beaten_or_tied: 100,
    },
  ],
};

const STAGES: PredictorStages = {
  stages: [4, 5, 6].map((id) => ({
    id,
    name: `Тур ${id}`,
    status: id < 6 ? 'past' : 'current',
    start_date: `${10 + id}.11.2026`,
    stop_date: `${11 + id}.11.2026`,
    user_points: id < 6 ? 9 : null,
    league: { id: 5, name: 'Прогнозы' },
  })),
  closes_before_minutes: 60,
};

const MY_RATING: MyPredictorRating = {
  points: { total: 32, last_tour: 9 },
  place: { default: 12, winline: null },
  max_place: { default: 10, winline: null },
};

const USER: User = {
  id: 7,
  login: 'fan',
  email: 'fan@example.com',
  phone: null,
  winline: 'W100',
  fantasy_team: null,
  teamName: null,
  teamNameModerationStatus: null,
  role: 'user',
};

function signIn() {
  setSessionUser({
    ...USER,
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
}

function serve(debrief: () => Response = () => ok(DEBRIEF)) {
  api.answer(({ url }) => {
    if (url === DEBRIEF_URL) return debrief();
    // The stage pages the links are on.
    if (url === '/v1/predictors/5/stages/') return ok(STAGES);
    if (/^\/v1\/predictors\/5\/stages\/\d+\/predictions\/$/.test(url)) return ok(openStage());
    if (url === '/v1/predictors/5/my-rating/') return ok(MY_RATING);
    if (url === '/v1/predictors/5/leagues/')
      return ok({
        league: { id: 5, name: 'Прогнозы' },
        leagues: [],
        can_create: 5,
      } satisfies MyPredictorLeagues);
    if (url === '/v1/users/me/') return ok({ user: USER });
    throw new TypeError(`unexpected ${url}`);
  });
}

const debriefCalls = () => api.calls.filter((call) => call.url.includes('/debrief/'));

beforeAll(() => {
  stubMatchMedia();
});

describe('predictor debrief page', () => {
  it('sums the tour up: points beside the average and the best, the place with its movement', async () => {
    signIn();
    serve();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Итоги тура · Тур 5' }, SLOW)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Ваш результат в туре' });
    expect(summary.textContent).toContain('9 очков');
    expect(summary.textContent).toContain('в среднем 7,8 · лучший 15');
    expect(summary.textContent).toContain('Место в общем рейтинге12');
    const movement = within(summary).getByRole('img', { name: 'Поднялись на 2 места' });
    expect(movement.textContent).toBe('▲\u00a02');
    expect(screen.getByRole('link', { name: 'К прогнозам тура' }).getAttribute('href')).toBe(
      '/game/predictor/5/stage/5/',
    );
    expect(document.title).toBe('Итоги тура — Тур 5 — Прогнозы — МЛига');
  });

  it('lists every match: result, the prediction, its points and the share of the crowd matched', async () => {
    signIn();
    serve();
    renderApp(PATH);
    const list = await screen.findByRole('region', { name: 'Матчи тура' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Пиксель Юнайтед — Южный Экспресс',
      'Бетонные Львы — Кибер Сокол',
      'Уральский Кит — Красный Октан',
    ]);
    const facts = (item: HTMLElement) =>
      within(item)
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
    expect(facts(items[0]!)).toEqual(['2:1', '1:0', '3 очка']);
    expect(items[0]!.textContent).toContain('Вы обошли или сравнялись с 33,3\u00a0% участников');
    // No prediction: no points and no share of the crowd.
    expect(facts(items[1]!)).toEqual(['0:0', 'нет', '—']);
    expect(items[1]!.textContent).not.toContain('Вы обошли');
    expect(facts(items[2]!)).toEqual(['3:0', '3:0', '1 очко']);
    expect(items[2]!.textContent).toContain('Вы обошли или сравнялись с 100\u00a0% участников');
  });

  it('names a fall and an unchanged place, and shows no arrow without a place before', async () => {
    signIn();
    let answer: PredictorDebrief = { ...DEBRIEF, movement: -5 };
    serve(() => ok(answer));
    const view = renderApp(PATH);
    expect(await screen.findByRole('img', { name: 'Опустились на 5 мест' }, SLOW)).toBeTruthy();
    view.unmount();

    answer = { ...DEBRIEF, movement: 0, points: 1, average: 8 };
    const second = renderApp(PATH);
    expect((await screen.findByRole('img', { name: 'Место не изменилось' }, SLOW)).textContent).toBe('=');
    const summary = screen.getByRole('region', { name: 'Ваш результат в туре' });
    expect(summary.textContent).toContain('1 очко');
    expect(summary.textContent).toContain('в среднем 8,0');
    second.unmount();

    answer = { ...DEBRIEF, movement: null, place: null };
    renderApp(PATH);
    const third = await screen.findByRole('region', { name: 'Ваш результат в туре' }, SLOW);
    expect(within(third).queryByRole('img')).toBeNull();
    expect(third.textContent).toContain('Место в общем рейтинге—');
  });

  it('says the results come once the tour is scored, in the page and not as an error', async () => {
    signIn();
    serve(() => refused(404, 'Итоги тура появятся после его расчёта'));
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Итоги тура появятся после его расчёта' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Итоги тура' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Данная страница не существует' })).toBeNull();
  });

  it('greets a tour the user did not play with the way on to the current one', async () => {
    signIn();
    serve(() => ok({ ...DEBRIEF, points: null, place: null, movement: null }));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Вы не играли в этом туре' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ваш результат в туре' })).toBeNull();
    expect(screen.getByRole('link', { name: 'К текущему туру' }).getAttribute('href')).toBe(
      '/game/predictor/',
    );
  });

  it('asks a visitor to sign in, without calling the API', async () => {
    serve();
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Войдите, чтобы увидеть итоги тура' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/game/predictor/users/login/?returnUrl=%2Fgame%2Fpredictor%2F',
    );
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe(
      '/game/predictor/users/registration/?returnUrl=%2Fgame%2Fpredictor%2F',
    );
    expect(debriefCalls()).toHaveLength(0);
  });
});

describe('the way to the debrief from the stage page', () => {
  it('leads from a scored tour to its own debrief', async () => {
    signIn();
    serve();
    renderApp('/game/predictor/5/stage/5/');
    const link = await screen.findByRole('link', { name: 'Итоги тура' }, SLOW);
    expect(link.getAttribute('href')).toBe('/game/predictor/5/stage/5/debrief/');
    // The stage page does not read the debrief itself.
    expect(debriefCalls()).toHaveLength(0);
  });

  it('leads from the current tour (the game opens on it) to the latest scored one, named', async () => {
    signIn();
    serve();
    renderApp('/game/predictor/5/stage/6/');
    const link = await screen.findByRole('link', { name: 'Итоги тура: Тур 5' }, SLOW);
    expect(link.getAttribute('href')).toBe('/game/predictor/5/stage/5/debrief/');
  });

  it('is not offered to a visitor', async () => {
    serve();
    renderApp('/game/predictor/5/stage/5/');
    expect(await screen.findByRole('heading', { name: 'Войдите, чтобы делать прогнозы' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Итоги тура/ })).toBeNull();
  });
});
