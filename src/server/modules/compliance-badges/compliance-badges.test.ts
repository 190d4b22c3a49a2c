import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { complianceBadges, users } from "#server/db/schema";
import { createAdminAccount } from "#server/modules/admin/admin-accounts.service";
import {
  type AdminBadgeList,
  type AdminBadgeView,
  ALREADY_EXPIRED_MESSAGE,
  BADGE_NOT_FOUND_MESSAGE,
  type BadgeInput,
  EVIDENCE_MISSING_MESSAGE,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
  FUTURE_DATE_MESSAGE,
  MAX_EVIDENCE_BYTES,
  NOT_PENDING_MESSAGE,
  type OwnBadgeList,
  type OwnBadgeView,
  REJECT_REASON_MESSAGE,
} from "#shared/contracts/compliance-badges";
import type { SupplierCounts, SupplierDetail, SupplierListItem } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { expectError } from "#tests/support/expect-error";
import { multipartOf } from "#tests/support/multipart";
import { outboxEmailsTo } from "#tests/support/outbox";
import {
  createTestApp,
  injectAs,
  registerAccount,
  registerListedSupplier,
  sessionCookieOf,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midday in the UK, so whole days moved never cross a UK midnight by an hour. */
const START = new Date("2027-03-03T12:00:00Z");
const TODAY = "2027-03-03";
const clock = testClock(START);
let t: TestApp;
let admin: TestAccount;
let organizer: TestAccount;
let supplier: TestAccount;
let otherSupplier: TestAccount;

const day = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;

const insurance = (overrides: Partial<Extract<BadgeInput, { kind: "insurance" }>> = {}) =>
  ({
    kind: "insurance",
    insurer: "Hiscox",
    policyNumber: "PL-123456",
    coverPounds: 5_000_000,
    expiryDate: day(200),
    ...overrides,
  }) satisfies BadgeInput;

const hygiene = (rating: number, inspectionDate = day(-30)) =>
  ({
    kind: "food_hygiene",
    rating,
    businessName: "Harbour Kitchen",
    inspectionDate,
  }) satisfies BadgeInput;

interface EvidencePart {
  data: Buffer;
  filename?: string;
  type?: string;
}

async function postBadge(
  account: TestAccount | null,
  badge: unknown,
  evidence: EvidencePart | null = { data: PDF, filename: "policy.pdf", type: "application/pdf" },
) {
  const form = await multipartOf(
    evidence
      ? [
          {
            field: "evidence",
            data: evidence.data,
            filename: evidence.filename ?? "evidence",
            type: evidence.type,
          },
        ]
      : [],
    badge === undefined ? {} : { badge: typeof badge === "string" ? badge : JSON.stringify(badge) },
  );
  const options: InjectOptions = {
    method: "POST",
    url: "/api/badges",
    payload: form.payload,
    headers: form.headers,
  };
  return account ? injectAs(t.app, account.cookie, options) : t.app.inject(options);
}

async function addBadge(
  account: TestAccount,
  badge: BadgeInput,
  evidence?: EvidencePart,
): Promise<OwnBadgeView> {
  const response = await postBadge(account, badge, evidence);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OwnBadgeView>();
}

const call = (account: TestAccount, options: InjectOptions) =>
  injectAs(t.app, account.cookie, options);

async function verify(badgeId: number): Promise<AdminBadgeView> {
  const response = await call(admin, {
    method: "POST",
    url: `/api/admin/badges/${badgeId}/verify`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminBadgeView>();
}

async function ownBadges(account: TestAccount): Promise<OwnBadgeView[]> {
  const response = await call(account, { method: "GET", url: "/api/badges" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnBadgeList>().badges;
}

async function profileBadges(account: TestAccount) {
  const response = await t.app.inject({ method: "GET", url: `/api/suppliers/${account.user.id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierDetail>().supplier.badges;
}

async function directory(query: string): Promise<SupplierListItem[]> {
  const response = await t.app.inject({ method: "GET", url: `/api/suppliers?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierListItem[]>();
}

/** Notification emails reach the outbox shortly after the answer: sending never holds it up. */
async function emailsTo(account: TestAccount, subject: string, expected = 1) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = await outboxEmailsTo(t.config.dataDir, account.user.email, { subject });
    if (found.length >= expected) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return outboxEmailsTo(t.config.dataDir, account.user.email, { subject });
}

/** A supplier the directory lists (a category, a place and a description). */
async function newSupplier(): Promise<TestAccount> {
  return registerListedSupplier(t.app, ["catering"]);
}

async function privateFilesOf(userId: number): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, "private", String(userId))).catch(() => []);
}

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000", UPLOADS_PER_MINUTE: "10000" },
    {},
    { clock },
  );
  await createAdminAccount(
    t.database.handle.db,
    {
      username: `badgeadmin${process.pid}`,
      email: `badgeadmin${process.pid}@example.test`,
      name: "Badge Admin",
      password: "quiet-lantern-harbour",
    },
    t.config.passwordHashCost,
  );
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: `badgeadmin${process.pid}`, password: "quiet-lantern-harbour" },
  });
  admin = {
    user: login.json<UserProfile>(),
    cookie: sessionCookieOf(login),
    password: "quiet-lantern-harbour",
  };
  [organizer, supplier, otherSupplier] = await Promise.all([
    registerAccount(t.app),
    newSupplier(),
    newSupplier(),
  ]);
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: "#7c3aed" } });
  [jpeg, png, webp] = await Promise.all([
    image.clone().jpeg().toBuffer(),
    image.clone().png().toBuffer(),
    image.clone().webp().toBuffer(),
  ]);
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

