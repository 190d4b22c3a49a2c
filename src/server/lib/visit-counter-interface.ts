// What a module may ask of the visit counter (built in modules/insights/visit-counter.ts and handed
// to every module by buildApp), kept below the modules so that none of them depends on insights.

/** What a supplier's roll-up counts per UK day. */
export const VISIT_KINDS = ["appearances", "profileViews", "contactReveals", "leadViews"] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** Who made a visit, as far as counting needs: nothing of it is stored but a keyed hash. */
export interface Visitor {
  /** The signed-in account, or null for a guest. */
  userId: number | null;
  /** The client address as the trusted proxies tell it. */
  ip: string;
  userAgent: string | undefined;
}

export interface VisitCounter {
  /**
   * Cards shown on a directory page: counted in this process's memory by supplier id, with no
   * round trip and no session lookup, whether the page came from the cache or the database.
   */
  countAppearances(supplierIds: readonly number[], userAgent: string | undefined): void;
  /**
   * One visit of another kind, left out for bots and for a repeat within 30 minutes by the same
   * visitor (of the same thing: `about` tells requests apart for lead views). Never waits: the
   * count is made in the background and the next flush waits for it.
   */
  countVisit(
    kind: Exclude<VisitKind, "appearances">,
    supplierId: number,
    visitor: Visitor,
    about?: string,
  ): void;
  /** Adds what was gathered to `supplier_daily_insights`; answers the supplier-days written. */
  flush(): Promise<number>;
}
