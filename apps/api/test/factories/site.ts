import type { Db } from '../../src/db/connect.ts';
import {
  matchDetails,
  matches,
  matchVideos,
  playerMatchStats,
  players,
  seasons,
  seasonTeams,
  sitePages,
  teams,
  venues,
} from '../../src/db/schema/index.ts';

export const DAY = 86_400_000;

export const CURRENT = 2;
export const PAST = 1;
export const OLDER = 3;

/** Team ids: the names sort in this order. */
export const ALMAZ = 1;
export const BEREZA = 2;
export const VYMPEL = 3;
export const GRANIT = 4;

const team = (id: number, name: string, city: string | null) => ({
  id,
  name,
  shortName: name.slice(0, 4),
  city,
  logo: `/logos/${id}.svg`,
  logoWhite: `/logos/${id}-white.svg`,
});

const player = (
  id: number,
  teamId: number | null,
  name: string,
  surname: string,
  fieldPosition: number,
  extra: Partial<typeof players.$inferInsert> = {},
) => ({ id, teamId, name, surname, fieldPosition, price: 5, ...extra });

type Line = Partial<typeof playerMatchStats.$inferInsert> & {
  matchId: number;
  playerId: number;
  teamId: number;
};
const line = (l: Line) => ({ minutes: 90, ...l });

/**
 * A small league with a hand-computed table. Current season 2 (four clubs, four tours):
 *   T1  Алмаз 1–1 Берёза, Вымпел 0–0 Гранит
 *   T2  Берёза 5–0 Вымпел, Гранит 0–3 Алмаз
 *   T3  Гранит 1–0 Берёза (played), Алмаз – Вымпел (tomorrow)
 *   T4  Берёза – Алмаз, Гранит – Вымпел (next week)
 * Алмаз, Гранит and Берёза all have 4 points; among them Алмаз took 4, Гранит 3 and
 * Берёза 1, so Гранит is second despite the worst goal difference of the three.
 * Past season 1 (2024/25) is complete: Вымпел champion on goal difference after a
 * level head-to-head; season 3 (2023/24) has a match never played, so no champion.
 */
