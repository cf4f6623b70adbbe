import type { TenantPageConfig } from "@dutchpot/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { ErrorDialogProvider } from "../components/error-dialog.tsx";
import { ToastProvider } from "../components/ui/toast.tsx";
import { TenantProvider } from "../config/tenant-context.tsx";
import { ApiError } from "../lib/api-client.ts";
import { AuthProvider } from "../lib/auth.tsx";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not succeed on retry; network and server errors get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
}

export interface AppProvidersProps {
  tenant: TenantPageConfig;
  i18n: I18n;
  queryClient: QueryClient;
  onSignedOut?: () => void;
  children: ReactNode;
}

/** Everything a screen may rely on: tenant settings, translations, server state, auth, toasts, error dialog. */
export function AppProviders({ tenant, i18n, queryClient, onSignedOut, children }: AppProvidersProps) {
  return (
    <TenantProvider config={tenant}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <ErrorDialogProvider>
              <AuthProvider onSignedOut={onSignedOut}>{children}</AuthProvider>
            </ErrorDialogProvider>
          </ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </TenantProvider>
  );
}
