import type { ReactNode } from 'react';
import { isNotFound } from '#api/errors.ts';
import { DEBRIEF } from '#text/debrief.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';

const TEXT = DEBRIEF.states;

/** The debrief is the user's own: a visitor is asked to sign in (or register), coming back to the game. */
export function DebriefVisitor({ loginTo, registrationTo }: { loginTo: string; registrationTo: string }) {
  return (
    <EmptyState icon="whistle" title={TEXT.visitorTitle} text={TEXT.visitorText}>
      <ButtonLink to={loginTo} variant="accent">
        {TEXT.login}
      </ButtonLink>
      <ButtonLink to={registrationTo} variant="secondary">
        {TEXT.register}
      </ButtonLink>
    </EmptyState>
  );
}

/** Before the tour is scored the API answers 404 with its reason ('Итоги тура появятся после его расчёта'). */
export function DebriefNotScored({ lines }: { lines: readonly string[] }) {
  const [title = DEBRIEF.title, ...rest] = lines;
  return <EmptyState icon="calendar" title={title} text={rest.join(' ') || undefined} />;
}

/** A scored tour the user did not play: no figures of their own, the way back to the game. */
export function DebriefNotPlayed({
  text,
  backTo,
  backLabel,
}: {
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <EmptyState icon="ball" title={TEXT.notPlayedTitle} text={text}>
      <ButtonLink to={backTo} variant="secondary">
        {backLabel}
      </ButtonLink>
    </EmptyState>
  );
}

type DebriefQuery<T> = { data: T | undefined; error: unknown; isError: boolean; refetch: () => unknown };

/**
 * What a game's debrief page shows, in both games: the visitor's prompt, the not-scored reason, the
 * loading or error state, the not-played message, and else `children` with the user's figures.
 */
export function DebriefBody<T extends { points: number | null }>({
  signedIn,
  query,
  doors,
  notPlayed,
  children,
}: {
  signedIn: boolean;
  query: DebriefQuery<T>;
  doors: { loginTo: string; registrationTo: string };
  notPlayed: { text: string; backTo: string };
  children: (data: T & { points: number }) => ReactNode;
}) {
  const { data, error } = query;
  if (!signedIn) return <DebriefVisitor {...doors} />;
  if (isNotFound(error)) return <DebriefNotScored lines={error.lines} />;
  if (!data) return <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  if (data.points === null)
    return <DebriefNotPlayed text={notPlayed.text} backTo={notPlayed.backTo} backLabel={DEBRIEF.next} />;
  return children({ ...data, points: data.points });
}
