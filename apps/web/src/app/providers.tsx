import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../api/query-client.ts';
import { TOAST_DURATION_MS } from '../config/site.ts';
import { TOASTS } from '../text/common.ts';

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
    </QueryClientProvider>
  );
}
