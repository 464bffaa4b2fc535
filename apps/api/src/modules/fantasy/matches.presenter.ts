import type { FantasyClub, FantasyMatch } from '@mliga/contract';
import { formatDate, formatTime } from '@mliga/domain';
import type { BestPlayerRow, ClubRow, MatchRow } from './matches.queries.ts';

export const presentClub = (club: ClubRow): FantasyClub => ({
  id: club.id,
  name: club.name,
  short_name: club.shortName,
  logo: club.logo,
  logo_white: club.logoWhite,
});

export const fioOf = (p: { name: string; surname: string }) => `${p.surname} ${p.name}`;

const presentBest = (p: BestPlayerRow | null) =>
  p ? { id: p.id, name: p.name, surname: p.surname, fio: fioOf(p), photo: p.photo } : null;

/** spec 2 §3 Match; the champ is the real league's season. */
export function presentMatch(row: MatchRow, champ: { id: number; name: string }): FantasyMatch {
  const { match } = row;
  const date = formatDate(match.startsAt);
  return {
    id: match.id,
    champ,
    team1: { ...presentClub(row.home), best_player: presentBest(row.homeBest) },
    team2: { ...presentClub(row.guest), best_player: presentBest(row.guestBest) },
    date: { short: date.slice(0, 5), full: date },
    tour: match.tour,
    time: formatTime(match.startsAt),
    score1: match.isFinished ? match.homeScore : null,
    score2: match.isFinished ? match.guestScore : null,
    external_url: match.externalUrl,
  };
}
