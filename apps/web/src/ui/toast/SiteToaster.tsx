import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../config/site.ts';
import { TOASTS } from '../../text/common.ts';

export default function SiteToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={TOASTS.regionLabel}
      toastOptions={{ closeButtonAriaLabel: TOASTS.close }}
      offset={{ top: 80 }}
      mobileOffset={{ top: 64 }}
    />
  );
}
