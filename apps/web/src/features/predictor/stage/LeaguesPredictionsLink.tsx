import { Link } from 'react-router';
import { STAGE } from '#text/predictor.ts';
import { useMyPredictorLeagues } from '../leagues/get-my-leagues.ts';
import { leaguePredictionsPath } from '../paths.ts';
import styles from './stage.module.css';

/**
 * Issue 23 §1: on a closed stage, the way to the members' predictions of the user's first private
 * league. Mounted only for a signed-in user on a closed stage, so the leagues are read only then;
 * nothing shows for a user in no league, or when the read fails.
 */
export function LeaguesPredictionsLink({ leagueId, stageId }: { leagueId: number; stageId: number }) {
  const first = useMyPredictorLeagues(leagueId, { quiet: true }).data?.leagues[0];
  if (!first) return null;
  return (
    <>
      {' '}
      <Link className={styles.noteLink} to={leaguePredictionsPath(first.id, stageId)}>
        {STAGE.leaguesLink}
      </Link>
    </>
  );
}
