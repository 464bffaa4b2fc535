/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: the API runs under tsx from the repository's root, whose tsconfig sets no JSX mode.
import { Text } from '@react-email/components';
import { MailLayout, mailColors } from './MailLayout.tsx';
import { MailAction, MailFooter, MailHighlight, MailTitle, paragraph } from './MailParts.tsx';
import type { MovementTone, ResultsContent, ResultsFact } from './results-content.ts';

const toneColor: Record<MovementTone, string> = {
  up: mailColors.primary,
  down: mailColors.danger,
  neutral: mailColors.muted,
};

function Fact({ fact, last }: { fact: ResultsFact; last: boolean }) {
  return (
    <Text style={{ margin: last ? 0 : '0 0 6px', fontSize: 16, lineHeight: '24px' }}>
      {fact.label}: <strong style={{ fontSize: 18 }}>{fact.value}</strong>
      {fact.movement && (
        <>
          {' '}
          <span style={{ color: toneColor[fact.movement.tone], fontWeight: 'bold', whiteSpace: 'nowrap' }}>
            ({fact.movement.text})
          </span>
        </>
      )}
    </Text>
  );
}

/** The tour results of either game: points and place on green, the tour's numbers, one button. */
export function ResultsEmail({ content }: { content: ResultsContent }) {
  return (
    <MailLayout preview={content.preview}>
      <MailTitle greeting={content.greeting} heading={content.heading} />
      {content.congratulation && (
        <Text style={{ ...paragraph, fontSize: 17, fontWeight: 'bold', color: mailColors.primary }}>
          {content.congratulation}
        </Text>
      )}
      <MailHighlight>
        {content.facts.map((fact, i) => (
          <Fact key={i} fact={fact} last={i === content.facts.length - 1} />
        ))}
      </MailHighlight>
      {content.tour && <Text style={paragraph}>{content.tour}</Text>}
      {content.winners && <Text style={paragraph}>{content.winners}</Text>}
      <MailAction action={content.action} />
      <MailFooter content={content} />
    </MailLayout>
  );
}
