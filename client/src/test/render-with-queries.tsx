// Test support (not used by the app): components that read server state render inside a query
// client of their own, with the app's settings but no retry, so that a failure shows at once
// and no test shares a cache with another.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

/** The app's query client without retries. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** `render` inside a fresh test query client (returned as `queryClient`). */
export function renderWithQueries(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...render(ui, { ...options, wrapper }) };
}
