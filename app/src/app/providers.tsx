import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { AppToaster } from './app-toaster';

export function Providers({ children }: { children: ReactNode }) {
  // One client for the page's life; created lazily so tests and hot reloads get a fresh one.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
