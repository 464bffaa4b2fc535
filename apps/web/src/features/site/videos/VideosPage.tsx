import { useSearchParams } from 'react-router';
import { buildUrl } from '#api/url.ts';
import { MATCH, SITE_META, SITE_PAGES, VIDEOS_PAGE } from '#text/site.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { useVideos } from '../api/get-videos.ts';
import { Section } from '../common/links.tsx';
import { MatchItem, MatchList } from '../common/MatchItem.tsx';
import shared from '../common/site.module.css';
import { TourPicker } from '../common/TourPicker.tsx';
import { parseTour } from '../season/SeasonPage.tsx';
import { SitePage } from '../SitePage.tsx';
import styles from '../tickets/tickets.module.css';

/** /videos/: the videos of a tour (the latest by default); every link opens in a new tab, nothing is embedded. */
export function VideosPage() {
  const [params] = useSearchParams();
  const query = useVideos(parseTour(params.get('tour')));
  const data = query.data;
  let body;
  if (!data) body = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (data.tours.length === 0 || data.tour === null)
    body = <EmptyState icon="ball" title={VIDEOS_PAGE.empty} text={VIDEOS_PAGE.emptyText} />;
  else
    body = (
      <div className={styles.list}>
        <TourPicker
          tours={data.tours.map((tour) => ({ tour }))}
          selected={data.tour}
          hrefFor={(n) => buildUrl('', { tour: n })}
          label={VIDEOS_PAGE.toursLabel}
        />
        <Section title={MATCH.tour(data.tour)} id="videos-tour">
          {data.matches.length === 0 ? (
            <p className={shared.muted}>{VIDEOS_PAGE.emptyTour}</p>
          ) : (
            <div aria-busy={query.isPlaceholderData || undefined}>
              <MatchList>
                {data.matches.map((m) => (
                  <MatchItem key={m.id} match={m} showVideos />
                ))}
              </MatchList>
            </div>
          )}
        </Section>
        <p className={shared.note}>{VIDEOS_PAGE.note}</p>
      </div>
    );
  return (
    <SitePage
      title={SITE_PAGES.videos}
      lead={SITE_PAGES.videosLead}
      eyebrow={data?.season?.name}
      description={SITE_META.videos}
    >
      {body}
    </SitePage>
  );
}
