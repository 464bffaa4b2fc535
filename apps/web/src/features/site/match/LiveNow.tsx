import type { LiveMatches, SiteMatch } from '@mliga/contract';
import { HOME } from '#text/site.ts';
import { Container } from '#ui/layout/Container.tsx';
import { useLiveMatches } from '../api/get-match.ts';
import { siteKeys } from '../api/keys.ts';
import { MatchItem, MatchList } from '../common/MatchItem.tsx';
import shared from '../common/site.module.css';
import { replaceMatch, useLiveScores } from './live-updates.ts';
import styles from './match.module.css';

/** A match that kicks off joins the list; one that ends stays with its final score until the next visit. */
function withMatch(data: LiveMatches, match: SiteMatch): LiveMatches {
  if (data.matches.some((m) => m.id === match.id))
    return { ...data, matches: replaceMatch(data.matches, match) };
  return match.live ? { ...data, matches: [...data.matches, match] } : data;
}

/** «Сейчас идут» on the home page: the matches being played, their scores live; nothing when none is. */
export function LiveNow({ className }: { className?: string }) {
  const { data } = useLiveMatches();
  useLiveScores(siteKeys.liveMatches, data?.live_cursor, withMatch);
  if (!data || data.matches.length === 0) return null;
  return (
    <Container as="section" className={className} aria-labelledby="live-title">
      <div className={`${shared.section} ${styles.liveNow}`}>
        <h2 id="live-title" className={shared.sectionTitle}>
          {HOME.liveTitle}
        </h2>
        <MatchList label={HOME.liveTitle}>
          {data.matches.map((m) => (
            <MatchItem key={m.id} match={m} />
          ))}
        </MatchList>
      </div>
    </Container>
  );
}
