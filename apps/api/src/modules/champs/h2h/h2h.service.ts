import type { H2hDetails, H2hLineup, H2hList, H2hMatchDetails, H2hMatches } from '@mliga/contract';
import { unspentCoinsBonus } from '@mliga/domain';
import type { Db } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { notFound } from '../../../http/errors.ts';
import {
  carriedOver,
  checkChampReader,
  findActiveLeague,
  findPreviousSquad,
  findSquad,
  findStageContext,
  isMember,
  isStageOpen,
  presentStageSquad,
  type StageContext,
  type StoredSquad,
} from '../../fantasy/index.ts';
import { findChamp, findSeasonLeague, findSeasonTeamOfUser, type ChampRow } from '../champs.queries.ts';
import { h2hMessages } from './h2h.messages.ts';
import {
  landingTour,
  presentH2hChamp,
  presentMatch,
  presentTableRow,
  presentTour,
  resultsByTeam,
} from './h2h.presenter.ts';
import {
  findLiveStagePoints,
  findMatch,
  findSeasonTournaments,
  findSquadCost,
  findStageInfo,
  findTable,
  findTournamentMatches,
  findTournamentTours,
} from './h2h.queries.ts';

/** GET /leagues/active/h2h/: the active season's tournaments with what the user may do. */
export async function listActiveH2h(db: Db, userId: number | null): Promise<H2hList> {
  const league = await findActiveLeague(db);
  if (!league) return { league: null, champs: [] };
  const team = userId === null ? null : await findSeasonTeamOfUser(db, userId, league.seasonId);
  const rows = await findSeasonTournaments(db, league.seasonId, team?.id ?? null);
  const inAnother = rows.some((r) => r.isMember);
  return {
    league: { id: league.id, name: league.name },
    champs: rows.map((row) => presentH2hChamp(row, inAnother)),
  };
}

async function tournamentOrNotFound(db: Db, champId: number) {
  const champ = await findChamp(db, champId);
  if (!champ || champ.game !== 'fantasy' || champ.type !== 'h2h') throw notFound(h2hMessages.notFound);
  return champ;
}

/** The reader's team of the season, once a private tournament has let the reader in (403 otherwise). */
async function readerTeam(db: Db, champ: ChampRow, user: AuthUser | null) {
  const team = user === null ? null : await findSeasonTeamOfUser(db, user.id, champ.seasonId);
  await checkChampReader(db, { champ, user, teamId: team?.id ?? null, refusal: h2hMessages.membersOnly });
  return team;
}

/** GET /h2h/{id}/: the tournament, the tour to open on and the table (a private one: members and admins). */
export async function getH2hDetails(db: Db, user: AuthUser | null, champId: number): Promise<H2hDetails> {
  const champ = await tournamentOrNotFound(db, champId);
  const team = await readerTeam(db, champ, user);
  const [league, tours, table] = await Promise.all([
    findSeasonLeague(db, champ.seasonId),
    findTournamentTours(db, champ.id),
    findTable(db, champ.id),
  ]);
  if (!league) throw notFound(h2hMessages.notFound);
  const member = team ? await isMember(db, champ.id, team.id) : false;
  // Whether the user plays elsewhere decides the join action: the list call's own rule.
  const others = team ? await findSeasonTournaments(db, champ.seasonId, team.id) : [];
  const inAnother = others.some((r) => r.isMember && r.id !== champ.id);
  const landing = landingTour(tours);
  const start = tours[0] ?? (champ.startStageId ? await findStageInfo(db, champ.startStageId) : null);
  return {
    stage: landing ? presentTour(landing) : null,
    champ: {
      ...presentH2hChamp(
        {
          id: champ.id,
          name: champ.name,
          image: champ.image,
          imageWhite: champ.imageWhite,
          isPublic: champ.isPublic,
          size: champ.size ?? 0,
          membersCount: champ.membersCount,
          status: champ.status,
          isMember: member,
        },
        inAnother,
      ),
      league: { id: league.id, name: league.name },
      start_stage: start ? presentTour(start) : null,
    },
    table: table.map(presentTableRow),
    auth_team_id: member && team ? team.id : null,
  };
}

