import { describe, expect, it } from "vitest";
import { isKnownPagePath, matchPage, PAGE_NAMES, type PageName, pages } from "./paths";

/** Addresses each page's builders make, with awkward values where a parameter is free text. */
const BUILT_ADDRESSES: Record<PageName, string[]> = {
  home: [pages.home.href],
  login: [pages.login.href],
  register: [
    pages.register.href,
    pages.register.variants.withRole("supplier"),
    pages.register.variants.withRole("organizer"),
  ],
  forgotPassword: [pages.forgotPassword.href],
  resetPassword: [pages.resetPassword.href, pages.resetPassword.variants.withToken("a-b_C9")],
  verifyEmail: [pages.verifyEmail.href, pages.verifyEmail.variants.withToken("a-b_C9")],
  dashboard: [pages.dashboard.href],
  profile: [pages.profile.href],
  suppliers: [
    pages.suppliers.href,
    pages.suppliers.variants.inCategory("av_equipment"),
    pages.suppliers.variants.inCategory("a&b c/d?"),
  ],
  suppliersInCategory: [
    pages.suppliersInCategory.href("photography"),
    pages.suppliersInCategory.href("a&b c/d?"),
  ],
  suppliersInTown: [
    pages.suppliersInTown.href("photography", "leeds"),
    pages.suppliersInTown.href("venue", "newcastle-upon-tyne"),
    pages.suppliersInTown.href("dj", "a/b c"),
  ],
  supplier: [pages.supplier.href(42)],
  supplierBySlug: [pages.supplierBySlug.href("harbour-lights"), pages.supplierBySlug.href("a/b c")],
  organizer: [pages.organizer.href(7)],
  createRequest: [pages.createRequest.href],
  myRequests: [pages.myRequests.href],
  request: [pages.request.href(12)],
  review: [pages.review.href(3, 9)],
  browseRequests: [pages.browseRequests.href],
  insights: [pages.insights.href],
  quotes: [pages.quotes.href],
  bookings: [pages.bookings.href],
  booking: [pages.booking.href(5)],
  messages: [pages.messages.href],
  conversation: [pages.conversation.href(5), pages.conversation.href(5, 8)],
  notifications: [pages.notifications.href],
  alertSettings: [pages.alertSettings.href],
  plans: [pages.plans.href],
  featureRequests: [pages.featureRequests.href],
  howItWorks: [pages.howItWorks.href],
  successTips: [pages.successTips.href],
  pricing: [pages.pricing.href],
  privacy: [pages.privacy.href],
  terms: [pages.terms.href],
  refundPolicy: [pages.refundPolicy.href],
  supplierGuidelines: [pages.supplierGuidelines.href],
  help: [pages.help.href],
  contact: [pages.contact.href, pages.contact.variants.about("refunds")],
  admin: [pages.admin.href],
  adminSection: [pages.adminSection.href("users")],
};

/** The pages whose route sends a guest away or shows them a log-in prompt instead. */
const SIGNED_IN_PAGES: PageName[] = [
  "dashboard",
  "profile",
  "createRequest",
  "myRequests",
  "request",
  "review",
  "browseRequests",
  "insights",
  "quotes",
  "messages",
  "conversation",
  "notifications",
  "bookings",
  "booking",
  "alertSettings",
  "admin",
  "adminSection",
];

const namesWith = (visibility: string) =>
  PAGE_NAMES.filter((name) => pages[name].visibility === visibility).sort();

describe("the page table", () => {
  it("gives every page its own pattern", () => {
    const patterns = PAGE_NAMES.map((name) => pages[name].pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each(PAGE_NAMES)("builds addresses of %s that its own pattern matches", (name) => {
    for (const address of BUILT_ADDRESSES[name]) {
      const url = new URL(address, "https://eventeazy.test");
      expect(url.pathname + url.search).toBe(address);
      expect(matchPage(url.pathname)?.name).toBe(name);
    }
  });

  it("encodes free-text parameters and decodes them when matching", () => {
    expect(pages.supplierBySlug.href("a/b c")).toBe("/s/a%2Fb%20c");
    expect(matchPage("/s/a%2Fb%20c")).toEqual({
      name: "supplierBySlug",
      parameters: { slug: "a/b c" },
    });
    expect(matchPage("/review/3/9")?.parameters).toEqual({ requestId: "3", supplierId: "9" });
    const category = new URL(pages.suppliers.variants.inCategory("a&b c/d?"), "https://x.test");
    expect(category.searchParams.get("category")).toBe("a&b c/d?");
  });

  it("keeps the query builders' addresses as they were linked before", () => {
    expect(pages.register.variants.withRole("supplier")).toBe("/register?role=supplier");
    expect(pages.contact.variants.about("safety")).toBe("/contact?topic=safety");
    expect(pages.conversation.href(5)).toBe("/messages/5");
    expect(pages.conversation.href(5, 8)).toBe("/messages/5?request=8");
  });

  it("makes private exactly the pages that need a signed-in user", () => {
    expect(namesWith("private")).toEqual([...SIGNED_IN_PAGES].sort());
  });

  it("keeps guest pages that no search should lead to unlisted", () => {
    expect(namesWith("unlisted")).toEqual(
      ["forgotPassword", "organizer", "resetPassword", "verifyEmail"].sort(),
    );
  });

  it("knows a page with or without a trailing slash, and nothing else", () => {
    expect(isKnownPagePath("/dashboard/")).toBe(true);
    expect(isKnownPagePath("/")).toBe(true);
    for (const unknown of ["/supplier", "/supplier/42/extra", "/how-it-works/more", "/x"]) {
      expect(isKnownPagePath(unknown)).toBe(false);
    }
  });
});
