import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LazyToaster } from "#client/components/ui/lazy-toaster";
import { createQueryClient } from "#client/lib/query-client";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
