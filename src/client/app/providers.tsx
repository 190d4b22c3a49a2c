import {
  type DehydratedState,
  hydrate,
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
  const [queryClient] = useState(() => {
    const client = given ?? createQueryClient();
    if (serverData) hydrate(client, serverData);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
