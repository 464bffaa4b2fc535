/** The partner-link pieces other screens compose (predictor stage page, profile, game shells). */
export { PartnerLinkButton, usePartnerLink } from './PartnerLinkButton.tsx';
export { PartnerLinkDialog, type PartnerLinkDialogProps } from './PartnerLinkDialog.tsx';
export { shouldOfferPartnerLink } from './api/get-me.ts';
export type { PartnerSource } from './api/get-partner-url.ts';
export { usePartnerLinkOutcome, PARTNER_LINK_PARAM } from './use-partner-link-outcome.ts';
