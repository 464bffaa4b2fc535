import { COMMON } from '#text/common.ts';
import { Button } from '../button/Button.tsx';
import { Loader } from '../loader/Loader.tsx';
import { EmptyState } from './EmptyState.tsx';

interface QueryStateProps {
  isError: boolean;
  onRetry: () => void;
}

/**
 * What a screen shows while its data is not there: the delayed loader, or
 * after a failure (already reported in a popup) a quiet retry.
 */
export function QueryState({ isError, onRetry }: QueryStateProps) {
  if (!isError) return <Loader />;
  return (
    <EmptyState icon="whistle" title={COMMON.loadFailed}>
      <Button variant="secondary" onClick={onRetry}>
        {COMMON.retry}
      </Button>
    </EmptyState>
  );
}

/** Spec: 'Сезон скоро начнется' when there is no active league or stage. */
export function SeasonSoon() {
  return <EmptyState icon="calendar" title={COMMON.seasonSoon} text={COMMON.seasonSoonText} />;
}
