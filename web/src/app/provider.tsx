import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { Toaster } from '@/components/ui/toaster';
import { useBranding } from '@/lib/branding';
import { createQueryClient } from '@/lib/query-client';

function DocumentTitle() {
  const { clubName } = useBranding();
  useEffect(() => {
    document.title = clubName;
  }, [clubName]);
  return null;
}

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own; the app makes one. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {/* docs/product.md section 9: tooltips open after 700 ms, then 300 ms between neighbours. */}
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <DocumentTitle />
        {children}
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
