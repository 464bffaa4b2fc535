/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: the API runs under tsx from the repository's root, whose tsconfig sets no JSX mode.
import { Body, Container, Head, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { mailMessages as m } from './mail.messages.ts';

/** The site's mail colours (apps/api/src/mail/layout.ts, apps/web/src/styles/tokens.css). */
export const mailColors = {
  page: '#f3f5f7',
  header: '#0b3d2e',
  card: '#ffffff',
  ink: '#14202b',
  muted: '#5b6b78',
  primary: '#117a42',
  primarySoft: '#dcf3e5',
  danger: '#8a1c1c',
  dangerSoft: '#fdecea',
  rule: '#dde3e8',
} as const;

export const mailFont = 'Arial, Helvetica, sans-serif';

/**
 * The site's letter as react-email components: the league's dark green header over a white card
 * at most 520 px wide, on a light grey page.
 */
export function MailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="ru" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 8px', background: mailColors.page, fontFamily: mailFont }}>
        <Container
          style={{
            width: '100%',
            maxWidth: 520,
            margin: '0 auto',
            background: mailColors.card,
            borderRadius: 12,
            color: mailColors.ink,
            // A long login, name or URL wraps instead of widening the card past a phone's screen.
            overflowWrap: 'anywhere',
            wordBreak: 'break-word',
          }}
        >
          <Section
            style={{ padding: '20px 24px', background: mailColors.header, borderRadius: '12px 12px 0 0' }}
          >
            <Text
              style={{ margin: 0, color: '#ffffff', fontSize: 20, lineHeight: '24px', fontWeight: 'bold' }}
            >
              {m.brand}
            </Text>
          </Section>
          <Section style={{ padding: '24px' }}>{children}</Section>
        </Container>
      </Body>
    </Html>
  );
}
