/**
 * Issue 23 §4: a link to a general rating's best squad of one tour. The rating page's panel
 * (BestSquadPanel) opens on the tour the query names and scrolls itself into view.
 */
export const BEST_STAGE_PARAM = 'best_stage';

export const bestSquadPath = (leagueId: number, champId: number, stageId: number) =>
  `/game/fantasy/${leagueId}/rating/${champId}/?${BEST_STAGE_PARAM}=${stageId}`;
