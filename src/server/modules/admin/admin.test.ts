import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { SUSPENDED_MESSAGE } from "#server/modules/auth/auth.service";
import { takeCouponUse } from "#server/modules/coupons/coupons.service";
import {
  ADMIN_PAGE_SIZE,
  type AdminFeatureRequestList,
  type AdminFeatureRequestView,
  type AdminReviewPage,
  type AdminReviewView,
  type AdminUserPage,
  type AdminUserView,
  ALREADY_HIDDEN_MESSAGE,
  ALREADY_SUSPENDED_MESSAGE,
  CANNOT_SUSPEND_ADMIN_MESSAGE,
  CANNOT_SUSPEND_SELF_MESSAGE,
  type CouponUsageList,
  FEATURE_REQUEST_STATUS_MESSAGE,
  FREE_ACCESS_SUPPLIERS_ONLY_MESSAGE,
  HIDE_REASON_MESSAGE,
  NOT_HIDDEN_MESSAGE,
  NOT_SUSPENDED_MESSAGE,
  SUSPEND_REASON_MESSAGE,
} from "#shared/contracts/admin";
import {
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_NOT_FOUND_BY_ID_MESSAGE,
  type CouponView,
} from "#shared/contracts/coupons";
import {
  FEATURE_REQUEST_NOT_FOUND_MESSAGE,
  type FeatureRequestView,
} from "#shared/contracts/feature-requests";
import type { NotificationList } from "#shared/contracts/notifications";
import type { QuoteView } from "#shared/contracts/quotes";
import type { RequestView } from "#shared/contracts/requests";
import type { ReviewView } from "#shared/contracts/reviews";
import { REVIEW_NOT_FOUND_MESSAGE } from "#shared/contracts/reviews";
import type { SupplierDetail } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  sessionCookieOf,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { runningClock } from "#tests/support/test-clock";

/** The real time, moved past a booked event while its review is posted. */
const clock = runningClock();

import { AdminAccountError, createAdminAccount } from "./admin-accounts.service";

let t: TestApp;
let admin: TestAccount;
let otherAdmin: TestAccount;
let organizer: TestAccount;
let supplier: TestAccount;

const ADMIN_PASSWORD = "quiet-lantern-harbour";
/** Free lifetime access by configuration, as FREE_ACCESS_EMAILS grants it. */
const LISTED_EMAIL = `listed${process.pid}@example.test`;
let adminCounter = 0;

async function logIn(username: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
  });
}

