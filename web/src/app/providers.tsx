import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { LiveNotifications } from '@/features/notifications/components/live-notifications';
import { SocketProvider } from '@/features/socket/socket-provider';
import { createQueryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (not a module singleton), so tests can mount isolated apps.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SocketProvider>
        {children}
        <LiveNotifications />
      </SocketProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
