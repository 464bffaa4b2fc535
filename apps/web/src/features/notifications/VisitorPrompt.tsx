import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { visitorPaths } from './paths.ts';

interface VisitorPromptProps {
  title: string;
  text: string;
  login: string;
  register: string;
  /** The page to come back to after signing in or registering. */
  back: string;
}

/** A visitor of a signed-in page: sign in or register, and come back here (as «Мои лиги» asks). */
export function VisitorPrompt({ title, text, login, register, back }: VisitorPromptProps) {
  const paths = visitorPaths(back);
  return (
    <EmptyState icon="bell" title={title} text={text}>
      <ButtonLink to={paths.login} variant="accent">
        {login}
      </ButtonLink>
      <ButtonLink to={paths.registration} variant="secondary">
        {register}
      </ButtonLink>
    </EmptyState>
  );
}