describe("adding a badge", () => {
  it("refuses guests and organizers", async () => {
    expectError(await postBadge(null, insurance()), 401);
    expectError(await postBadge(organizer, insurance()), 403);
  });

  it("refuses a supplier whose email address is not confirmed, and stores nothing", async () => {
    const unconfirmed = await registerAccount(t.app, { role: "supplier", verified: false });
    expectError(
      await postBadge(unconfirmed, insurance()),
      403,
      "Please confirm your email address before adding a badge.",
    );
    expect(await privateFilesOf(unconfirmed.user.id)).toEqual([]);
    expect(await ownBadges(unconfirmed)).toEqual([]);
  });

  it("takes a PDF, a JPEG or a PNG, keeps it out of the public uploads, and waits for review", async () => {
    const account = await newSupplier();
    const pdf = await addBadge(account, insurance());
    expect(pdf).toMatchObject({
      kind: "insurance",
      label: "Insured £5m",
      status: "pending",
      validUntil: day(200),
      evidenceType: "application/pdf",
      evidenceName: "policy.pdf",
      rejectionReason: null,
    });
    const photo = await addBadge(account, hygiene(5), { data: jpeg, filename: "rating.jpeg" });
    expect(photo).toMatchObject({ evidenceType: "image/jpeg", validUntil: day(-30 + 731) });
    const scan = await addBadge(account, { kind: "pat", testDate: day(-1) }, { data: png });
    expect(scan).toMatchObject({ evidenceType: "image/png", label: "PAT tested" });
    expect(await privateFilesOf(account.user.id)).toHaveLength(3);
    const publicFiles = await readdir(path.join(t.config.dataDir, "uploads")).catch(() => []);
    expect(publicFiles).not.toContain(String(account.user.id));
    expect((await ownBadges(account)).map((badge) => badge.id)).toEqual([
      scan.id,
      photo.id,
      pdf.id,
    ]);
  });

  it("checks the file by its content, not its name or declared type, and stores nothing refused", async () => {
    const account = await newSupplier();
    const refusals: EvidencePart[] = [
      { data: Buffer.from("just some words"), filename: "policy.pdf", type: "application/pdf" },
      { data: webp, filename: "rating.png", type: "image/png" },
      // A PDF cut short has lost its end marker.
      { data: PDF.subarray(0, 30), filename: "policy.pdf", type: "application/pdf" },
      // A JPEG whose header is intact but whose pixels were cut off.
      { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: "cut.jpg" },
      { data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), filename: "x.png" },
    ];
    for (const evidence of refusals) {
      const body = expectError(
        await postBadge(account, insurance(), evidence),
        400,
        EVIDENCE_TYPE_MESSAGE,
      );
      expect(body.fieldErrors?.evidence).toEqual([EVIDENCE_TYPE_MESSAGE]);
    }
    expectError(await postBadge(account, insurance(), null), 400, EVIDENCE_MISSING_MESSAGE);
    expect(await privateFilesOf(account.user.id)).toEqual([]);
    expect(await ownBadges(account)).toEqual([]);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const account = await newSupplier();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_EVIDENCE_BYTES)]);
    expectError(
      await postBadge(account, insurance(), { data: big, filename: "big.pdf" }),
      413,
      EVIDENCE_TOO_LARGE_MESSAGE,
    );
    expect(await privateFilesOf(account.user.id)).toEqual([]);
  });

  it("checks each kind's fields with the shared contract", async () => {
    const account = await newSupplier();
    const badRating = expectError(await postBadge(account, hygiene(6)), 400);
    expect(badRating.fieldErrors?.rating).toEqual(["Ratings run from 0 to 5."]);
    const badDbs = expectError(
      await postBadge(account, { kind: "dbs", dbsType: "thorough", issueDate: day(-1) }),
      400,
    );
    expect(badDbs.fieldErrors?.dbsType).toBeDefined();
    const noInsurer = expectError(await postBadge(account, insurance({ insurer: " " })), 400);
    expect(noInsurer.fieldErrors?.insurer).toEqual(["Please enter the insurer."]);
    expectError(await postBadge(account, insurance({ expiryDate: "2027-02-30" })), 400);
    expectError(await postBadge(account, insurance({ coverPounds: -5 })), 400);
    expectError(await postBadge(account, { kind: "tax" }), 400);
    expectError(await postBadge(account, insurance({ insurer: "Hisc\u0000ox" })), 400);
    expectError(await postBadge(account, insurance({ coverPounds: 1.5 })), 400);
    expectError(await postBadge(account, insurance({ coverPounds: 200_000_000 })), 400);
    expectError(await postBadge(account, "{not json"), 400);
    expectError(await postBadge(account, undefined), 400);
    expect(await ownBadges(account)).toEqual([]);
  });

  it("refuses dates in the future and badges already over, by the server's clock", async () => {
    const account = await newSupplier();
    const future = expectError(
      await postBadge(account, hygiene(5, day(1))),
      400,
      FUTURE_DATE_MESSAGE,
    );
    expect(future.fieldErrors?.inspectionDate).toEqual([FUTURE_DATE_MESSAGE]);
    expectError(
      await postBadge(account, insurance({ expiryDate: day(-1) })),
      400,
      ALREADY_EXPIRED_MESSAGE,
    );
    // A PAT test of 13 months ago lasted 12.
    expectError(
      await postBadge(account, { kind: "pat", testDate: day(-400) }),
      400,
      ALREADY_EXPIRED_MESSAGE,
    );
    // The last valid day is still valid.
    await addBadge(account, insurance({ expiryDate: TODAY }));
  });
});

