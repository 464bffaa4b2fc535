import type {
  LeagueTableRow,
  SeasonBrief,
  SeasonTour,
  SiteMatch,
  SitePlayerBrief,
  SitePlayerStats,
  SiteTeam,
} from '@mliga/contract';
import { FIELD_POSITION_NAMES, formatDate, formatTime, isFieldPosition, type TableRow } from '@mliga/domain';
import type { MatchRow, TeamRow } from './matches.queries.ts';
import type { SeasonRow, TourRow } from './season.queries.ts';

export const presentSeason = (s: SeasonRow): SeasonBrief => ({
  id: s.id,
  name: s.name,
  year: s.year,
  is_current: s.isCurrent,
});

export const presentTeam = (t: TeamRow): SiteTeam => ({
  id: t.id,
  name: t.name,
  short_name: t.shortName,
  city: t.city,
  logo: t.logo,
});

export function presentTableRow(row: TableRow, team: TeamRow): LeagueTableRow {
  return {
    place: row.place,
    team: presentTeam(team),
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goals_for: row.goalsFor,
    goals_against: row.goalsAgainst,
    goal_difference: row.goalDifference,
    points: row.points,
    form: row.form,
  };
}

export function presentTour(t: TourRow, landingTour: number | null): SeasonTour {
  const status = t.finishedCount === t.matchesCount ? 'past' : t.tour === landingTour ? 'current' : 'future';
  return {
    tour: t.tour,
    name: `Тур ${t.tour}`,
    status,
    start_date: formatDate(t.startsAt),
    stop_date: formatDate(t.stopsAt),
    matches_count: t.matchesCount,
    finished_count: t.finishedCount,
  };
}

const isPlaying = (status: string | undefined): status is 'live' | 'half_time' =>
  status === 'live' || status === 'half_time';

function presentLive({ match, live }: MatchRow): SiteMatch['live'] {
  if (match.isFinished || !isPlaying(live?.status)) return null;
  return {
    status: live.status,
    minute: live.minute,
    home_score: match.homeScore ?? 0,
    guest_score: match.guestScore ?? 0,
  };
}

export function presentMatch(row: MatchRow): SiteMatch {
  const { match } = row;
  return {
    id: match.id,
    season_id: match.seasonId,
    tour: match.tour,
    date: formatDate(match.startsAt),
    time: formatTime(match.startsAt),
    home: presentTeam(row.home),
    guest: presentTeam(row.guest),
    home_score: match.isFinished ? match.homeScore : null,
    guest_score: match.isFinished ? match.guestScore : null,
    is_finished: match.isFinished,
    venue: row.venue,
    // Tickets are sold for matches still to come only.
    ticket_url: match.isFinished ? null : row.ticketUrl,
    live: presentLive(row),
    videos: row.videos.map((v) => ({
      id: v.id,
      kind: v.kind as SiteMatch['videos'][number]['kind'],
      title: v.title,
      url: v.url,
      published_at: formatDate(v.publishedAt),
    })),
  };
}

export function presentPosition(position: number) {
  const names = isFieldPosition(position) ? FIELD_POSITION_NAMES[position] : { name: '', shortName: '' };
  return { id: position, name: names.name, short_name: names.shortName };
}

export type PlayerBriefRow = {
  id: number;
  name: string;
  surname: string;
  nickname: string | null;
  photo: string | null;
  fieldPosition: number;
  status: string;
};

export const presentPlayerBrief = (p: PlayerBriefRow): SitePlayerBrief => ({
  id: p.id,
  name: p.name,
  surname: p.surname,
  nickname: p.nickname,
  photo: p.photo,
  position: presentPosition(p.fieldPosition),
  status: p.status as SitePlayerBrief['status'],
});

export type StatsRow = {
  matches: number;
  minutes: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
};

export const presentStats = (s: StatsRow | null): SitePlayerStats => ({
  matches: s?.matches ?? 0,
  minutes: s?.minutes ?? 0,
  goals: s?.goals ?? 0,
  assists: s?.assists ?? 0,
  yellow_cards: s?.yellowCards ?? 0,
  red_cards: s?.redCards ?? 0,
});
