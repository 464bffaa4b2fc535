import { SITE_META, TEXT_PAGE } from '#text/site.ts';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { Card } from '#ui/layout/Card.tsx';
import { useSitePage } from '../api/get-page.ts';
import { SitePage } from '../SitePage.tsx';
import { parseTextBlocks } from './text-blocks.ts';
import styles from './text-page.module.css';

interface TextPageProps {
  slug: string;
  /** The heading until the page has loaded. */
  title: string;
  lead: string;
}

/**
 * A text page from the back office (the agreement, the privacy policy). The body is
 * turned into headings, paragraphs and lists of plain text: no markup in it is ever
 * interpreted, so the text cannot inject anything into the page.
 */
export function TextPage({ slug, title, lead }: TextPageProps) {
  const query = useSitePage(slug);
  const data = query.data;
  const heading = data?.title ?? title;
  return (
    <SitePage title={heading} lead={lead} description={SITE_META.page(heading)}>
      {data ? (
        <Card className={styles.doc}>
          {parseTextBlocks(data.body).map((block, i) =>
            block.kind === 'heading' ? (
              <h2 key={i} className={styles.heading}>
                {block.text}
              </h2>
            ) : block.kind === 'list' ? (
              <ul key={i} className={styles.list}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={i} className={styles.paragraph}>
                {block.text}
              </p>
            ),
          )}
          <p className={styles.updated}>{TEXT_PAGE.updated(data.updated_at)}</p>
        </Card>
      ) : (
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      )}
    </SitePage>
  );
}
