/** What both games' own-row statements read beside the rating row: the live figures, the tour wins. */
export type OwnRowFigures = {
  live_stage_points: number | null;
  live_points: number | null;
  live_place: number | null;
  wins: number;
  latest: boolean;
};

/** The live row (null while none) and the tour wins, as both games' presenters take them. */
export function ownRowFigures(found: OwnRowFigures) {
  return {
    live:
      found.live_place === null
        ? null
        : { stagePoints: found.live_stage_points!, points: found.live_points!, place: found.live_place },
    wins: { wins: found.wins, latest: found.latest },
  };
}

/**
 * A rating row's tour wins and live figures as both games answer them (the live part only while
 * the row has one); `storedPlace` is the row's stored place (null: not rated yet).
 */
export function presentWinsAndLive(
  wins: { wins: number; latest: boolean } | undefined,
  live: { stagePoints: number; points: number; place: number } | undefined,
  storedPlace: number | null,
) {
  return {
    tour_wins: wins?.wins ?? 0,
    tour_winner: wins?.latest ?? false,
    ...(live
      ? {
          live: {
            stage_points: live.stagePoints,
            points: live.points,
            place: live.place,
            movement: storedPlace === null ? null : storedPlace - live.place,
          },
        }
      : {}),
  };
}
