import { SITE_PAGES } from '#text/site.ts';
import { TextPage } from './text-page/TextPage.tsx';

export function AgreementPage() {
  return <TextPage slug="agreement" title={SITE_PAGES.agreement} lead={SITE_PAGES.agreementLead} />;
}

export function ConfidentialPage() {
  return <TextPage slug="confidential" title={SITE_PAGES.privacy} lead={SITE_PAGES.privacyLead} />;
}
