import type { ReactNode } from 'react';
import { PageBody } from '../../ui/layout/Card.tsx';
import { Container } from '../../ui/layout/Container.tsx';
import { PageHeader } from '../../ui/layout/PageHeader.tsx';
import { PageTitle } from '../../ui/layout/PageTitle.tsx';
import { ComingSoon } from '../../ui/feedback/ComingSoon.tsx';

interface SitePageProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A page of the league site: the title band and its content (or a 'coming soon' until it has some). */
export function SitePage({ title, lead, children }: SitePageProps) {
  return (
    <>
      <PageTitle parts={[title]} />
      <PageHeader title={title} lead={lead} />
      <PageBody>
        <Container>{children ?? <ComingSoon />}</Container>
      </PageBody>
    </>
  );
}
