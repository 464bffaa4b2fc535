/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: the API runs under tsx from the repository's root, whose tsconfig sets no JSX mode.
import { Button, Heading, Hr, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { mailColors } from './MailLayout.tsx';
import type { MailFrame } from './mail-common.ts';
import { mailMessages as m } from './mail.messages.ts';

/** The pieces and text styles the letters of issue 24 share inside MailLayout. */

export const paragraph = { margin: '0 0 16px', fontSize: 16, lineHeight: '24px' } as const;
export const small = { margin: 0, fontSize: 13, lineHeight: '20px', color: mailColors.muted } as const;
export const link = { color: mailColors.primary, textDecoration: 'underline' } as const;

/** «Здравствуйте, vasya!» over the letter's heading. */
export function MailTitle({ greeting, heading }: { greeting: string; heading: string }) {
  return (
    <>
      <Text style={paragraph}>{greeting}</Text>
      <Heading as="h1" style={{ margin: '0 0 16px', fontSize: 22, lineHeight: '28px', fontWeight: 'bold' }}>
        {heading}
      </Heading>
    </>
  );
}

/** The letter's key facts on the league's light green, marked by a green bar on the left. */
export function MailHighlight({ children }: { children: ReactNode }) {
  return (
    <Section
      style={{
        margin: '0 0 20px',
        padding: '12px 16px',
        background: mailColors.primarySoft,
        borderLeft: `4px solid ${mailColors.primary}`,
        borderRadius: 8,
      }}
    >
      {children}
    </Section>
  );
}

/** The one button, full width, and its URL written out for a client that does not open it. */
export function MailAction({ action }: { action: MailFrame['action'] }) {
  return (
    <>
      <Section style={{ margin: '24px 0 8px', textAlign: 'center' }}>
        <Button
          href={action.url}
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
          {action.label}
        </Button>
      </Section>
      <Text style={{ ...small, margin: '0 0 24px' }}>
        {m.buttonFallback}{' '}
        <Link href={action.url} style={link}>
          {action.url}
        </Link>
      </Text>
    </>
  );
}

/** Why the letter came, and the links to the notification settings and to unsubscribe. */
export function MailFooter({ content }: { content: MailFrame }) {
  return (
    <>
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
    </>
  );
}