/** An admin made the way `npm run admin:create` makes one, then signed in like anyone else. */
async function newAdmin(): Promise<TestAccount> {
  adminCounter += 1;
  const username = `admin${process.pid}_${adminCounter}`;
  await createAdminAccount(
    t.database.handle.db,
    {
      username,
      email: `${username}@example.test`,
      name: `Admin ${adminCounter}`,
      password: ADMIN_PASSWORD,
    },
    t.config.passwordHashCost,
  );
  const response = await logIn(username, ADMIN_PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  return {
    user: response.json<UserProfile>(),
    cookie: sessionCookieOf(response),
    password: ADMIN_PASSWORD,
  };
}

const call = (account: TestAccount, options: InjectOptions) =>
  injectAs(t.app, account.cookie, options);

async function json<T>(account: TestAccount, options: InjectOptions): Promise<T> {
  const response = await call(account, options);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

const me = (account: TestAccount) => call(account, { method: "GET", url: "/api/auth/me" });

beforeAll(async () => {
  t = await createTestApp(
    {
      REGISTER_RATE_LIMIT: "10000",
      LOGIN_RATE_LIMIT: "10000",
      FREE_ACCESS_EMAILS: LISTED_EMAIL,
    },
    {},
    { clock },
  );
  [admin, otherAdmin, organizer, supplier] = await Promise.all([
    newAdmin(),
    newAdmin(),
    registerAccount(t.app, { name: "Olive Organizer" }),
    registerAccount(t.app, { role: "supplier", companyName: "Lantern Light Ltd" }),
  ]);
});
afterAll(() => t.close());

/** Every admin route with a body it would accept, so only the guard can refuse it. */
const ADMIN_ROUTES: { method: "GET" | "POST" | "PUT"; url: string; payload?: object }[] = [
  { method: "GET", url: "/api/admin/users" },
  { method: "POST", url: "/api/admin/users/1/suspend", payload: { reason: "Spam" } },
  { method: "POST", url: "/api/admin/users/1/reinstate" },
  { method: "PUT", url: "/api/admin/users/1/free-access", payload: { freeAccess: true } },
  { method: "GET", url: "/api/admin/reviews" },
  { method: "POST", url: "/api/admin/reviews/1/hide", payload: { reason: "Abusive" } },
  { method: "POST", url: "/api/admin/reviews/1/unhide" },
  { method: "GET", url: "/api/admin/organizer-reviews" },
  { method: "POST", url: "/api/admin/organizer-reviews/1/hide", payload: { reason: "Abusive" } },
  { method: "POST", url: "/api/admin/organizer-reviews/1/unhide" },
  { method: "GET", url: "/api/admin/feature-requests" },
  {
    method: "PUT",
    url: "/api/admin/feature-requests/1/status",
    payload: { status: "completed" },
  },
  { method: "GET", url: "/api/admin/coupons" },
  {
    method: "POST",
    url: "/api/admin/coupons",
    payload: { code: "GUARD10", discountType: "percent", discountValue: 10 },
  },
  { method: "POST", url: "/api/admin/coupons/1/deactivate" },
  { method: "GET", url: "/api/admin/coupons/1/usages" },
  { method: "GET", url: "/api/admin/badges" },
  { method: "POST", url: "/api/admin/badges/1/verify" },
  { method: "POST", url: "/api/admin/badges/1/reject", payload: { reason: "Unreadable" } },
  { method: "GET", url: "/api/admin/money" },
  { method: "POST", url: "/api/admin/bookings/1/resolve", payload: { outcome: "release" } },
];

/** The admin routes the server publishes in its OpenAPI document, as "METHOD /path". */
async function publishedAdminRoutes(): Promise<string[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/admin/"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe("who may use the admin API", () => {
  it("lists every admin route in the guard table", async () => {
    const tabled = ADMIN_ROUTES.map(
      (route) => `${route.method} ${route.url.replace(/\/1(?=\/|$)/, "/{id}")}`,
    ).sort();
    expect(await publishedAdminRoutes()).toEqual(tabled);
  });

  it.each(ADMIN_ROUTES)("refuses $method $url to guests (401)", async (route) => {
    expectError(await t.app.inject(route), 401);
  });

  it.each(ADMIN_ROUTES)("refuses $method $url to organizers and suppliers (403)", async (route) => {
    expectError(await call(organizer, route), 403);
    expectError(await call(supplier, route), 403);
  });

  it("checks the role before the input, so a guest learns nothing of what a route accepts", async () => {
    expectError(
      await t.app.inject({ method: "POST", url: "/api/admin/users/abc/suspend", payload: {} }),
      401,
    );
  });

  it("answers admins and is never cached", async () => {
    const response = await call(admin, { method: "GET", url: "/api/admin/users" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("never lets registration create an admin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Sneaky",
        email: "sneaky@example.test",
        username: "sneaky_admin",
        password: "correct-horse-battery",
        role: "admin",
      },
    });
    expectError(response, 400);
    const [row] = await t.database.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "sneaky_admin"));
    expect(row).toBeUndefined();
  });
});

