import { PageTitle } from '../layout/PageTitle.tsx';
import { ScreenHeading } from '../layout/ScreenHeading.tsx';
import { ComingSoon } from './ComingSoon.tsx';

interface ScreenPlaceholderProps {
  title: string;
  /** The game or section the screen belongs to, for the document title. */
  context?: string;
  text?: string;
}

/** A screen that a later release fills in: its title and an honest 'coming soon'. */
export function ScreenPlaceholder({ title, context, text }: ScreenPlaceholderProps) {
  return (
    <>
      <PageTitle parts={[title, context]} />
      <ScreenHeading title={title} />
      <ComingSoon text={text} />
    </>
  );
}
