import { describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider.ts';
import { createHttp, type ErrorBody } from './http.ts';
import { fail, fakeApi, ok } from '../test/fake-api.ts';

const player = {
  id: 7,
  name: 'Иван',
  surname: 'Петров',
  nickname: null,
  field_position: 3,
  team_id: 2,
  team_name: 'Амкал',
  price: 6.5,
  status: 'active',
  photo: null,
  external_url: null,
};

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const http = createHttp({ fetch: api.fetch, token: () => 'key-123' });
  return { provider: createDataProvider(http), sent: api.sent };
}

describe('data provider over the admin REST conventions', () => {
  it('lists a page with sorting, search and field filters, and reads items and total', async () => {
    const { provider, sent } = setup({ 'GET /v1/admin/players/': ok({ items: [player], total: 41 }) });
    const result = await provider.getList('players', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'price', order: 'DESC' },
      filter: { q: 'Петр', team_id: 2, field_position: 3, status: '' },
    });
    expect(result).toEqual({ data: [player], total: 41 });
    const [request] = sent;
    expect(request!.method).toBe('GET');
    expect(Object.fromEntries(request!.query)).toEqual({
      q: 'Петр',
      team_id: '2',
      field_position: '3',
      page: '2',
      per_page: '25',
      sort: 'price',
      order: 'DESC',
    });
    expect(request!.headers.Authorization).toBe('Bearer key-123');
  });

  it('never asks for more than 100 rows a page', async () => {
    const { provider, sent } = setup({ 'GET /v1/admin/teams/': ok({ items: [], total: 0 }) });
    await provider.getList('teams', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sent[0]!.query.get('per_page')).toBe('100');
  });

  it('reads one record, escaping a natural key in the path', async () => {
    const page = {
      id: 'privacy policy',
      slug: 'privacy policy',
      title: 'T',
      body: 'B',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const { provider, sent } = setup({ 'GET /v1/admin/pages/privacy%20policy/': ok({ item: page }) });
    expect((await provider.getOne('pages', { id: 'privacy policy' })).data).toEqual(page);
    expect(sent[0]!.path).toBe('/v1/admin/pages/privacy%20policy/');
  });

  it('gets many by repeating the id filter, 100 ids a call', async () => {
    const { provider, sent } = setup({
      'GET /v1/admin/teams/': (request) =>
        ok({ items: request.query.getAll('id').map((id) => ({ id: Number(id) })), total: 0 }),
    });
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    const { data } = await provider.getMany('teams', { ids: [...ids, 1] });
    expect(data.map((t) => t.id)).toEqual(ids);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.query.getAll('id')).toHaveLength(100);
    expect(sent[1]!.query.get('per_page')).toBe('50');
  });

  it('gets the records that reference another by filtering on the target field', async () => {
    const { provider, sent } = setup({
      'GET /v1/admin/predictor-events/': ok({ items: [{ id: 3 }], total: 1 }),
    });
    const result = await provider.getManyReference('predictor-events', {
      target: 'stage_id',
      id: 12,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'sort_order', order: 'ASC' },
      filter: { kind: 'question' },
    });
    expect(result).toEqual({ data: [{ id: 3 }], total: 1 });
    expect(sent[0]!.query.get('stage_id')).toBe('12');
    expect(sent[0]!.query.get('kind')).toBe('question');
  });

  it('uploads a new image first and creates the record with its address', async () => {
    const { provider, sent } = setup({
      'POST /v1/admin/uploads/': ok({ url: '/uploads/2026/05/abc.png', content_type: 'image/png', size: 4 }),
      'POST /v1/admin/teams/': (request) => ok({ item: { id: 9, ...(request.json as object) } }),
    });
    const rawFile = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const { data } = await provider.create('teams', {
      data: {
        name: 'Амкал',
        short_name: 'АМК',
        logo: { rawFile, src: 'blob:x', title: 'logo.png' },
        logo_white: { src: '/uploads/old.png' },
      },
    });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/admin/uploads/',
      'POST /v1/admin/teams/',
    ]);
    expect((sent[0]!.form!.get('file') as File).name).toBe('logo.png');
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
    expect(sent[1]!.json).toEqual({
      name: 'Амкал',
      short_name: 'АМК',
      logo: '/uploads/2026/05/abc.png',
      logo_white: '/uploads/old.png',
    });
    expect(data).toMatchObject({ id: 9, logo: '/uploads/2026/05/abc.png' });
  });

  it('uploads images nested in a list (question variants)', async () => {
    const { provider, sent } = setup({
      'POST /v1/admin/uploads/': ok({ url: '/uploads/v.webp', content_type: 'image/webp', size: 1 }),
      'POST /v1/admin/predictor-events/': (request) => ok({ item: { id: 1, ...(request.json as object) } }),
    });
    const rawFile = new File(['x'], 'v.webp', { type: 'image/webp' });
    await provider.create('predictor-events', {
      data: {
        stage_id: 1,
        kind: 'question',
        variants: [
          { name: 'Да', image: { rawFile } },
          { name: 'Нет', image: null },
        ],
      },
    });
    expect((sent[1]!.json as { variants: unknown }).variants).toEqual([
      { name: 'Да', image: '/uploads/v.webp' },
      { name: 'Нет', image: null },
    ]);
  });

  it('updates with PATCH carrying only the changed fields', async () => {
    const { provider, sent } = setup({
      'PATCH /v1/admin/players/7/': (request) => ok({ item: { ...player, ...(request.json as object) } }),
    });
    const { data } = await provider.update('players', {
      id: 7,
      data: { ...player, price: 7, status: 'injury' },
      previousData: player,
    });
    expect(sent[0]!.json).toEqual({ price: 7, status: 'injury' });
    expect(data).toMatchObject({ id: 7, price: 7, status: 'injury' });
  });

  it('sends nothing when the form changed nothing', async () => {
    const { provider, sent } = setup({});
    const { data } = await provider.update('players', { id: 7, data: { ...player }, previousData: player });
    expect(sent).toHaveLength(0);
    expect(data).toEqual(player);
  });

  it('deletes and answers the deleted record', async () => {
    const { provider } = setup({ 'DELETE /v1/admin/venues/4/': ok({ item: { id: 4, name: 'Арена' } }) });
    expect((await provider.delete('venues', { id: 4, previousData: { id: 4 } })).data).toEqual({
      id: 4,
      name: 'Арена',
    });
  });

  it('rejects with the Russian message and the field errors a form shows next to its inputs', async () => {
    const { provider } = setup({
      'POST /v1/admin/players/': fail(422, 'Цена должна быть кратна 0,5', [
        { field: 'price', message: 'Цена должна быть кратна 0,5' },
        { field: 'team_id', message: 'Такой команды нет' },
      ]),
    });
    const error = await provider
      .create('players', { data: { price: 6.3, team_id: 999 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Цена должна быть кратна 0,5', status: 422 });
    const body = (error as { body: ErrorBody }).body;
    expect(body.errors).toEqual({
      price: 'Цена должна быть кратна 0,5',
      team_id: 'Такой команды нет',
      root: { serverError: 'Цена должна быть кратна 0,5' },
    });
    expect(body.list).toHaveLength(2);
  });

  it('passes on a refusal of a referenced record (409) with its message', async () => {
    const { provider } = setup({
      'DELETE /v1/admin/teams/2/': fail(409, 'Команду нельзя удалить: у неё есть матчи'),
    });
    await expect(provider.delete('teams', { id: 2 })).rejects.toMatchObject({
      status: 409,
      message: 'Команду нельзя удалить: у неё есть матчи',
    });
  });

  it('runs a record action and answers its data and message', async () => {
    const { provider, sent } = setup({
      'POST /v1/admin/fantasy-stages/5/score/': ok({ id: 5, teams: 10 }, 'Очки тура подсчитаны'),
    });
    const result = await provider.action('fantasy-stages', 5, 'score');
    expect(result).toEqual({ data: { id: 5, teams: 10 }, message: 'Очки тура подсчитаны' });
    expect(sent[0]!.json).toEqual({});
  });

  it("reads a match's result sheet and saves its result through the result route", async () => {
    const sheet = { id: 9, home_score: null, guest_score: null, is_finished: false, stats: [] };
    const saved = { id: 9, home_score: 2, guest_score: 1, is_finished: true, stats_count: 0 };
    const { provider, sent } = setup({
      'GET /v1/admin/matches/9/result/': ok(sheet),
      'POST /v1/admin/matches/9/result/': ok(saved, 'Результат сохранён'),
    });
    expect(await provider.getMatchResult(9)).toEqual(sheet);
    const body = { home_score: 2, guest_score: 1, stats: [] };
    expect(await provider.saveMatchResult(9, body)).toEqual({ data: saved, message: 'Результат сохранён' });
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(sent[1]!.json).toEqual(body);
  });
});
