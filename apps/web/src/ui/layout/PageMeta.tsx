import { useEffect } from 'react';
import { PageTitle } from './PageTitle.tsx';

/**
 * Sets the page's search-engine description on the one <meta name="description">
 * of index.html (React would add a second tag), and puts the site's back when the page goes.
 */
export function usePageDescription(text: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      meta.content = previous;
    };
  }, [text]);
}

/** The document title and the meta description of a page. */
export function PageMeta({
  title,
  description,
}: {
  title: ReadonlyArray<string | undefined>;
  description: string;
}) {
  usePageDescription(description);
  return <PageTitle parts={title} />;
}
