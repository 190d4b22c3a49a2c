import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "#client/features/auth/api/session";
import { api } from "#client/lib/api-client";
import type { SupplierDetail } from "#shared/contracts/suppliers";

/** How the page names its supplier: /supplier/{id} or /s/{slug}. */
export type SupplierLookup = { by: "id"; id: number } | { by: "slug"; slug: string };

export function getSupplierDetail(lookup: SupplierLookup): Promise<SupplierDetail> {
  return api.get<SupplierDetail>(
    lookup.by === "id"
      ? `/api/suppliers/${lookup.id}`
      : `/api/suppliers/slug/${encodeURIComponent(lookup.slug)}`,
  );
}

/**
 * The viewer is part of the key because the answer depends on who asks: contact details reach
 * signed-in organizers only, so logging in or out must not show a stale copy.
 */
export function supplierDetailQueryOptions(lookup: SupplierLookup, viewerId: number | null) {
  return queryOptions({
    queryKey: [
      "suppliers",
      "detail",
      lookup.by,
      lookup.by === "id" ? lookup.id : lookup.slug,
      { viewerId },
    ],
    queryFn: () => getSupplierDetail(lookup),
  });
}

/** `lookup` is null when the address cannot name a supplier (say /supplier/abc): nothing is asked. */
export function useSupplierDetail(lookup: SupplierLookup | null) {
  const { user } = useSession();
  const fallback: SupplierLookup = { by: "id", id: 0 };
  return useQuery({
    ...supplierDetailQueryOptions(lookup ?? fallback, user?.id ?? null),
    enabled: lookup !== null,
  });
}

/** Reads a route's id or slug; null when it cannot be a supplier's. */
export function supplierLookupFrom(params: {
  id?: string | undefined;
  slug?: string | undefined;
}): SupplierLookup | null {
  if (params.id !== undefined) {
    const id = Number(params.id);
    return /^\d+$/.test(params.id) && Number.isSafeInteger(id) && id > 0 ? { by: "id", id } : null;
  }
  const slug = params.slug?.trim();
  return slug ? { by: "slug", slug } : null;
}
