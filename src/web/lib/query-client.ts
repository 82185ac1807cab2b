import { QueryClient } from '@tanstack/react-query';

// Data is never stale, not refetched on focus or by interval, and not retried.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
    mutations: { retry: false },
  },
});
