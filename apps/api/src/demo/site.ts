import * as schema from '../db/schema/index.ts';
import { CURRENT_TOUR, type DemoMatch } from './fixtures.ts';
import { insertAll, type Tx } from './insert.ts';
import { buildPastSeasons, type PastSeasonsPlan } from './past-seasons.ts';
import type { PlayedMatch } from './stats.ts';
import { DEMO_PAGES } from './site-pages.ts';
import { findTeam } from './teams.ts';

const DAY = 86_400_000;
/** Ticket sales open about a month ahead: the current tour and the next three. */
const TICKET_TOURS = 4;

/** Each club's home ground (invented), by team id. */
const VENUES: ReadonlyArray<{ teamId: number; name: string; address: string }> = [
  { teamId: 1, name: 'Стадион «Полярный»', address: 'ул. Портовая, 12' },
  { teamId: 2, name: 'Арена «Медиапарк»', address: 'Студийный пр., 5' },
  { teamId: 3, name: 'Стадион «Бетонка»', address: 'ул. Строителей, 40' },
  { teamId: 4, name: 'Стадион «Октан»', address: 'ул. Заводская, 7' },
  { teamId: 5, name: 'Манеж «Пиксель»', address: 'Цифровая ул., 3' },
  { teamId: 6, name: 'Стадион «Совиное гнездо»', address: 'Ночной пер., 9' },
  { teamId: 7, name: 'Стадион «Китовый»', address: 'ул. Горная, 21' },
  { teamId: 8, name: 'Стадион «Волжский берег»', address: 'Набережная ул., 15' },
  { teamId: 9, name: 'Арена «Сокол»', address: 'Сетевая ул., 1' },
  { teamId: 10, name: 'Манеж «Мамонт»', address: 'ул. Мерзлотная, 6' },
  { teamId: 11, name: 'Стадион «Гранит»', address: 'Каменный пр., 30' },
  { teamId: 12, name: 'Стадион «Экспресс»', address: 'Вокзальная ул., 2' },
];

export type SitePlan = {
  past: PastSeasonsPlan;
  venues: (typeof schema.venues.$inferInsert)[];
  details: (typeof schema.matchDetails.$inferInsert)[];
  videos: (typeof schema.matchVideos.$inferInsert)[];
  pages: (typeof schema.sitePages.$inferInsert)[];
};

/**
 * The league site's demo data: two finished past seasons, home grounds, ticket
 * links for the next tours, videos of the played matches and the two text pages.
 * Every address is on an invented .example domain; nothing is embedded.
 */
export function buildSitePlan(opts: {
  now: Date;
  seasonId: number;
  seasonYear: string;
  matches: readonly DemoMatch[];
  played: readonly PlayedMatch[];
}): SitePlan {
  const past = buildPastSeasons({
    currentSeasonId: opts.seasonId,
    currentYear: opts.seasonYear,
    matches: opts.matches,
    firstMatchId: Math.max(...opts.matches.map((m) => m.id)) + 1,
  });
  const venues = VENUES.map((v, i) => ({
    id: i + 1,
    name: v.name,
    city: findTeam(v.teamId).city,
    address: v.address,
  }));
  const venueOf = new Map(VENUES.map((v, i) => [v.teamId, i + 1]));
  const yearSlug = opts.seasonYear.replace('/', '-');

  const details: SitePlan['details'] = [
    ...opts.matches.map((m) => ({
      matchId: m.id,
      venueId: venueOf.get(m.homeTeamId) ?? null,
      ticketUrl:
        m.tour >= CURRENT_TOUR && m.tour < CURRENT_TOUR + TICKET_TOURS
          ? `https://tickets.mliga.example/${yearSlug}/matches/${m.id}/`
          : null,
      updatedAt: opts.now,
    })),
    ...past.matches.map((m) => ({
      matchId: m.id as number,
      venueId: venueOf.get(m.homeTeamId) ?? null,
      ticketUrl: null,
      updatedAt: opts.now,
    })),
  ];

  const byId = new Map(opts.matches.map((m) => [m.id, m]));
  const videos: SitePlan['videos'] = [];
  for (const p of opts.played) {
    const m = byId.get(p.matchId);
    if (!m) continue;
    const home = findTeam(m.homeTeamId).name;
    const guest = findTeam(m.guestTeamId).name;
    const base = `https://video.mliga.example/${yearSlug}/tour-${m.tour}/match-${m.id}`;
    const publishedAt = new Date(m.startsAt.getTime() + DAY);
    videos.push({
      matchId: m.id,
      kind: 'review',
      title: `Обзор матча «${home}» — «${guest}» ${p.homeScore}:${p.guestScore}`,
      url: `${base}/review/`,
      position: 0,
      publishedAt,
    });
    if (p.homeScore + p.guestScore >= 3) {
      videos.push({
        matchId: m.id,
        kind: 'highlights',
        title: `Все голы: «${home}» — «${guest}»`,
        url: `${base}/goals/`,
        position: 1,
        publishedAt,
      });
    }
    if (m.id % 3 === 0) {
      videos.push({
        matchId: m.id,
        kind: 'interview',
        title: `Тренеры после матча «${home}» — «${guest}»`,
        url: `${base}/interview/`,
        position: 2,
        publishedAt,
      });
    }
  }

  const pages = DEMO_PAGES.map((p) => ({ ...p, updatedAt: opts.now }));
  return { past, venues, details, videos, pages };
}

/** Inserts the site plan; the current season, its teams and matches are already there. */
export async function insertSitePlan(tx: Tx, plan: SitePlan) {
  await insertAll(tx, schema.seasons, plan.past.seasons);
  await insertAll(tx, schema.seasonTeams, plan.past.seasonTeams);
  await insertAll(tx, schema.matches, plan.past.matches);
  await insertAll(tx, schema.venues, plan.venues);
  await insertAll(tx, schema.matchDetails, plan.details);
  await insertAll(tx, schema.matchVideos, plan.videos);
  await insertAll(tx, schema.sitePages, plan.pages);
}
