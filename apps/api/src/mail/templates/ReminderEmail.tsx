/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: the API runs under tsx from the repository's root, whose tsconfig sets no JSX mode.
import { Heading, Section, Text } from '@react-email/components';
import { MailLayout, mailColors } from './MailLayout.tsx';
import { MailAction, MailFooter, MailHighlight, MailTitle, paragraph, small } from './MailParts.tsx';
import type { ReminderBlock, ReminderContent } from './reminder-content.ts';

function Block({ block }: { block: ReminderBlock }) {
  const alert = block.alert;
  return (
    <Section
      style={{
        margin: '0 0 16px',
        padding: alert ? '12px 16px' : 0,
        background: alert ? mailColors.dangerSoft : undefined,
        borderRadius: alert ? 8 : undefined,
      }}
    >
      <Heading
        as="h2"
        style={{
          margin: '0 0 6px',
          fontSize: 17,
          lineHeight: '24px',
          fontWeight: 'bold',
          color: alert ? mailColors.danger : mailColors.ink,
        }}
      >
        {block.title}
      </Heading>
      {block.items.length > 0 && (
        <ul style={{ margin: '0 0 4px', paddingLeft: 22, fontSize: 16, lineHeight: '24px' }}>
          {block.items.map((item, i) => (
            <li key={i} style={{ margin: '0 0 4px' }}>
              {item}
            </li>
          ))}
        </ul>
      )}
      {block.note && <Text style={{ ...small, fontSize: 14, color: mailColors.ink }}>{block.note}</Text>}
    </Section>
  );
}

/** The deadline reminder of either game: what is missing, when it closes, one button. */
export function ReminderEmail({ content }: { content: ReminderContent }) {
  return (
    <MailLayout preview={content.preview}>
      <MailTitle greeting={content.greeting} heading={content.heading} />
      <MailHighlight>
        <Text style={{ margin: 0, fontSize: 15, lineHeight: '22px' }}>{content.deadlineLabel}</Text>
        <Text style={{ margin: 0, fontSize: 18, lineHeight: '26px', fontWeight: 'bold' }}>
          {content.deadline}
        </Text>
      </MailHighlight>
      {content.intro && <Text style={paragraph}>{content.intro}</Text>}
      {content.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {content.closingNote && <Text style={{ ...small, margin: '0 0 8px' }}>{content.closingNote}</Text>}
      <MailAction action={content.action} />
      <MailFooter content={content} />
    </MailLayout>
  );
}
