/**
 * Query keys of the fantasy game, every screen's in one place: a change on one screen refreshes
 * another's answers by these prefixes (a league joined refreshes the ratings and the pickers).
 * Answers that depend on who asks carry the user id (0 for a visitor), so a sign-in or sign-out
 * never shows someone else's data. The `…All` keys are prefixes for invalidation.
 */
export const fantasyKeys = {
  all: ['fantasy'] as const,

  // Squad builder (squad/api.ts).
  stages: (leagueId: number, userId: number) => ['fantasy', 'stages', leagueId, userId] as const,
  mySquadAll: (stageId: number) => ['fantasy', 'my-squad', stageId] as const,
  mySquad: (stageId: number, userId: number) => ['fantasy', 'my-squad', stageId, userId] as const,
  matches: (stageId: number) => ['fantasy', 'matches', stageId] as const,
  players: (leagueId: number, stageId: number, filters: object) =>
    ['fantasy', 'players', leagueId, stageId, filters] as const,
  player: (leagueId: number, playerId: number, page: number, stageId: number) =>
    ['fantasy', 'player', leagueId, playerId, page, stageId] as const,
  statGraph: (leagueId: number, playerId: number, field: string) =>
    ['fantasy', 'stat-graph', leagueId, playerId, field] as const,

  // Other teams' squads (squad-view/api.ts).
  bestSquad: (champId: number, stageId: number) => ['fantasy', 'best-squad', champId, stageId] as const,
  teamSquad: (stageId: number, teamId: number, userId: number) =>
    ['fantasy', 'team-squad', stageId, teamId, userId] as const,

  // Ratings (rating/api.ts): the champ's id is third, which the placeholder of the next page reads.
  ratingAll: ['fantasy', 'rating'] as const,
  rating: (champId: number, state: object, userId: number) =>
    ['fantasy', 'rating', champId, state, userId] as const,
  /** Issue 23 §3: the roll of a rating's tour winners (a user league's: its members only). */
  tourWinners: (champId: number, userId: number) =>
    ['fantasy', 'rating', champId, 'winners', userId] as const,

  // The user's champs: the rating's league picker (by league id) and "My leagues" ('active').
  myChampsAll: ['fantasy', 'my-champs'] as const,
  myChamps: (league: number | 'active', userId: number) => ['fantasy', 'my-champs', league, userId] as const,
  inviteAll: ['fantasy', 'invite'] as const,
  invite: (hash: string, userId: number) => ['fantasy', 'invite', hash, userId] as const,

  // H2H tournaments (h2h/api.ts). A private one answers its members only: every read names its reader.
  h2hAll: ['fantasy', 'h2h'] as const,
  h2hList: (userId: number) => ['fantasy', 'h2h', 'list', userId] as const,
  h2hDetails: (id: number, userId: number) => ['fantasy', 'h2h', 'details', id, userId] as const,
  h2hMatches: (id: number, userId: number) => ['fantasy', 'h2h', 'matches', id, userId] as const,
  h2hMatch: (matchId: number, userId: number) => ['fantasy', 'h2h', 'match', matchId, userId] as const,

  rules: ['fantasy', 'rules'] as const,
  stat: (leagueId: number | null, userId: number) => ['fantasy', 'stat', leagueId, userId] as const,
  debrief: (stageId: number, userId: number) => ['fantasy', 'debrief', stageId, userId] as const,
};
