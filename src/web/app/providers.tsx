import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ME_KEY } from "../auth/use-session";
import { createQueryClient } from "../lib/query-client";
import { ToasterHost } from "./toaster-host";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() =>
    createQueryClient((client) => void client.invalidateQueries({ queryKey: ME_KEY })),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
