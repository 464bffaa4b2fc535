import { sql, type SQL } from 'drizzle-orm';

/**
 * A user league's rating between two scorings. The scoring job writes every
 * league's `champ_rating` rows; a member who joins or leaves in between must
 * show up (or vanish) at once, so the service adds or removes that team's row
 * and renumbers this one league in the same transaction as the membership.
 * Places are DECISIONS' "points desc, equal points share a place".
 */

/** The team's row with its season points (the general rating's), 0 before its first scored stage. */
export function addRatingRowSql(opts: {
  champId: number;
  generalChampId: number | null;
  fantasyTeamId: number;
}): SQL {
  const points =
    opts.generalChampId === null
      ? sql`0`
      : sql`coalesce((select g.points from champ_rating g
                      where g.champ_id = ${opts.generalChampId} and g.fantasy_team_id = ${opts.fantasyTeamId}), 0)`;
  return sql`
    insert into champ_rating (champ_id, fantasy_team_id, points, place)
    values (${opts.champId}, ${opts.fantasyTeamId}, ${points}, 2147483647)
    on conflict (champ_id, fantasy_team_id) do nothing`;
}

export function removeRatingRowSql(champId: number, fantasyTeamId: number): SQL {
  return sql`delete from champ_rating where champ_id = ${champId} and fantasy_team_id = ${fantasyTeamId}`;
}

/** Renumbers one league (a small set): only rows whose place changes are written. */
export function renumberLeagueSql(champId: number): SQL {
  return sql`
    update champ_rating r set place = x.place
    from (
      select fantasy_team_id, rank() over (order by points desc)::int as place
      from champ_rating where champ_id = ${champId}
    ) x
    where r.champ_id = ${champId} and r.fantasy_team_id = x.fantasy_team_id and r.place <> x.place`;
}
