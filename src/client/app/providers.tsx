import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LazyToaster } from "#client/components/ui/lazy-toaster";
import { createQueryClient } from "#client/lib/query-client";

interface ProvidersProps {
  children: ReactNode;
  /** The server renderer brings its own client, already holding the page's data. */
  queryClient?: QueryClient;
  /** The data the server rendered the page with, so the browser does not fetch it again. */
  serverData?: DehydratedState;
}

export function Providers({ children, queryClient: given, serverData }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={serverData}>{children}</HydrationBoundary>
      <LazyToaster />
    </QueryClientProvider>
  );
}
