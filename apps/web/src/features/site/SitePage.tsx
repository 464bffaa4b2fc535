import type { ReactNode } from 'react';
import { PageBody } from '#ui/layout/Card.tsx';
import { Container } from '#ui/layout/Container.tsx';
import { PageHeader } from '#ui/layout/PageHeader.tsx';
import { PageMeta } from '#ui/layout/PageMeta.tsx';

interface SitePageProps {
  /** The <h1>. */
  title: string;
  /** Search-engine description of the page. */
  description: string;
  lead?: string;
  eyebrow?: string;
  /** Document title parts when they differ from the <h1>. */
  metaTitle?: ReadonlyArray<string | undefined>;
  /** Under the title in the header band (crest, links). */
  header?: ReactNode;
  children: ReactNode;
}

/** A page of the league site: title and description, the title band and its content. */
export function SitePage({ title, description, lead, eyebrow, metaTitle, header, children }: SitePageProps) {
  return (
    <>
      <PageMeta title={metaTitle ?? [title]} description={description} />
      <PageHeader title={title} lead={lead} eyebrow={eyebrow}>
        {header}
      </PageHeader>
      <PageBody>
        <Container>{children}</Container>
      </PageBody>
    </>
  );
}
