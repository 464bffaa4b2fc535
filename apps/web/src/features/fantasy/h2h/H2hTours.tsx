import type { H2hMatch, H2hMatchTeam } from '@mliga/contract';
import { h2hResult } from '@mliga/domain';
import { useState } from 'react';
import { H2H } from '#text/fantasy-leagues.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { useH2hMatches } from './api.ts';
import { MatchLineups } from './MatchLineups.tsx';
import styles from './h2h.module.css';

const RESULT_NAME = { 1: 'win', 0: 'draw', [-1]: 'loss' } as const;

/** Spec 2 §2: the tours with arrows to step between them, the current one first. */
export function H2hTours({
  champId,
  leagueId,
  firstStageId,
  ownId,
}: {
  champId: number;
  leagueId: number;
  firstStageId: number | null;
  ownId: number | null;
}) {
  const query = useH2hMatches(champId);
  const [picked, setPicked] = useState<number | null>(null);
  const stages = query.data?.stages;
  if (!stages) return <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  if (stages.length === 0) return <EmptyState icon="calendar" level={3} title={H2H.tours.noCalendar} />;
  const start = Math.max(
    0,
    stages.findIndex((s) => s.id === firstStageId),
  );
  const index = picked ?? start;
  const stage = stages[index]!;
  return (
    <div className={styles.tours}>
      <div className={styles.tourNav}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={H2H.tours.prev}
          disabled={index === 0}
          onClick={() => setPicked(index - 1)}
        >
          ‹
        </button>
        <p className={styles.tourName} aria-live="polite">
          <strong>{stage.name}</strong>
          <span className={styles.tourStatus}>{H2H.tours.status[stage.status]}</span>
        </p>
        <button
          type="button"
          className={styles.arrow}
          aria-label={H2H.tours.next}
          disabled={index === stages.length - 1}
          onClick={() => setPicked(index + 1)}
        >
          ›
        </button>
      </div>
      {stage.matches.length === 0 ? (
        <EmptyState icon="calendar" level={3} title={H2H.tours.noMatches} />
      ) : (
        <>
          {stage.matches.some((m) => m.live) ? <p className={styles.liveNote}>{H2H.liveNote}</p> : null}
          <ul className={styles.matches} aria-label={stage.name}>
            {stage.matches.map((match) => (
              <MatchItem key={match.id} match={match} leagueId={leagueId} ownId={ownId} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A team's result in a played match: green win, yellow draw, red loss (spec 2 §2). */
function sideResult(own: number | null, other: number | null) {
  return own === null || other === null ? undefined : RESULT_NAME[h2hResult(own, other)];
}

function MatchItem({ match, leagueId, ownId }: { match: H2hMatch; leagueId: number; ownId: number | null }) {
  const [open, setOpen] = useState(false);
  const team2Name = match.team2?.name ?? H2H.average;
  const played = match.score1 !== null && match.score2 !== null;
  const panelId = `h2h-match-${match.id}`;
  const mine = ownId !== null && (match.team1.id === ownId || match.team2?.id === ownId);
  return (
    <li className={styles.match} data-open={open || undefined} data-mine={mine || undefined}>
      <button
        type="button"
        className={styles.matchRow}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={H2H.expand(match.team1.name, team2Name)}
        onClick={() => setOpen((v) => !v)}
      >
        <Side team={match.team1} name={match.team1.name} result={sideResult(match.score1, match.score2)} />
        {!played && match.live ? (
          <span className={styles.score} aria-label={H2H.liveScore(match.live.score1, match.live.score2)}>
            <span>{match.live.score1}</span>
            <span className={styles.colon}>:</span>
            <span>{match.live.score2 ?? '–'}</span>
          </span>
        ) : (
          <span className={styles.score} aria-hidden={!played || undefined}>
            <span data-result={sideResult(match.score1, match.score2)}>{match.score1 ?? '–'}</span>
            <span className={styles.colon}>:</span>
            <span data-result={sideResult(match.score2, match.score1)}>{match.score2 ?? '–'}</span>
          </span>
        )}
        <Side
          team={match.team2}
          name={team2Name}
          result={match.team2 ? sideResult(match.score2, match.score1) : undefined}
          end
        />
        <span className={styles.chevron} aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      {open ? (
        <div id={panelId} className={styles.matchPanel}>
          <MatchLineups matchId={match.id} leagueId={leagueId} />
        </div>
      ) : null}
    </li>
  );
}

function Side({
  team,
  name,
  result,
  end = false,
}: {
  team: H2hMatchTeam | null;
  name: string;
  result: 'win' | 'draw' | 'loss' | undefined;
  end?: boolean;
}) {
  return (
    <span className={styles.side} data-end={end || undefined} data-result={result}>
      <span className={team ? styles.sideName : styles.average}>{name}</span>
      {team ? <Form team={team} /> : null}
    </span>
  );
}

/** The team's last results before the match: coloured marks with the points in their titles. */
function Form({ team }: { team: H2hMatchTeam }) {
  const { results, points } = team.last_games;
  if (results.length === 0) return null;
  return (
    <span className={styles.form} aria-label={H2H.formLabel(team.name)} role="img">
      {results.map((result, i) => (
        <span
          key={i}
          className={styles.formDot}
          data-result={RESULT_NAME[result]}
          title={H2H.formItem(H2H.result[result] ?? '', points[i] ?? 0)}
        />
      ))}
    </span>
  );
}
