-- A save of a user's predictions of a stage in one call (decision 086): the socket round trips of a
-- transaction (begin, the lock, the write, commit) were the API's largest cost in a deadline surge.
-- The list replaces what was there. The user's row is locked first, so two saves of one user run one
-- after the other, and each later statement sees the earlier save (a volatile function's statements
-- each take a fresh snapshot). X2 keeps its time and confirmation while it stays on the same item;
-- moved or new, it starts again from p_now. A prediction's time moves only when its values change
-- (it settles ties in the rating). Rows come in the list's order, with the X2 item last, so no two
-- items of the stage carry X2 at once (predictions_one_x2_uq). The API may have checked the list
-- against a copy of the stage a few seconds old, so the two things a stale copy could let through are
-- refused here, named like constraints: a stage closed by now (predictions_stage_open) and an event
-- not of this stage any more (predictions_stage_events).
CREATE FUNCTION "save_stage_predictions"(
  p_user_id int, p_stage_id int, p_now timestamptz, p_event_ids int[], p_home_scores smallint[],
  p_guest_scores smallint[], p_variant_ids int[], p_variant_values int[], p_x2 boolean[]
) RETURNS TABLE ("eventId" int, "isX2" boolean, "isX2Confirmed" boolean) LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM predictor_stages WHERE id = p_stage_id AND closes_at > p_now) THEN
    RAISE EXCEPTION 'predictor stage % is closed', p_stage_id
      USING ERRCODE = 'P0001', CONSTRAINT = 'predictions_stage_open';
  END IF;
  IF (SELECT count(*) FROM predictor_events WHERE id = ANY(p_event_ids) AND stage_id = p_stage_id)
     <> cardinality(p_event_ids) THEN
    RAISE EXCEPTION 'an event is not of predictor stage %', p_stage_id
      USING ERRCODE = 'P0001', CONSTRAINT = 'predictions_stage_events';
  END IF;
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;
  DELETE FROM predictions
  WHERE user_id = p_user_id AND stage_id = p_stage_id AND event_id <> ALL(p_event_ids);
  RETURN QUERY
  INSERT INTO predictions AS p (user_id, event_id, stage_id, home_score, guest_score, variant_id, variant_value,
    is_x2, x2_set_at, created_at, updated_at)
  SELECT p_user_id, r.event_id, p_stage_id, r.home_score, r.guest_score, r.variant_id, r.variant_value, r.is_x2,
    CASE WHEN r.is_x2 THEN p_now END, p_now, p_now
  FROM unnest(p_event_ids, p_home_scores, p_guest_scores, p_variant_ids, p_variant_values, p_x2)
    WITH ORDINALITY AS r(event_id, home_score, guest_score, variant_id, variant_value, is_x2, n)
  ORDER BY r.n
  ON CONFLICT (user_id, event_id) DO UPDATE SET
    home_score = excluded.home_score,
    guest_score = excluded.guest_score,
    variant_id = excluded.variant_id,
    variant_value = excluded.variant_value,
    is_x2 = excluded.is_x2,
    x2_set_at = CASE WHEN p.is_x2 AND excluded.is_x2 THEN p.x2_set_at ELSE excluded.x2_set_at END,
    x2_bet_id = CASE WHEN p.is_x2 AND excluded.is_x2 THEN p.x2_bet_id END,
    is_x2_confirmed = p.is_x2 AND excluded.is_x2 AND p.is_x2_confirmed,
    updated_at = CASE WHEN (p.home_score, p.guest_score, p.variant_id, p.variant_value)
      IS DISTINCT FROM (excluded.home_score, excluded.guest_score, excluded.variant_id, excluded.variant_value)
      THEN excluded.updated_at ELSE p.updated_at END
  RETURNING p.event_id, p.is_x2, p.is_x2_confirmed;
END
$$;