export async function seedSiteLeague(db: Db, now: Date) {
  const at = (days: number, hour = 15) => new Date(now.getTime() + days * DAY + (hour - 15) * 3_600_000);
  await db.insert(seasons).values([
    { id: PAST, name: 'Сезон 2024/25', year: '2024/25', isCurrent: false },
    { id: CURRENT, name: 'Сезон 2025/26', year: '2025/26', isCurrent: true },
    { id: OLDER, name: 'Сезон 2023/24', year: '2023/24', isCurrent: false },
  ]);
  await db
    .insert(teams)
    .values([
      team(ALMAZ, 'Алмаз', 'Москва'),
      team(BEREZA, 'Берёза', 'Тверь'),
      team(VYMPEL, 'Вымпел', null),
      team(GRANIT, 'Гранит', 'Пермь'),
    ]);
  await db
    .insert(seasonTeams)
    .values([
      ...[ALMAZ, BEREZA, VYMPEL, GRANIT].map((teamId) => ({ seasonId: CURRENT, teamId })),
      ...[ALMAZ, BEREZA, VYMPEL].map((teamId) => ({ seasonId: PAST, teamId })),
      ...[ALMAZ, BEREZA].map((teamId) => ({ seasonId: OLDER, teamId })),
    ]);
  await db
    .insert(players)
    .values([
      player(1, ALMAZ, 'Иван', 'Быстров', 4),
      player(2, ALMAZ, 'Олег', 'Стенин', 1, { photo: '/photos/2.jpg' }),
      player(3, BEREZA, 'Пётр', 'Ударов', 3),
      player(4, BEREZA, 'Сергей', 'Тихий', 2, { nickname: 'Тихоня', status: 'injury' }),
      player(5, GRANIT, 'Антон', 'Быстров', 4),
      player(6, VYMPEL, 'Глеб', 'Запасной', 3, { status: 'disqualified' }),
      player(7, null, 'Старый', 'Ветеран', 2),
      ...Array.from({ length: 20 }, (_, i) =>
        player(101 + i, VYMPEL, `Запас ${String(i + 1).padStart(2, '0')}`, 'Яшин', 2),
      ),
    ]);
  const done = { isFinished: true };
  await db.insert(matches).values([
    // Current season.
    {
      id: 1,
      seasonId: CURRENT,
      tour: 1,
      startsAt: at(-14),
      homeTeamId: ALMAZ,
      guestTeamId: BEREZA,
      homeScore: 1,
      guestScore: 1,
      ...done,
    },
    {
      id: 2,
      seasonId: CURRENT,
      tour: 1,
      startsAt: at(-14, 17),
      homeTeamId: VYMPEL,
      guestTeamId: GRANIT,
      homeScore: 0,
      guestScore: 0,
      ...done,
    },
    {
      id: 3,
      seasonId: CURRENT,
      tour: 2,
      startsAt: at(-7),
      homeTeamId: BEREZA,
      guestTeamId: VYMPEL,
      homeScore: 5,
      guestScore: 0,
      ...done,
    },
    {
      id: 4,
      seasonId: CURRENT,
      tour: 2,
      startsAt: at(-7, 17),
      homeTeamId: GRANIT,
      guestTeamId: ALMAZ,
      homeScore: 0,
      guestScore: 3,
      ...done,
    },
    {
      id: 5,
      seasonId: CURRENT,
      tour: 3,
      startsAt: at(-1),
      homeTeamId: GRANIT,
      guestTeamId: BEREZA,
      homeScore: 1,
      guestScore: 0,
      ...done,
    },
    { id: 6, seasonId: CURRENT, tour: 3, startsAt: at(1), homeTeamId: ALMAZ, guestTeamId: VYMPEL },
    { id: 7, seasonId: CURRENT, tour: 4, startsAt: at(7), homeTeamId: BEREZA, guestTeamId: ALMAZ },
    { id: 8, seasonId: CURRENT, tour: 4, startsAt: at(7, 17), homeTeamId: GRANIT, guestTeamId: VYMPEL },
    // Past season: Вымпел 4 points (+2), Берёза 4 (+1), Алмаз 0; Вымпел–Берёза 1–1.
    {
      id: 11,
      seasonId: PAST,
      tour: 1,
      startsAt: at(-400),
      homeTeamId: VYMPEL,
      guestTeamId: ALMAZ,
      homeScore: 2,
      guestScore: 0,
      ...done,
    },
    {
      id: 12,
      seasonId: PAST,
      tour: 2,
      startsAt: at(-393),
      homeTeamId: BEREZA,
      guestTeamId: VYMPEL,
      homeScore: 1,
      guestScore: 1,
      ...done,
    },
    {
      id: 13,
      seasonId: PAST,
      tour: 3,
      startsAt: at(-386),
      homeTeamId: ALMAZ,
      guestTeamId: BEREZA,
      homeScore: 0,
      guestScore: 1,
      ...done,
    },
    // Older season, left unfinished.
    {
      id: 21,
      seasonId: OLDER,
      tour: 1,
      startsAt: at(-760),
      homeTeamId: ALMAZ,
      guestTeamId: BEREZA,
      homeScore: 2,
      guestScore: 0,
      ...done,
    },
    { id: 22, seasonId: OLDER, tour: 2, startsAt: at(-753), homeTeamId: BEREZA, guestTeamId: ALMAZ },
  ]);
  await db.insert(playerMatchStats).values([
    line({ matchId: 1, playerId: 1, teamId: ALMAZ, goals: 1 }),
    line({ matchId: 1, playerId: 2, teamId: ALMAZ }),
    line({ matchId: 1, playerId: 3, teamId: BEREZA, goals: 1 }),
    line({ matchId: 1, playerId: 4, teamId: BEREZA, assists: 1, yellowCards: 1 }),
    line({ matchId: 4, playerId: 1, teamId: ALMAZ, goals: 2 }),
    line({ matchId: 4, playerId: 2, teamId: ALMAZ, assists: 1 }),
    line({ matchId: 4, playerId: 5, teamId: GRANIT }),
    line({ matchId: 3, playerId: 3, teamId: BEREZA, minutes: 60, goals: 2, assists: 1 }),
    line({ matchId: 3, playerId: 4, teamId: BEREZA }),
    line({ matchId: 3, playerId: 6, teamId: VYMPEL, minutes: 70, redCards: 1 }),
    line({ matchId: 5, playerId: 5, teamId: GRANIT, goals: 1 }),
    line({ matchId: 5, playerId: 3, teamId: BEREZA }),
    line({ matchId: 5, playerId: 4, teamId: BEREZA, minutes: 45 }),
    // A bench player without minutes does not count as a match.
    line({ matchId: 5, playerId: 101, teamId: VYMPEL, minutes: 0 }),
    // Past season: goals that must not count now.
    line({ matchId: 11, playerId: 6, teamId: VYMPEL, goals: 2 }),
    line({ matchId: 11, playerId: 1, teamId: ALMAZ }),
  ]);
  await db.insert(venues).values([
    { id: 1, name: 'Стадион «Алмазный»', city: 'Москва', address: 'ул. Полевая, 1' },
    { id: 2, name: 'Манеж «Берёзовый»', city: 'Тверь', address: null },
  ]);
  await db.insert(matchDetails).values([
    { matchId: 1, venueId: 1, ticketUrl: 'https://tickets.example/1/' },
    { matchId: 6, venueId: 1, ticketUrl: 'https://tickets.example/6/' },
    { matchId: 7, venueId: 2, ticketUrl: null },
  ]);
  await db.insert(matchVideos).values([
    {
      matchId: 1,
      kind: 'highlights',
      title: 'Голы матча',
      url: 'https://video.example/1/goals',
      position: 1,
      publishedAt: at(-13),
    },
    {
      matchId: 1,
      kind: 'review',
      title: 'Обзор: Алмаз — Берёза',
      url: 'https://video.example/1/review',
      position: 0,
      publishedAt: at(-13),
    },
    {
      matchId: 2,
      kind: 'review',
      title: 'Обзор: Вымпел — Гранит',
      url: 'https://video.example/2/review',
      position: 0,
      publishedAt: at(-13),
    },
    {
      matchId: 4,
      kind: 'interview',
      title: 'Тренер Алмаза',
      url: 'https://video.example/4/interview',
      position: 0,
      publishedAt: at(-6),
    },
  ]);
  await db.insert(sitePages).values([
    {
      slug: 'agreement',
      title: 'Пользовательское соглашение',
      body: '## Кто мы\n\nЛига.\n\n<script>alert(1)</script>',
      updatedAt: new Date('2026-03-01T10:00:00Z'),
    },
  ]);
}