describe("creating an admin account", () => {
  it("refuses a username or email already in use, ignoring case", async () => {
    const base = { name: "Dup", password: ADMIN_PASSWORD };
    await expect(
      createAdminAccount(t.database.handle.db, {
        ...base,
        username: admin.user.username.toUpperCase(),
        email: "fresh-address@example.test",
      }),
    ).rejects.toThrow(
      new AdminAccountError(
        `The username "${admin.user.username.toUpperCase()}" is already taken.`,
      ),
    );
    await expect(
      createAdminAccount(t.database.handle.db, {
        ...base,
        username: "fresh_admin_name",
        email: organizer.user.email.toUpperCase(),
      }),
    ).rejects.toThrow(AdminAccountError);
  });

  it("refuses a common password", async () => {
    await expect(
      createAdminAccount(t.database.handle.db, {
        name: "Weak",
        username: "weak_admin",
        email: "weak-admin@example.test",
        password: "password1",
      }),
    ).rejects.toThrow("This password is too common. Please choose another.");
  });
});

describe("users", () => {
  const search = (query: string) =>
    json<AdminUserPage>(admin, { method: "GET", url: `/api/admin/users?${query}` });

  it("searches names, business names, usernames and emails, ignoring case", async () => {
    const tag = `zq${process.pid}`;
    const [byName, byBusiness, byEmail] = await Promise.all([
      registerAccount(t.app, { name: `Quentin ${tag}Name` }),
      registerAccount(t.app, { role: "supplier", companyName: `${tag}Business Ltd` }),
      registerAccount(t.app, { email: `${tag}mail@example.test` }),
    ]);
    const found = await search(`q=${tag.toUpperCase()}`);
    expect(found.items.map((user) => user.id).sort()).toEqual(
      [byName.user.id, byBusiness.user.id, byEmail.user.id].sort(),
    );
    expect(found.total).toBe(3);
    expect((await search(`q=${byName.user.username}`)).items.map((user) => user.id)).toEqual([
      byName.user.id,
    ]);
    expect(found.items.find((user) => user.id === byBusiness.user.id)).toMatchObject({
      role: "supplier",
      displayName: `${tag}Business Ltd`,
      suspendedAt: null,
      freeAccess: false,
      subscriptionActive: false,
    });
  });

  it("takes % and _ in a search literally", async () => {
    expect((await search("q=%25")).total).toBe(0);
    expect((await search("q=___")).total).toBe(0);
  });

  it("pages newest first, with the total", async () => {
    const first = await search("pageSize=2");
    const second = await search("pageSize=2&page=2");
    expect(first.items).toHaveLength(2);
    expect(first.pageSize).toBe(2);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    // Newest first by when the account was made, the later id first within one instant:
    // accounts registered at the same time can take their ids in either order.
    const pages = [...first.items, ...second.items].map(({ id, createdAt }) => ({ id, createdAt }));
    expect(pages).toEqual(
      [...pages].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
    );
    expect((await search("")).pageSize).toBe(ADMIN_PAGE_SIZE);
    expectError(await call(admin, { method: "GET", url: "/api/admin/users?pageSize=500" }), 400);
  });

  it("filters by role and by suspension", async () => {
    const admins = await search("role=admin&pageSize=50");
    expect(admins.items.every((user) => user.role === "admin")).toBe(true);
    expect(admins.items.map((user) => user.id)).toContain(admin.user.id);
    const suspended = await search("status=suspended&pageSize=50");
    expect(suspended.items.every((user) => user.suspendedAt !== null)).toBe(true);
  });

  describe("suspending", () => {
    const suspend = (id: number, payload: object = { reason: "Fake listings" }) =>
      call(admin, { method: "POST", url: `/api/admin/users/${id}/suspend`, payload });
    const reinstate = (id: number) =>
      call(admin, { method: "POST", url: `/api/admin/users/${id}/reinstate` });

    it("needs a reason", async () => {
      const target = await registerAccount(t.app);
      expectError(await suspend(target.user.id, {}), 400, SUSPEND_REASON_MESSAGE);
      expectError(await suspend(target.user.id, { reason: "   " }), 400, SUSPEND_REASON_MESSAGE);
      expect((await me(target)).statusCode).toBe(200);
    });

    it("ends every session at once and refuses the next login with a clear message", async () => {
      const target = await registerAccount(t.app);
      const secondLogin = await logIn(target.user.username, target.password);
      const secondCookie = sessionCookieOf(secondLogin);

      const response = await suspend(target.user.id, { reason: "  Fake listings  " });
      expect(response.statusCode, response.body).toBe(200);
      const view = response.json<AdminUserView>();
      expect(view.suspendedReason).toBe("Fake listings");
      expect(Date.parse(view.suspendedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

      expectError(await me(target), 401);
      expectError(await injectAs(t.app, secondCookie, { method: "GET", url: "/api/auth/me" }), 401);
      expectError(await logIn(target.user.username, target.password), 403, SUSPENDED_MESSAGE);
      expectError(await logIn(target.user.email, target.password), 403, SUSPENDED_MESSAGE);
      // Only a correct password learns of the suspension.
      expectError(await logIn(target.user.username, "not-the-password"), 401);
    });

    it("refuses to suspend the admin themself or another admin", async () => {
      expectError(await suspend(admin.user.id), 403, CANNOT_SUSPEND_SELF_MESSAGE);
      expectError(await suspend(otherAdmin.user.id), 403, CANNOT_SUSPEND_ADMIN_MESSAGE);
      expect((await me(admin)).statusCode).toBe(200);
      expect((await me(otherAdmin)).statusCode).toBe(200);
    });

    it("answers 409 to a second suspension and 404 to an unknown user", async () => {
      const target = await registerAccount(t.app);
      expect((await suspend(target.user.id)).statusCode).toBe(200);
      expectError(await suspend(target.user.id), 409, ALREADY_SUSPENDED_MESSAGE);
      expectError(await suspend(987_654), 404);
    });

    it("reinstates: the user can log in again", async () => {
      const target = await registerAccount(t.app);
      expectError(await reinstate(target.user.id), 409, NOT_SUSPENDED_MESSAGE);
      await suspend(target.user.id);
      const response = await reinstate(target.user.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AdminUserView>()).toMatchObject({
        suspendedAt: null,
        suspendedReason: null,
      });
      expect((await logIn(target.user.username, target.password)).statusCode).toBe(200);
      expectError(await reinstate(987_654), 404);
    });
  });

  describe("free access", () => {
    const setFreeAccess = (id: number, freeAccess: boolean) =>
      call(admin, {
        method: "PUT",
        url: `/api/admin/users/${id}/free-access`,
        payload: { freeAccess },
      });

    it("grants and removes a supplier's free access, which their session sees at once", async () => {
      const target = await registerAccount(t.app, { role: "supplier", companyName: "Free Co" });
      const granted = await setFreeAccess(target.user.id, true);
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json<AdminUserView>()).toMatchObject({
        freeAccess: true,
        subscriptionActive: true,
      });
      expect((await me(target)).json<UserProfile>()).toMatchObject({
        freeAccess: true,
        subscriptionActive: true,
      });

      const removed = await setFreeAccess(target.user.id, false);
      expect(removed.json<AdminUserView>()).toMatchObject({
        freeAccess: false,
        subscriptionActive: false,
      });
      expect((await me(target)).json<UserProfile>().subscriptionActive).toBe(false);
    });

    it("reports access from FREE_ACCESS_EMAILS apart from the admin switch", async () => {
      const listed = await registerAccount(t.app, {
        role: "supplier",
        companyName: "Listed Ltd",
        email: LISTED_EMAIL,
      });
      const page = await json<AdminUserPage>(admin, {
        method: "GET",
        url: `/api/admin/users?q=${encodeURIComponent(LISTED_EMAIL)}`,
      });
      expect(page.items.map((user) => user.id)).toEqual([listed.user.id]);
      expect(page.items[0]).toMatchObject({
        freeAccess: false,
        freeAccessFromSettings: true,
        subscriptionActive: true,
      });
    });

    it("applies to suppliers only", async () => {
      expectError(
        await setFreeAccess(organizer.user.id, true),
        409,
        FREE_ACCESS_SUPPLIERS_ONLY_MESSAGE,
      );
      expectError(
        await setFreeAccess(admin.user.id, true),
        409,
        FREE_ACCESS_SUPPLIERS_ONLY_MESSAGE,
      );
      expectError(await setFreeAccess(987_654, true), 404);
      expectError(
        await call(admin, {
          method: "PUT",
          url: `/api/admin/users/${supplier.user.id}/free-access`,
          payload: { freeAccess: "yes" },
        }),
        400,
      );
    });
  });
});

describe("reviews", () => {
  let reviewed: TestAccount;
  let first: ReviewView;
  let second: ReviewView;

  /** A request of the organizer, quoted by the supplier, accepted, then reviewed. */
  async function reviewedBooking(rating: number, comment: string): Promise<ReviewView> {
    const request = await json<RequestView>(organizer, {
      method: "POST",
      url: "/api/requests",
      payload: {
        title: `Garden party ${Math.random().toString(36).slice(2, 7)}`,
        description: "Lights for the marquee",
        eventDateFrom: "2099-06-06",
        location: "Bath",
        categories: ["lighting"],
      },
    });
    const quote = await json<QuoteView>(reviewed, {
      method: "POST",
      url: "/api/quotes",
      payload: {
        requestId: request.id,
        price: "£400",
        total: 400,
        description: "Festoon and uplights",
      },
    });
    await json(organizer, {
      method: "PUT",
      url: `/api/quotes/${quote.id}/status`,
      payload: { status: "accepted" },
    });
    // Fourteen days after the event, so the review shows without the supplier's.
    return clock.during("2099-06-20T12:00:00Z", () =>
      json<ReviewView>(organizer, {
        method: "POST",
        url: "/api/reviews",
        payload: { supplierId: reviewed.user.id, requestId: request.id, rating, comment },
      }),
    );
  }

  const profile = () =>
    json<SupplierDetail>(organizer, { method: "GET", url: `/api/suppliers/${reviewed.user.id}` });
  const hide = (id: number, payload: object = { reason: "Personal details in the text" }) =>
    call(admin, { method: "POST", url: `/api/admin/reviews/${id}/hide`, payload });
  const unhide = (id: number) =>
    call(admin, { method: "POST", url: `/api/admin/reviews/${id}/unhide` });

  beforeAll(async () => {
    reviewed = await registerAccount(t.app, {
      role: "supplier",
      companyName: "Glow Worm Lighting",
      categories: ["lighting"],
    });
    await t.database.handle.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionExpiry: new Date(Date.now() + 864e5 * 30) })
      .where(eq(users.id, reviewed.user.id));
    first = await reviewedBooking(2, "Late and rude");
    second = await reviewedBooking(5, "Beautiful lights");
  });

  it("lists reviews newest first with supplier and organizer names", async () => {
    const page = await json<AdminReviewPage>(admin, { method: "GET", url: "/api/admin/reviews" });
    const ours = page.items.filter((item) => item.supplierId === reviewed.user.id);
    expect(ours.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(ours[1]).toMatchObject({
      rating: 2,
      comment: "Late and rude",
      supplierName: "Glow Worm Lighting",
      organizerId: organizer.user.id,
      organizerName: "Olive Organizer",
      requestId: first.requestId,
      hiddenAt: null,
      hiddenReason: null,
    });
    expect(ours[1]?.requestTitle).toMatch(/^Garden party /);
  });

  it("needs a reason to hide", async () => {
    expectError(await hide(first.id, {}), 400, HIDE_REASON_MESSAGE);
    expectError(await hide(first.id, { reason: " " }), 400, HIDE_REASON_MESSAGE);
  });

  it("hides a review from the public profile, and the supplier's rating follows", async () => {
    expect((await profile()).avgRating).toBe(3.5);

    const response = await hide(first.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminReviewView>()).toMatchObject({
      id: first.id,
      hiddenReason: "Personal details in the text",
    });
    const afterHiding = await profile();
    expect(afterHiding.reviews.map((review) => review.id)).toEqual([second.id]);
    expect(afterHiding.avgRating).toBe(5);
    expect(afterHiding.supplier.reviewCount).toBe(1);
    expectError(await hide(first.id), 409, ALREADY_HIDDEN_MESSAGE);

    const hidden = await json<AdminReviewPage>(admin, {
      method: "GET",
      url: "/api/admin/reviews?visibility=hidden",
    });
    expect(hidden.items.map((item) => item.id)).toContain(first.id);
    expect(hidden.items.every((item) => item.hiddenAt !== null)).toBe(true);
    const visible = await json<AdminReviewPage>(admin, {
      method: "GET",
      url: "/api/admin/reviews?visibility=visible",
    });
    expect(visible.items.map((item) => item.id)).not.toContain(first.id);

    const shown = await unhide(first.id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<AdminReviewView>()).toMatchObject({ hiddenAt: null, hiddenReason: null });
    const afterUnhiding = await profile();
    expect(afterUnhiding.reviews.map((review) => review.id)).toEqual([second.id, first.id]);
    expect(afterUnhiding.avgRating).toBe(3.5);
    expect(afterUnhiding.supplier.reviewCount).toBe(2);
    expectError(await unhide(first.id), 409, NOT_HIDDEN_MESSAGE);
  });

  it("answers 404 for an unknown review", async () => {
    expectError(await hide(987_654), 404, REVIEW_NOT_FOUND_MESSAGE);
    expectError(await unhide(987_654), 404, REVIEW_NOT_FOUND_MESSAGE);
  });
});