describe("evidence files", () => {
  let badge: OwnBadgeView;
  beforeAll(async () => {
    badge = await addBadge(supplier, insurance(), { data: png, filename: "schedule.png" });
  });

  const fetchEvidence = (account: TestAccount | null, id = badge.id) => {
    const options: InjectOptions = { method: "GET", url: `/api/badges/${id}/evidence` };
    return account ? call(account, options) : t.app.inject(options);
  };

  it("go to their supplier and to admins as a download of the bytes sent", async () => {
    for (const account of [supplier, admin]) {
      const response = await fetchEvidence(account);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["content-disposition"]).toBe('attachment; filename="schedule.png"');
      expect(response.headers["cache-control"]).toMatch(/no-store/);
      expect(response.rawPayload.equals(png)).toBe(true);
    }
  });

  it("are refused to guests (401), and to other suppliers and organizers as if absent (404)", async () => {
    expectError(await fetchEvidence(null), 401);
    expectError(await fetchEvidence(otherSupplier), 404, BADGE_NOT_FOUND_MESSAGE);
    expectError(await fetchEvidence(organizer), 404, BADGE_NOT_FOUND_MESSAGE);
    expectError(await fetchEvidence(supplier, 999_999), 404, BADGE_NOT_FOUND_MESSAGE);
    expectError(await fetchEvidence(supplier, 99_999_999_999), 400);
  });

  it("are not reachable under the public uploads path", async () => {
    const [row] = await t.database.handle.db
      .select({ key: complianceBadges.evidenceKey })
      .from(complianceBadges)
      .where(eq(complianceBadges.id, badge.id));
    expect(row?.key).toMatch(new RegExp(`^${supplier.user.id}/`));
    const response = await t.app.inject({ method: "GET", url: `/uploads/${row?.key}` });
    expect(response.statusCode).toBe(404);
  });

  it("go with the supplier's account when it is deleted", async () => {
    const account = await newSupplier();
    await addBadge(account, insurance());
    expect(await privateFilesOf(account.user.id)).toHaveLength(1);
    const response = await call(account, {
      method: "DELETE",
      url: "/api/auth/account",
      payload: { password: account.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await privateFilesOf(account.user.id)).toEqual([]);
  });

  it("go with their badge when the supplier removes it", async () => {
    const account = await newSupplier();
    const removed = await addBadge(account, insurance());
    expectError(
      await call(otherSupplier, { method: "DELETE", url: `/api/badges/${removed.id}` }),
      404,
    );
    const response = await call(account, { method: "DELETE", url: `/api/badges/${removed.id}` });
    expect(response.statusCode, response.body).toBe(204);
    expect(await privateFilesOf(account.user.id)).toEqual([]);
    expectError(await fetchEvidence(account, removed.id), 404);
  });
});

describe("review by admins", () => {
  it("is for admins only", async () => {
    const badge = await addBadge(supplier, { kind: "pat", testDate: day(-2) });
    expectError(await t.app.inject({ method: "GET", url: "/api/admin/badges" }), 401);
    for (const account of [supplier, organizer]) {
      expectError(await call(account, { method: "GET", url: "/api/admin/badges" }), 403);
      expectError(
        await call(account, { method: "POST", url: `/api/admin/badges/${badge.id}/verify` }),
        403,
      );
      expectError(
        await call(account, {
          method: "POST",
          url: `/api/admin/badges/${badge.id}/reject`,
          payload: { reason: "No" },
        }),
        403,
      );
    }
    expect((await ownBadges(supplier)).find((own) => own.id === badge.id)?.status).toBe("pending");
  });

  it("lists waiting badges oldest first with their supplier", async () => {
    const account = await newSupplier();
    const first = await addBadge(account, insurance());
    const second = await addBadge(account, hygiene(4));
    const response = await call(admin, { method: "GET", url: "/api/admin/badges" });
    const listed = response.json<AdminBadgeList>().badges;
    const mine = listed.filter((badge) => badge.supplier.id === account.user.id);
    expect(mine.map((badge) => badge.id)).toEqual([first.id, second.id]);
    expect(mine[0]?.supplier.name).toBe(account.user.businessName);
    expect(mine[0]?.details).toMatchObject({ policyNumber: "PL-123456" });
  });

  it("verifies a waiting badge once, and emails the supplier", async () => {
    const account = await newSupplier();
    const badge = await addBadge(account, insurance());
    const verified = await verify(badge.id);
    expect(verified).toMatchObject({ status: "verified", supplier: { id: account.user.id } });
    expectError(
      await call(admin, { method: "POST", url: `/api/admin/badges/${badge.id}/verify` }),
      409,
      NOT_PENDING_MESSAGE,
    );
    expectError(
      await call(admin, { method: "POST", url: "/api/admin/badges/999999/verify" }),
      404,
      BADGE_NOT_FOUND_MESSAGE,
    );
    const [email] = await emailsTo(account, 'Your "Insured £5m" badge is verified');
    expect(email?.text).toContain("shows on your card and profile until");
  });

  it("rejects with a reason the supplier sees and is emailed", async () => {
    const account = await newSupplier();
    const badge = await addBadge(account, hygiene(5));
    const url = `/api/admin/badges/${badge.id}/reject`;
    expectError(
      await call(admin, { method: "POST", url, payload: {} }),
      400,
      REJECT_REASON_MESSAGE,
    );
    expectError(
      await call(admin, { method: "POST", url, payload: { reason: "x".repeat(501) } }),
      400,
    );
    const response = await call(admin, {
      method: "POST",
      url,
      payload: { reason: "The certificate names another business." },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [own] = await ownBadges(account);
    expect(own).toMatchObject({
      status: "rejected",
      rejectionReason: "The certificate names another business.",
    });
    expectError(
      await call(admin, { method: "POST", url: `/api/admin/badges/${badge.id}/verify` }),
      409,
    );
    const [email] = await emailsTo(account, 'Your "Food hygiene 5" badge was not verified');
    expect(email?.text).toContain("The certificate names another business.");
    expect(await profileBadges(account)).toEqual([]);
  });

  it("can withdraw a verified badge, which leaves the card at once", async () => {
    const account = await newSupplier();
    const badge = await addBadge(account, insurance());
    await verify(badge.id);
    expect(await profileBadges(account)).toHaveLength(1);
    const response = await call(admin, {
      method: "POST",
      url: `/api/admin/badges/${badge.id}/reject`,
      payload: { reason: "The policy was cancelled." },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await profileBadges(account)).toEqual([]);
  });
});

describe("display", () => {
  it("shows only verified badges on profiles and cards, without private details", async () => {
    const account = await newSupplier();
    const insured = await addBadge(account, insurance());
    const rated = await addBadge(account, hygiene(5));
    await addBadge(account, { kind: "dbs", dbsType: "enhanced", issueDate: day(-10) });
    expect(await profileBadges(account)).toEqual([]);
    await verify(insured.id);
    await verify(rated.id);
    const expected = [
      { kind: "insurance", label: "Insured £5m", validUntil: day(200) },
      { kind: "food_hygiene", label: "Food hygiene 5", validUntil: day(-30 + 731) },
    ];
    expect(await profileBadges(account)).toEqual(expected);
    const card = (await directory(`q=${encodeURIComponent(account.user.businessName ?? "")}`)).find(
      (item) => item.id === account.user.id,
    );
    expect(card?.badges).toEqual(expected);
    expect(JSON.stringify(card)).not.toContain("PL-123456");
  });

  it("leaves a badge out from the day after its last day, by the server's clock, before any sweep", async () => {
    const account = await newSupplier();
    const badge = await addBadge(account, insurance({ expiryDate: day(10) }));
    await verify(badge.id);
    clock.set(START.getTime() + 10 * DAY_MS);
    expect(await profileBadges(account)).toHaveLength(1);
    clock.set(START.getTime() + 11 * DAY_MS);
    expect(await profileBadges(account)).toEqual([]);
    expect((await ownBadges(account))[0]?.status).toBe("expired");
    expect(await directory("insured=true")).not.toContainEqual(
      expect.objectContaining({ id: account.user.id }),
    );
  });
});

describe("expiry through the scheduled work", () => {
  beforeAll(async () => {
    // Sweeps read every badge: earlier tests' badges are set well clear of these tests' dates.
    await t.database.handle.db
      .update(complianceBadges)
      .set({ validUntil: "2099-01-01", status: "rejected" });
  });

  const sweepAt = async (offsetDays: number) => {
    clock.set(START.getTime() + offsetDays * DAY_MS);
    return t.app.scheduledWork.runOnce();
  };

  it("reminds 30 and 7 days before the last day, each once, then expires the badge and says so", async () => {
    const account = await newSupplier();
    const badge = await addBadge(account, insurance({ expiryDate: day(40) }));
    await verify(badge.id);
    const subjects = async () =>
      (await outboxEmailsTo(t.config.dataDir, account.user.email)).map((email) => email.subject);

    expect((await sweepAt(9)).badgeRemindersSent).toBe(0);
    expect((await sweepAt(10)).badgeRemindersSent).toBe(1);
    expect((await sweepAt(10)).badgeRemindersSent).toBe(0);
    expect((await sweepAt(20)).badgeRemindersSent).toBe(0);
    expect(await subjects()).toContain('Your "Insured £5m" badge ends in 30 days');

    expect((await sweepAt(33)).badgeRemindersSent).toBe(1);
    expect((await sweepAt(35)).badgeRemindersSent).toBe(0);
    expect(await subjects()).toContain('Your "Insured £5m" badge ends in 7 days');

    expect((await sweepAt(40)).badgesExpired).toBe(0);
    const expiry = await sweepAt(41);
    expect(expiry.badgesExpired).toBe(1);
    expect((await sweepAt(42)).badgesExpired).toBe(0);
    expect(
      (await subjects()).filter((subject) => subject === 'Your "Insured £5m" badge has expired'),
    ).toHaveLength(1);

    // Recorded, not only computed: even a clock turned back shows the badge as expired.
    clock.set(START);
    expect((await ownBadges(account))[0]?.status).toBe("expired");
    expect(await profileBadges(account)).toEqual([]);
    const [row] = await t.database.handle.db
      .select({ insuredUntil: users.insuredUntil, badges: users.verifiedBadges })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row).toEqual({ insuredUntil: null, badges: [] });
  });

  it("sends a badge verified a week before its end the 7-day reminder alone", async () => {
    const account = await newSupplier();
    const badge = await addBadge(account, { kind: "pat", testDate: day(-360) });
    expect(badge.validUntil).toBe(day(5));
    await verify(badge.id);
    expect((await sweepAt(0)).badgeRemindersSent).toBe(1);
    expect((await sweepAt(1)).badgeRemindersSent).toBe(0);
    const subjects = (await outboxEmailsTo(t.config.dataDir, account.user.email)).map(
      (email) => email.subject,
    );
    expect(subjects).toContain('Your "PAT tested" badge ends in 5 days');
    expect(subjects.filter((subject) => subject.includes("ends in"))).toHaveLength(1);
  });

  it("expires a badge still waiting for review, which no admin can then verify", async () => {
    const account = await newSupplier();
    const badge = await addBadge(account, insurance({ expiryDate: day(3) }));
    expect((await sweepAt(4)).badgesExpired).toBe(1);
    expect((await ownBadges(account))[0]?.status).toBe("expired");
    expectError(
      await call(admin, { method: "POST", url: `/api/admin/badges/${badge.id}/verify` }),
      409,
    );
  });
});

describe("directory filters", () => {
  let insured: TestAccount;
  let goodHygiene: TestAccount;
  let poorHygiene: TestAccount;
  let unbadged: TestAccount;
  const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

  beforeAll(async () => {
    [insured, goodHygiene, poorHygiene, unbadged] = await Promise.all([
      newSupplier(),
      newSupplier(),
      newSupplier(),
      newSupplier(),
    ]);
    for (const [index, account] of [insured, goodHygiene, poorHygiene, unbadged].entries())
      await t.database.handle.db
        .update(users)
        .set({ latitude: LEEDS.latitude + index * 0.01, longitude: LEEDS.longitude })
        .where(eq(users.id, account.user.id));
    await verify((await addBadge(insured, insurance({ expiryDate: day(60) }))).id);
    await verify((await addBadge(goodHygiene, hygiene(4))).id);
    await verify((await addBadge(poorHygiene, hygiene(3))).id);
    // Waiting badges count for nothing.
    await addBadge(unbadged, insurance());
    await addBadge(unbadged, hygiene(5));
  });

  const mine = (items: SupplierListItem[]) =>
    items
      .map((item) => item.id)
      .filter((id) =>
        [insured, goodHygiene, poorHygiene, unbadged].some((account) => account.user.id === id),
      );

  it("'Insured' lists only suppliers with current verified insurance, with and without a place", async () => {
    expect(mine(await directory("insured=true"))).toEqual([insured.user.id]);
    const near = `latitude=${LEEDS.latitude}&longitude=${LEEDS.longitude}&distance=10`;
    expect(mine(await directory(`${near}&insured=true`))).toEqual([insured.user.id]);
    expect(mine(await directory(near))).toEqual([
      insured.user.id,
      goodHygiene.user.id,
      poorHygiene.user.id,
      unbadged.user.id,
    ]);
    const counts = await t.app.inject({
      method: "GET",
      url: `/api/suppliers/counts?${near}&insured=true`,
    });
    expect(counts.json<SupplierCounts>().total.count).toBeGreaterThanOrEqual(1);
  });

  it("'Food hygiene 4+' lists only ratings of 4 or 5", async () => {
    expect(mine(await directory("goodHygiene=true"))).toEqual([goodHygiene.user.id]);
    expect(mine(await directory("goodHygiene=1&insured=1"))).toEqual([]);
  });

  it("drops suppliers from the filters once their badge's last day has passed", async () => {
    clock.set(START.getTime() + 61 * DAY_MS);
    expect(mine(await directory("insured=true"))).toEqual([]);
    expect(mine(await directory("goodHygiene=true"))).toEqual([goodHygiene.user.id]);
  });

  it("refuses a filter value it does not understand", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/suppliers?insured=maybe" }), 400);
  });
});
