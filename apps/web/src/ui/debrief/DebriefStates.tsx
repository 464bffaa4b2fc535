import { DEBRIEF } from '#text/debrief.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';

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
