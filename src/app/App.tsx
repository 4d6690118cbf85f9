import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PersistedQueries } from './PersistedQueries';
import { createQueryClient } from './query-client';
import { Shell } from './Shell';

/** What start.tsx made before the first render: the query client and whose saved cache it holds. */
export interface AppStart {
  queryClient?: QueryClient;
  restoredFor?: number | null;
}

/** Everything around the router; tests put a memory router inside instead of the browser's. */
export function AppProviders({ children, start }: { children: ReactNode; start?: AppStart }) {
  const [queryClient] = useState(() => start?.queryClient ?? createQueryClient());
  return (
    <IonApp>
      <QueryClientProvider client={queryClient}>
        <PersistedQueries restoredFor={start?.restoredFor ?? null}>{children}</PersistedQueries>
      </QueryClientProvider>
    </IonApp>
  );
}

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function App({ start }: { start?: AppStart }) {
  return (
    <AppProviders start={start}>
      <IonReactRouter future={ROUTER_FUTURE}>
        <Shell />
      </IonReactRouter>
    </AppProviders>
  );
}
