import type { EndpointQuery, TenantKind } from "@dutchpot/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleQueryRoot, useConsoleSession } from "../../../lib/console/index.ts";

/** The host console's query keys: under the console root, so signing out drops them. */
export const hostKeys = {
  all: [consoleQueryRoot, "host"] as const,
  tenants: (filter: TenantFilter) => [...hostKeys.all, "tenants", filter] as const,
  tenant: (id: number) => [...hostKeys.all, "tenant", id] as const,
  riders: (status: "pending" | "all") => [...hostKeys.all, "riders", status] as const,
};

export interface TenantFilter {
  keyword: string;
  kind: TenantKind | "";
  state: "" | "active" | "inactive";
  skip: number;
}

export const tenantPageSize = 20;

export function useTenants(filter: TenantFilter) {
  const { call } = useConsoleSession();
  const query: EndpointQuery<"Tenant.GetAll"> = {
    SkipCount: filter.skip,
    MaxResultCount: tenantPageSize,
    ...(filter.keyword.trim() ? { Keyword: filter.keyword.trim() } : {}),
    ...(filter.kind ? { Kind: filter.kind } : {}),
    ...(filter.state ? { IsActive: filter.state === "active" ? "true" : "false" } : {}),
  };
  return useQuery({
    queryKey: hostKeys.tenants(filter),
    queryFn: ({ signal }) => call("Tenant.GetAll", { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useTenant(id: number) {
  const { call } = useConsoleSession();
  return useQuery({
    queryKey: hostKeys.tenant(id),
    queryFn: ({ signal }) => call("Tenant.Get", { query: { id }, signal }),
  });
}

/** Deactivates or activates a tenant; every tenant list and the tenant are read again. */
export function useSetTenantActive() {
  const { call } = useConsoleSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(active ? "Tenant.Activate" : "Tenant.Deactivate", { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostKeys.all }),
  });
}

/** Rider applications: the pending ones, or all of them (newest first). */
export function useRiderApplications(status: "pending" | "all") {
  const { call } = useConsoleSession();
  return useQuery({
    queryKey: hostKeys.riders(status),
    queryFn: ({ signal }) =>
      call("RiderApplication.GetAll", {
        query: { MaxResultCount: 100, SkipCount: 0, ...(status === "pending" ? { Status: "pending" as const } : {}) },
        signal,
      }),
  });
}

export function useReviewRider() {
  const { call } = useConsoleSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; approve: boolean }) => call("RiderApplication.Review", { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...hostKeys.all, "riders"] }),
  });
}
