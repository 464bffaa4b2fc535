/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: the API runs under tsx from the repository's root, whose tsconfig sets no JSX mode.
import { Button, Heading, Hr, Link, Section, Text } from '@react-email/components';
import { MailLayout, mailColors } from './MailLayout.tsx';
import { reminderMessages as m } from './reminder.messages.ts';
import type { ReminderBlock, ReminderContent } from './reminder-content.ts';

const paragraph = { margin: '0 0 16px', fontSize: 16, lineHeight: '24px' } as const;
const small = { margin: 0, fontSize: 13, lineHeight: '20px', color: mailColors.muted } as const;
const link = { color: mailColors.primary, textDecoration: 'underline' } as const;

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
      <Text style={paragraph}>{content.greeting}</Text>
      <Heading as="h1" style={{ margin: '0 0 16px', fontSize: 22, lineHeight: '28px', fontWeight: 'bold' }}>
        {content.heading}
      </Heading>
      <Section
        style={{
          margin: '0 0 20px',
          padding: '12px 16px',
          background: mailColors.primarySoft,
          borderLeft: `4px solid ${mailColors.primary}`,
          borderRadius: 8,
        }}
      >
        <Text style={{ margin: 0, fontSize: 15, lineHeight: '22px' }}>{content.deadlineLabel}</Text>
        <Text style={{ margin: 0, fontSize: 18, lineHeight: '26px', fontWeight: 'bold' }}>
          {content.deadline}
        </Text>
      </Section>
      {content.intro && <Text style={paragraph}>{content.intro}</Text>}
      {content.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {content.closingNote && <Text style={{ ...small, margin: '0 0 8px' }}>{content.closingNote}</Text>}
      <Section style={{ margin: '24px 0 8px', textAlign: 'center' }}>
        <Button
          href={content.action.url}
          style={{
            display: 'block',
            padding: '14px 20px',
            background: mailColors.primary,
            borderRadius: 8,
            color: '#ffffff',
            fontSize: 17,
            lineHeight: '22px',
            fontWeight: 'bold',
            textAlign: 'center',
          }}
        >
          {content.action.label}
        </Button>
      </Section>
      <Text style={{ ...small, margin: '0 0 24px' }}>
        {m.buttonFallback}{' '}
        <Link href={content.action.url} style={link}>
          {content.action.url}
        </Link>
      </Text>
      <Hr style={{ margin: '0 0 16px', borderColor: mailColors.rule }} />
      <Text style={{ ...small, margin: '0 0 8px' }}>{content.footerReason}</Text>
      <Text style={small}>
        <Link href={content.settings.url} style={link}>
          {content.settings.label}
        </Link>
        {' · '}
        <Link href={content.unsubscribe.url} style={link}>
          {content.unsubscribe.label}
        </Link>
      </Text>
    </MailLayout>
  );
}