describe("feature requests", () => {
  let idea: FeatureRequestView;
  const setStatus = (id: number, status: unknown) =>
    call(admin, {
      method: "PUT",
      url: `/api/admin/feature-requests/${id}/status`,
      payload: { status },
    });

  beforeAll(async () => {
    idea = await json<FeatureRequestView>(organizer, {
      method: "POST",
      url: "/api/feature-requests",
      payload: { title: "Dark mode", description: "Easier on the eyes", category: "ui" },
    });
  });

  it("moves a request through every status and tells its author", async () => {
    for (const status of ["in_progress", "completed", "rejected", "pending"] as const) {
      const response = await setStatus(idea.id, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AdminFeatureRequestView>()).toMatchObject({
        id: idea.id,
        status,
        authorName: "Olive Organizer",
      });
    }
    const board = await json<FeatureRequestView[]>(organizer, {
      method: "GET",
      url: "/api/feature-requests",
    });
    expect(board.find((item) => item.id === idea.id)?.status).toBe("pending");
    const { notifications } = await json<NotificationList>(organizer, {
      method: "GET",
      url: "/api/notifications",
    });
    expect(
      notifications
        .filter((item) => item.title === "Feature request updated")
        .map((item) => item.description),
    ).toEqual([
      "“Dark mode” is now Pending.",
      "“Dark mode” is now Rejected.",
      "“Dark mode” is now Completed.",
      "“Dark mode” is now In Progress.",
    ]);
  });

  it("lists requests for the admin, by status when asked", async () => {
    await setStatus(idea.id, "in_progress");
    const all = await json<AdminFeatureRequestList>(admin, {
      method: "GET",
      url: "/api/admin/feature-requests",
    });
    expect(all.map((item) => item.id)).toContain(idea.id);
    const inProgress = await json<AdminFeatureRequestList>(admin, {
      method: "GET",
      url: "/api/admin/feature-requests?status=in_progress",
    });
    expect(inProgress.map((item) => item.id)).toContain(idea.id);
    expect(inProgress.every((item) => item.status === "in_progress")).toBe(true);
    const rejected = await json<AdminFeatureRequestList>(admin, {
      method: "GET",
      url: "/api/admin/feature-requests?status=rejected",
    });
    expect(rejected.map((item) => item.id)).not.toContain(idea.id);
  });

  it("refuses an unknown status or request", async () => {
    expectError(await setStatus(idea.id, "shipped"), 400, FEATURE_REQUEST_STATUS_MESSAGE);
    expectError(await setStatus(987_654, "completed"), 404, FEATURE_REQUEST_NOT_FOUND_MESSAGE);
  });
});

