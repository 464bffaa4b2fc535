import type { SeasonMatches, SeasonTour } from '@mliga/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildUrl } from '#api/url.ts';
import { useIdParam } from '#api/route-params.ts';
import { SEASON_PAGE, SITE_META, SITE_PAGES } from '#text/site.ts';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { Loader } from '#ui/loader/Loader.tsx';
import { SitePage } from '../SitePage.tsx';
import { useSeason } from '../api/get-season.ts';
import { useSeasonMatches } from '../api/get-season-matches.ts';
import { useTopPlayers } from '../api/get-top-players.ts';
import { siteKeys } from '../api/keys.ts';
import { replaceMatch, useLiveScores } from '../match/live-updates.ts';
import { LeagueTable } from '../common/LeagueTable.tsx';
import { Section } from '../common/links.tsx';
import { MatchItem, MatchList } from '../common/MatchItem.tsx';
import { TopList } from '../common/TopList.tsx';
import { TourPicker } from '../common/TourPicker.tsx';
import styles from '../common/site.module.css';
import page from './season.module.css';

/** A tour number from ?tour=; anything else is no choice (the landing tour). */
export function parseTour(raw: string | null): number | null {
  return raw && /^[1-9]\d?$/.test(raw) ? Number(raw) : null;
}

/** /champs/{id}/: the table with its rule, the tours with a picker (current tour first), top scorers and assists. */
export function SeasonPage() {
  const id = useIdParam('id');
  const [params] = useSearchParams();
  const chosen = parseTour(params.get('tour'));
  const season = useSeason(id);
  // In parallel with the season: without ?tour= the server answers its landing tour.
  const matches = useSeasonMatches(id, chosen);
  useLiveScores<SeasonMatches>(
    siteKeys.seasonMatches(id, chosen),
    matches.data?.live_cursor,
    (old, match) => ({
      ...old,
      matches: replaceMatch(old.matches, match),
    }),
  );
  const data = season.data;

  if (!data) {
    return (
      <SeasonFrame>
        <QueryState isError={season.isError} onRetry={() => void season.refetch()} />
      </SeasonFrame>
    );
  }
  const tour = chosen ?? matches.data?.tour ?? data.current_tour;
  const info = data.tours.find((t) => t.tour === tour);

  return (
    <SeasonFrame seasonName={data.season.name} current={data.season.is_current}>
      <div className={page.layout}>
        <div className={page.main}>
          <Section title={SEASON_PAGE.tableTitle} id="season-table">
            {data.table.length > 0 ? (
              <LeagueTable rows={data.table} caption={SEASON_PAGE.tableCaption(data.season.name)} />
            ) : (
              <p className={styles.muted}>{SEASON_PAGE.noTours}</p>
            )}
            <div className={page.rule}>
              <h3 className={page.ruleTitle}>{SEASON_PAGE.tieBreakTitle}</h3>
              <p>{SEASON_PAGE.tieBreakRule}</p>
            </div>
          </Section>

          <Section title={SEASON_PAGE.fixturesTitle} id="season-fixtures">
            {data.tours.length === 0 ? (
              <p className={styles.muted}>{SEASON_PAGE.noTours}</p>
            ) : (
              <>
                <TourPicker tours={data.tours} selected={tour} hrefFor={(n) => buildUrl('', { tour: n })} />
                {info ? <TourInfo tour={info} /> : null}
                <TourMatches
                  matches={matches.data?.tour === tour ? matches.data.matches : null}
                  busy={matches.isPlaceholderData}
                  isError={matches.isError}
                  onRetry={() => void matches.refetch()}
                />
              </>
            )}
          </Section>
        </div>
        <aside className={page.side}>
          <TopPlayers seasonId={id} />
        </aside>
      </div>
    </SeasonFrame>
  );
}

function SeasonFrame({
  seasonName,
  current = false,
  children,
}: {
  seasonName?: string;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <SitePage
      title={SITE_PAGES.season}
      lead={SITE_PAGES.seasonLead}
      eyebrow={seasonName ? SEASON_PAGE.eyebrow(seasonName, current) : undefined}
      metaTitle={[seasonName ?? SITE_PAGES.season]}
      description={SITE_META.season(seasonName ?? SITE_PAGES.season)}
    >
      {children}
    </SitePage>
  );
}

function TourInfo({ tour }: { tour: SeasonTour }) {
  return (
    <p className={styles.tourInfo}>
      <strong>{tour.name}</strong> · {SEASON_PAGE.tourDates(tour.start_date, tour.stop_date)} ·{' '}
      {SEASON_PAGE.tourStatus[tour.status]}
    </p>
  );
}

function TourMatches({
  matches,
  busy,
  isError,
  onRetry,
}: {
  matches: Parameters<typeof MatchItem>[0]['match'][] | null;
  busy: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  if (!matches) return isError ? <QueryState isError onRetry={onRetry} /> : <Loader />;
  if (matches.length === 0) return <p className={styles.muted}>{SEASON_PAGE.noMatches}</p>;
  return (
    <div aria-busy={busy || undefined} className={page.fixtures}>
      <MatchList>
        {matches.map((m) => (
          <MatchItem
            key={m.id}
            match={m}
            showVenue={!m.is_finished}
            showVideos
            showTickets={!m.is_finished}
          />
        ))}
      </MatchList>
    </div>
  );
}

function TopPlayers({ seasonId }: { seasonId: number }) {
  const top = useTopPlayers(seasonId);
  const data = top.data;
  return (
    <>
      <Section title={SEASON_PAGE.scorersTitle} id="season-scorers">
        {!data ? (
          <QueryState isError={top.isError} onRetry={() => void top.refetch()} />
        ) : data.scorers.length > 0 ? (
          <TopList rows={data.scorers} unit={SEASON_PAGE.goalsUnit} />
        ) : (
          <p className={styles.muted}>{SEASON_PAGE.noScorers}</p>
        )}
      </Section>
      <Section title={SEASON_PAGE.assistsTitle} id="season-assists">
        {!data ? null : data.assists.length > 0 ? (
          <TopList rows={data.assists} unit={SEASON_PAGE.assistsUnit} />
        ) : (
          <p className={styles.muted}>{SEASON_PAGE.noAssists}</p>
        )}
      </Section>
      <p className={page.historyLink}>
        <Link to="/champs/history/">{SEASON_PAGE.toHistory}</Link>
      </p>
    </>
  );
}
