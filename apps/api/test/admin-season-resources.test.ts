import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchDetails, players, playerMatchStats, seasonTeams, teams } from '../src/db/schema/index.ts';
import { adminApi, auditRows, fieldsOf } from './helpers/admin-api.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

describe('back office: seasons, teams, players, matches, venues, pages, videos', () => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let adminId: number;
  const ids = { season: 0, old: 0, a: 0, b: 0, c: 0, venue: 0, player: 0, match: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, 'staff', { role: 'admin' });
    adminId = admin.user.id;
    api = adminApi(t.app, admin.headers);
  });
  afterAll(() => t.close());

  it('creates seasons; making one current unmarks the other', async () => {
    const old = await api('POST', 'seasons/', { name: 'Сезон 2024/25', year: '2024/25', is_current: true });
    expect(old.status).toBe(200);
    ids.old = old.body.data.item.id;
    const season = await api('POST', 'seasons/', {
      name: 'Сезон 2025/26',
      year: '2025/26',
      is_current: true,
    });
    ids.season = season.body.data.item.id;
    expect(season.body.data.item).toMatchObject({ name: 'Сезон 2025/26', is_current: true });
    expect((await api('GET', `seasons/${ids.old}/`)).body.data.item.is_current).toBe(false);
    const current = await api('GET', 'seasons/?is_current=true');
    expect(current.body.data).toMatchObject({ total: 1, items: [{ id: ids.season }] });
    const [row] = await auditRows(t.db, 'season', ids.season);
    expect(row).toMatchObject({ userId: adminId, action: 'season.create' });
    expect((row!.data as { after: { name: string } }).after.name).toBe('Сезон 2025/26');
  });

  it('creates teams with a logo; a second team of the same name is refused', async () => {
    const make = async (name: string) =>
      api('POST', 'teams/', { name, short_name: name.slice(0, 3), logo: '/uploads/2026/01/a.png' });
    ids.a = (await make('Алмаз')).body.data.item.id;
    ids.b = (await make('Берёза')).body.data.item.id;
    ids.c = (await make('Вымпел')).body.data.item.id;
    expect((await api('GET', `teams/${ids.a}/`)).body.data.item).toMatchObject({
      name: 'Алмаз',
      short_name: 'Алм',
      logo_white: '/uploads/2026/01/a.png',
    });
    const again = await make('Алмаз');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([{ field: 'name', message: 'Команда с таким названием уже есть' }]);
    const badLogo = await api('PATCH', `teams/${ids.a}/`, { logo: 'javascript:alert(1)' });
    expect(badLogo.status).toBe(422);
    expect(fieldsOf(badLogo.body)).toEqual(['logo']);
  });

  it('lists with paging, sorting, search and a total; an unknown sort field is a 422', async () => {
    const page = await api('GET', 'teams/?per_page=2&page=2&sort=name&order=ASC');
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Вымпел']);
    const desc = await api('GET', 'teams/?sort=name&order=DESC&per_page=1');
    expect(desc.body.data.items[0].name).toBe('Вымпел');
    const found = await api('GET', 'teams/?q=бер');
    expect(found.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Берёза']);
    const many = await api('GET', `teams/?id=${ids.a}&id=${ids.c}&sort=id`);
    expect(many.body.data.items.map((i: { id: number }) => i.id)).toEqual([ids.a, ids.c]);
    const badSort = await api('GET', 'teams/?sort=password');
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors[0]).toEqual({
      field: 'sort',
      message: 'Список нельзя сортировать по полю «password»',
    });
    expect((await api('GET', 'teams/?per_page=101')).status).toBe(422);
    expect((await api('GET', 'teams/abc/')).status).toBe(404);
  });

  it('validates players: price on the 0.5 step, an existing team, a known status', async () => {
    const good = await api('POST', 'players/', {
      name: 'Иван',
      surname: 'Петров',
      field_position: 3,
      team_id: ids.a,
      price: 6.5,
      photo: '/uploads/2026/01/p.png',
      external_url: 'https://example.test/petrov',
    });
    expect(good.status).toBe(200);
    ids.player = good.body.data.item.id;
    expect(good.body.data.item).toMatchObject({ team_name: 'Алмаз', price: 6.5, status: 'active' });

    const bad = await api('POST', 'players/', {
      name: 'Пётр',
      surname: 'Сидоров',
      field_position: 2,
      team_id: 999999,
      price: 6.3,
      status: 'retired',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { field: 'price', message: 'Цена должна быть больше 0, не больше 100 и кратна 0,5 (например, 5,5)' },
      { field: 'status', message: 'Статус игрока: active, injury, potential_injury или disqualified' },
      { field: 'team_id', message: 'Такой команды нет' },
    ]);
    const wrongType = await api('POST', 'players/', {
      name: 'X',
      surname: 'Y',
      field_position: 7,
      price: 'дорого',
    });
    expect(wrongType.status).toBe(422);
    expect(fieldsOf(wrongType.body)).toEqual(expect.arrayContaining(['field_position', 'price']));
    expect(await t.db.select().from(players)).toHaveLength(1);

    const moved = await api('PATCH', `players/${ids.player}/`, { team_id: ids.b, price: 7 });
    expect(moved.body.data.item).toMatchObject({
      team_id: ids.b,
      team_name: 'Берёза',
      price: 7,
      surname: 'Петров',
    });
    const offStep = await api('PATCH', `players/${ids.player}/`, { price: 7.25 });
    expect(offStep.status).toBe(422);
    const [audit] = await auditRows(t.db, 'player', ids.player);
    expect(audit!.action).toBe('player.update');
    expect(audit!.data).toMatchObject({
      before: { team_id: ids.a, price: 6.5 },
      after: { team_id: ids.b, price: 7 },
    });
    const filtered = await api('GET', `players/?team_id=${ids.b}&field_position=3`);
    expect(filtered.body.data.total).toBe(1);
  });

  it('creates venues and matches (Moscow kick-off sent as UTC), with venue and ticket link', async () => {
    ids.venue = (await api('POST', 'venues/', { name: 'Арена Север', city: 'Москва' })).body.data.item.id;
    const match = await api('POST', 'matches/', {
      tour: 1,
      starts_at: '2026-05-02T16:00:00+03:00',
      home_team_id: ids.a,
      guest_team_id: ids.b,
      venue_id: ids.venue,
      ticket_url: 'https://tickets.example.test/1',
    });
    expect(match.status).toBe(200);
    ids.match = match.body.data.item.id;
    expect(match.body.data.item).toMatchObject({
      season_id: ids.season,
      tour: 1,
      starts_at: '2026-05-02T13:00:00.000Z',
      home_team_name: 'Алмаз',
      guest_team_name: 'Берёза',
      venue_id: ids.venue,
      ticket_url: 'https://tickets.example.test/1',
      is_finished: false,
      stats_count: 0,
    });
    // Both clubs now take part in the season (the public league table lists them).
    const inSeason = await t.db.select().from(seasonTeams).where(eq(seasonTeams.seasonId, ids.season));
    expect(inSeason.map((r) => r.teamId).sort()).toEqual([ids.a, ids.b].sort());
    const byTeam = await api('GET', `matches/?team_id=${ids.b}&tour=1`);
    expect(byTeam.body.data.total).toBe(1);
  });

  it('refuses a bad match: bad date, a team that does not exist, a team against itself, a javascript: link', async () => {
    const bad = await api('POST', 'matches/', {
      tour: 1,
      starts_at: '32.05.2026 18:00',
      home_team_id: ids.a,
      guest_team_id: 999999,
      ticket_url: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { field: 'starts_at', message: 'Укажите дату и время в формате ГГГГ-ММ-ДДTЧЧ:ММ (ISO 8601)' },
      { field: 'guest_team_id', message: 'Такой команды нет' },
      { field: 'ticket_url', message: 'Ссылка должна начинаться с http:// или https://' },
    ]);
    const same = await api('PATCH', `matches/${ids.match}/`, { guest_team_id: ids.a });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([
      { field: 'guest_team_id', message: 'Команда не может играть сама с собой' },
    ]);
    const impossible = await api('PATCH', `matches/${ids.match}/`, { starts_at: '2026-02-30T10:00:00Z' });
    expect(impossible.status).toBe(422);
    expect((await api('GET', `matches/${ids.match}/`)).body.data.item.guest_team_id).toBe(ids.b);
  });

  it('edits a match: new kick-off, venue cleared', async () => {
    const res = await api('PATCH', `matches/${ids.match}/`, {
      starts_at: '2026-05-03T12:30:00Z',
      venue_id: null,
    });
    expect(res.body.data.item).toMatchObject({ starts_at: '2026-05-03T12:30:00.000Z', venue_id: null });
    const [details] = await t.db.select().from(matchDetails).where(eq(matchDetails.matchId, ids.match));
    expect(details).toMatchObject({ venueId: null, ticketUrl: 'https://tickets.example.test/1' });
  });

  it('refuses deletes that are referenced (409) and leaves no audit row for them', async () => {
    await t.db
      .insert(playerMatchStats)
      .values({ matchId: ids.match, playerId: ids.player, teamId: ids.b, minutes: 90 });
    const auditBefore = (await auditRows(t.db, 'team')).length;
    const team = await api('DELETE', `teams/${ids.b}/`);
    expect(team.status).toBe(409);
    expect(team.body.message).toBe('Команду нельзя удалить: у неё есть игроки или матчи');
    const player = await api('DELETE', `players/${ids.player}/`);
    expect(player.status).toBe(409);
    const match = await api('DELETE', `matches/${ids.match}/`);
    expect(match.status).toBe(409);
    expect(match.body.message).toBe('Матч нельзя удалить: на него есть прогнозы, статистика или результат');
    const season = await api('DELETE', `seasons/${ids.season}/`);
    expect(season.status).toBe(409);
    expect((await auditRows(t.db, 'team')).length).toBe(auditBefore);
    // Teams of a match with statistics keep their places.
    const swap = await api('PATCH', `matches/${ids.match}/`, { guest_team_id: ids.c });
    expect(swap.status).toBe(422);
    expect(swap.body.message).toBe('У матча уже есть статистика игроков: команды матча менять нельзя');

    const unused = await api('DELETE', `teams/${ids.c}/`);
    expect(unused.status).toBe(200);
    expect(unused.body.data.item.name).toBe('Вымпел');
    expect(await t.db.select().from(teams).where(eq(teams.id, ids.c))).toEqual([]);
    expect((await auditRows(t.db, 'team', ids.c))[0]).toMatchObject({ action: 'team.delete' });
    expect((await api('DELETE', `teams/${ids.c}/`)).status).toBe(404);
    await api('POST', 'venues/', { name: 'Запасное поле' });
    const venue = await api('PATCH', `matches/${ids.match}/`, { venue_id: ids.venue });
    expect(venue.status).toBe(200);
    expect((await api('DELETE', `venues/${ids.venue}/`)).status).toBe(409);
  });

  it('edits site pages as plain text; footer pages cannot be deleted', async () => {
    const page = await api('POST', 'pages/', {
      slug: 'agreement',
      title: 'Пользовательское соглашение',
      body: '## Общие положения\n\n<script>alert(1)</script> остаётся текстом',
    });
    expect(page.status).toBe(200);
    expect(page.body.data.item.id).toBe('agreement');
    const pub = await t.app.inject('/v1/pages/agreement/');
    expect(pub.statusCode).toBe(200);
    expect(JSON.stringify(pub.json())).toContain('остаётся текстом');
    expect((await api('POST', 'pages/', { slug: 'Bad Slug', title: 'x', body: 'y' })).status).toBe(422);
    expect((await api('POST', 'pages/', { slug: 'agreement', title: 'x', body: 'y' })).status).toBe(409);
    const edited = await api('PATCH', 'pages/agreement/', { title: 'Соглашение' });
    expect(edited.body.data.item).toMatchObject({ title: 'Соглашение', slug: 'agreement' });
    const del = await api('DELETE', 'pages/agreement/');
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      'Эта страница открывается из подвала сайта: её можно изменить, но не удалить',
    );
    await api('POST', 'pages/', { slug: 'faq', title: 'Вопросы', body: 'Текст' });
    expect((await api('DELETE', 'pages/faq/')).status).toBe(200);
  });

  it('keeps match videos: web links only, an existing match', async () => {
    const video = await api('POST', 'videos/', {
      match_id: ids.match,
      kind: 'highlights',
      title: 'Лучшие моменты',
      url: 'https://video.example.test/1',
    });
    expect(video.status).toBe(200);
    expect(video.body.data.item).toMatchObject({ match_name: 'Алмаз — Берёза', tour: 1, kind: 'highlights' });
    const bad = await api('POST', 'videos/', {
      match_id: 999999,
      kind: 'trailer',
      title: 'x',
      url: 'ftp://x',
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['match_id', 'kind', 'url']);
    expect((await api('GET', `videos/?match_id=${ids.match}`)).body.data.total).toBe(1);
    expect((await api('DELETE', `videos/${video.body.data.item.id}/`)).status).toBe(200);
  });
});
