-- A save of a team's squad for a stage in one call that writes only what changed (decision 087). A
-- re-save of the deadline surge moves the captaincy or makes a transfer or two; rewriting all fifteen
-- rows cost a delete and an insert each, with a foreign key check of the player for each row inserted.
-- The squad's row is upserted first, which locks it: two saves of one team run one after the other,
-- and each later statement sees the earlier save whole (a volatile function's statements each take
-- a fresh snapshot). Then the players not in the list go, the captaincy leaves whoever loses it
-- before anyone gains it (squad_players_one_captain_uq is checked row by row), the rows that stay
-- change only where their place or captaincy changed, and the newcomers are inserted.
CREATE FUNCTION "save_squad"(
  p_team_id int, p_stage_id int, p_scheme text, p_cost numeric, p_substitutions smallint, p_now timestamptz,
  p_player_ids int[], p_positions smallint[], p_captains boolean[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_squad_id int;
BEGIN
  INSERT INTO squads AS s (fantasy_team_id, stage_id, scheme, cost, substitutions_count, created_at, updated_at)
  VALUES (p_team_id, p_stage_id, p_scheme, p_cost, p_substitutions, p_now, p_now)
  ON CONFLICT (fantasy_team_id, stage_id) DO UPDATE SET scheme = excluded.scheme, cost = excluded.cost,
    substitutions_count = excluded.substitutions_count, updated_at = excluded.updated_at
  RETURNING s.id INTO v_squad_id;

  DELETE FROM squad_players WHERE squad_id = v_squad_id AND player_id <> ALL(p_player_ids);

  UPDATE squad_players sp SET is_captain = false
  FROM unnest(p_player_ids, p_captains) AS r(player_id, is_captain)
  WHERE sp.squad_id = v_squad_id AND sp.player_id = r.player_id AND sp.is_captain AND NOT r.is_captain;

  UPDATE squad_players sp SET position = r.position, is_captain = r.is_captain
  FROM unnest(p_player_ids, p_positions, p_captains) AS r(player_id, position, is_captain)
  WHERE sp.squad_id = v_squad_id AND sp.player_id = r.player_id
    AND (sp.position, sp.is_captain) IS DISTINCT FROM (r.position, r.is_captain);

  INSERT INTO squad_players (squad_id, player_id, position, is_captain)
  SELECT v_squad_id, r.player_id, r.position, r.is_captain
  FROM unnest(p_player_ids, p_positions, p_captains) AS r(player_id, position, is_captain)
  WHERE NOT EXISTS (SELECT 1 FROM squad_players sp WHERE sp.squad_id = v_squad_id AND sp.player_id = r.player_id);
END
$$;
