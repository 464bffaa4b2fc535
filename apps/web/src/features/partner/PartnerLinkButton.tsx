import { useState } from 'react';
import { useSessionUser } from '#api/session.ts';
import { PARTNER } from '#text/partner.ts';
import { Button, type ButtonSize, type ButtonVariant } from '#ui/button/Button.tsx';
import type { PartnerSource } from './api/get-partner-url.ts';
import { PartnerLinkDialog } from './PartnerLinkDialog.tsx';

/** Opens and closes the partner-link popup: `open()` from any button, render `dialog`. */
export function usePartnerLink(source: PartnerSource, onLinked?: (winline: string) => void) {
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    open: () => setOpen(true),
    close: () => setOpen(false),
    dialog: isOpen ? (
      <PartnerLinkDialog source={source} onClose={() => setOpen(false)} onLinked={onLinked} />
    ) : null,
  };
}

interface PartnerLinkButtonProps {
  source: PartnerSource;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  onLinked?: (winline: string) => void;
}

/** 'Привязать аккаунт', or 'Сменить аккаунт' when linked; opens the popup (for the profile's partner card). */
export function PartnerLinkButton({
  source,
  variant = 'accent',
  size,
  className,
  onLinked,
}: PartnerLinkButtonProps) {
  const linked = Boolean(useSessionUser()?.winline);
  const { open, dialog } = usePartnerLink(source, onLinked);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={open} aria-haspopup="dialog">
        {linked ? PARTNER.profileChange : PARTNER.profileLink}
      </Button>
      {dialog}
    </>
  );
}