describe("coupons", () => {
  const create = (payload: object) =>
    call(admin, { method: "POST", url: "/api/admin/coupons", payload });
  const list = () => json<CouponView[]>(admin, { method: "GET", url: "/api/admin/coupons" });
  const usages = (id: number) =>
    call(admin, { method: "GET", url: `/api/admin/coupons/${id}/usages` });

  it("creates a coupon with its code in capitals and refuses the same code again", async () => {
    const response = await create({
      code: "spring25",
      discountType: "percent",
      discountValue: 25,
      description: "Spring offer",
      maxUses: 10,
      validUntil: "2099-04-30T23:59:59.000Z",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CouponView>()).toMatchObject({
      code: "SPRING25",
      discountType: "percent",
      discountValue: 25,
      description: "Spring offer",
      isActive: true,
      maxUses: 10,
      currentUses: 0,
      validFrom: null,
      validUntil: "2099-04-30T23:59:59.000Z",
    });
    expectError(
      await create({ code: "Spring25", discountType: "fixed", discountValue: 500 }),
      409,
      COUPON_CODE_TAKEN_MESSAGE,
    );
  });

  it("applies the coupon rules to what the admin enters", async () => {
    expectError(await create({ code: "BIG", discountType: "percent", discountValue: 150 }), 400);
    expectError(await create({ code: "NOPE", discountType: "fixed", discountValue: 0 }), 400);
    expectError(
      await create({ code: "has space", discountType: "fixed", discountValue: 100 }),
      400,
    );
    expectError(
      await create({
        code: "BACKWARDS",
        discountType: "percent",
        discountValue: 10,
        validFrom: "2099-05-01T00:00:00.000Z",
        validUntil: "2099-04-01T00:00:00.000Z",
      }),
      400,
    );
  });

  it("lists coupons newest first with their use counts, and who used each", async () => {
    const coupon = (
      await create({ code: "WELCOME5", discountType: "fixed", discountValue: 500 })
    ).json<CouponView>();
    const [first, second] = await Promise.all([
      registerAccount(t.app, { role: "supplier", companyName: "First User Ltd" }),
      registerAccount(t.app, { role: "supplier", companyName: "Second User Ltd" }),
    ]);
    expect((await usages(coupon.id)).json<CouponUsageList>()).toEqual([]);
    // As a completed payment takes a use.
    await takeCouponUse(
      t.database.handle.db,
      coupon.id,
      first.user.id,
      new Date(Date.now() - 60_000),
    );
    await takeCouponUse(t.database.handle.db, coupon.id, second.user.id);

    const listed = await list();
    expect(listed[0]).toMatchObject({ id: coupon.id, currentUses: 2 });
    const used = await usages(coupon.id);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json<CouponUsageList>()).toMatchObject([
      { userId: second.user.id, displayName: "Second User Ltd", email: second.user.email },
      { userId: first.user.id, displayName: "First User Ltd", username: first.user.username },
    ]);
    expectError(await usages(987_654), 404, COUPON_NOT_FOUND_BY_ID_MESSAGE);
  });

  it("deactivates a coupon, which then stops working", async () => {
    const coupon = (
      await create({ code: "SHORTLIVED", discountType: "percent", discountValue: 100 })
    ).json<CouponView>();
    const response = await call(admin, {
      method: "POST",
      url: `/api/admin/coupons/${coupon.id}/deactivate`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CouponView>().isActive).toBe(false);
    const check = await call(supplier, {
      method: "POST",
      url: "/api/validate-coupon",
      payload: { couponCode: "shortlived" },
    });
    expect(check.json<{ valid: boolean; message: string }>()).toMatchObject({ valid: false });
    expectError(
      await call(admin, { method: "POST", url: "/api/admin/coupons/987654/deactivate" }),
      404,
      COUPON_NOT_FOUND_BY_ID_MESSAGE,
    );
  });
});
