import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PersistedQueries } from './PersistedQueries';
import { createQueryClient } from './query-client';
import { Shell } from './Shell';

/** Everything around the router; tests put a memory router inside instead of the browser's. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <IonApp>
      <QueryClientProvider client={queryClient}>
        <PersistedQueries>{children}</PersistedQueries>
      </QueryClientProvider>
    </IonApp>
  );
}

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function App() {
  return (
    <AppProviders>
      <IonReactRouter future={ROUTER_FUTURE}>
        <Shell />
      </IonReactRouter>
    </AppProviders>
  );
}
