import type { ReactNode } from 'react';
import { PageBody } from '#ui/layout/Card.tsx';
import { Container } from '#ui/layout/Container.tsx';
import { PageHeader } from '#ui/layout/PageHeader.tsx';
import { PageMeta } from '#ui/layout/PageMeta.tsx';
import styles from './notifications.module.css';

interface NotificationsFrameProps {
  /** The <h1> (and the document title). */
  title: string;
  lead?: string;
  description: string;
  children: ReactNode;
}

/** A page of the notification centre: the site's title band, then one readable column. */
export function NotificationsFrame({ title, lead, description, children }: NotificationsFrameProps) {
  return (
    <>
      <PageMeta title={[title]} description={description} />
      <PageHeader title={title} lead={lead} />
      <PageBody>
        <Container>
          <div className={styles.column}>{children}</div>
        </Container>
      </PageBody>
    </>
  );
}
