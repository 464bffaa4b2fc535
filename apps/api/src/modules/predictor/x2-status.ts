import type { X2Status } from '@mliga/contract';

/**
 * X2 status is derived, not stored: no linked partner account → not_available;
 * no item of the stage carries X2 → not_set; carried and confirmed by a
 * qualifying bet → completed; carried, bet awaited → waiting.
 */
export function x2StatusOf(
  user: { winlineId: string | null } | null,
  x2Prediction: { isX2Confirmed: boolean } | undefined,
): X2Status {
  if (!user?.winlineId) return 'not_available';
  if (!x2Prediction) return 'not_set';
  return x2Prediction.isX2Confirmed ? 'completed' : 'waiting';
}