/** GET /h2h/{id}/matches/: every tour of the calendar with its matches and the teams' form. */
export async function getH2hMatches(db: Db, user: AuthUser | null, champId: number): Promise<H2hMatches> {
  const champ = await tournamentOrNotFound(db, champId);
  await readerTeam(db, champ, user);
  const [tours, matches] = await Promise.all([
    findTournamentTours(db, champ.id),
    findTournamentMatches(db, champ.id),
  ]);
  const results = resultsByTeam(matches);
  const unscored = matches.filter((m) => m.score1 === null);
  const live = await findLiveStagePoints(
    db,
    [...new Set(unscored.map((m) => m.stageId))],
    [...new Set(unscored.flatMap((m) => (m.team2Id === null ? [m.team1Id] : [m.team1Id, m.team2Id])))],
  );
  return {
    stages: tours.map((tour) => ({
      ...presentTour(tour),
      matches: matches.filter((m) => m.stageId === tour.id).map((m) => presentMatch(m, results, live)),
    })),
  };
}

/**
 * Points of the players who counted: the starters who played, and the bench players who came on for
 * them; with the unspent-coins bonus they make the team's score (domain scoreStageSquad).
 */
function lineupPoints(
  squad: StoredSquad | null,
  scored: boolean,
  bonus: number | null,
): Omit<H2hLineup, 'squad'> {
  if (!squad || !scored || bonus === null)
    return { start_points: null, substitute_points: null, bonus_points: null };
  const cameOn = new Set(
    squad.entries.flatMap((e) => (e.starter && e.substitutePlayerId ? [e.substitutePlayerId] : [])),
  );
  let start = 0;
  let substitutes = 0;
  for (const e of squad.entries) {
    if (e.starter && e.substitutePlayerId === null) start += e.points ?? 0;
    if (!e.starter && cameOn.has(e.playerId)) substitutes += e.points ?? 0;
  }
  return { start_points: start, substitute_points: substitutes, bonus_points: bonus };
}

/** The squad a team played the tour with: the one saved for it, else the one carried over from before. */
async function playedSquad(
  db: Db,
  context: StageContext,
  fantasyTeamId: number,
): Promise<StoredSquad | null> {
  const saved = await findSquad(db, fantasyTeamId, context.stage.id);
  if (saved) return saved;
  const previous = await findPreviousSquad(db, {
    fantasyTeamId,
    leagueId: context.league.id,
    tour: context.stage.tour,
  });
  return previous && carriedOver(previous);
}

async function lineup(db: Db, context: StageContext, fantasyTeamId: number): Promise<H2hLineup> {
  const squad = await playedSquad(db, context, fantasyTeamId);
  const scored = context.stage.scoredAt !== null && squad?.stageId === context.stage.id;
  const cost = squad && scored ? await findSquadCost(db, squad.id) : null;
  return {
    squad: await presentStageSquad(db, context, squad?.entries ?? []),
    ...lineupPoints(squad, scored, cost === null ? null : unspentCoinsBonus(cost, context.league.budget)),
  };
}

/**
 * GET /h2h/matches/{matchId}/: the match with both lineups once the tour's
 * squads are closed (never earlier: an open squad stays the owner's secret);
 * a private tournament's match only to its members and the admins.
 */
export async function getH2hMatch(
  db: Db,
  user: AuthUser | null,
  matchId: number,
  now: Date,
): Promise<H2hMatchDetails> {
  const match = await findMatch(db, matchId);
  if (!match) throw notFound(h2hMessages.matchNotFound);
  const champ = await findChamp(db, match.champId);
  if (!champ) throw notFound(h2hMessages.matchNotFound);
  await readerTeam(db, champ, user);
  const [context, matches] = await Promise.all([
    findStageContext(db, match.stageId),
    findTournamentMatches(db, match.champId),
  ]);
  if (!context) throw notFound(h2hMessages.matchNotFound);
  const closed = !isStageOpen(context.stage, now);
  const [lineup1, lineup2] = closed
    ? await Promise.all([
        lineup(db, context, match.team1Id),
        match.team2Id === null ? null : lineup(db, context, match.team2Id),
      ])
    : [null, null];
  return {
    match: {
      ...presentMatch(match, resultsByTeam(matches)),
      champ: { id: champ.id, name: champ.name },
      stage: {
        id: context.stage.id,
        tour: context.stage.tour,
        name: context.stage.name,
        status: context.stage.status as 'future' | 'current' | 'past',
      },
    },
    lineups: lineup1 ? { team1: lineup1, team2: lineup2 } : null,
  };
}
