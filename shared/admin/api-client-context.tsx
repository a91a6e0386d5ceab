// The one way admin screens reach the server: the ApiClient the host app hands to AdminRoot.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api-client/api-client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside AdminRoot');
  return client;
}
