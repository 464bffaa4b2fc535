import { COMMON } from '#text/common.ts';
import { EmptyState } from './EmptyState.tsx';

/** The placeholder of a screen that a later release fills in. */
export function ComingSoon({ text = COMMON.comingSoonText }: { text?: string }) {
  return <EmptyState icon="whistle" title={COMMON.comingSoonTitle} text={text} />;
}
