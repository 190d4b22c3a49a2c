import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { users } from "#server/db/schema";
import { AppError, badRequest, notFound } from "#server/lib/errors";
import type { ImageDecoder } from "#server/lib/images/image-decoder";
import {
  ImageRejectedError,
  type ImageRejection,
  type PreparedImage,
} from "#server/lib/images/prepare-image";
import { type ImageStore, isUploadOf, newUserImageKey } from "#server/lib/storage/image-store";
import { isImageUsedByOfferings } from "#server/modules/equipment/equipment.service";
import {
  MAX_PORTFOLIO_IMAGES,
  MAX_UPLOAD_BYTES,
  type RefusedImage,
  type UploadedPortfolio,
} from "#shared/contracts/uploads";

export const IMAGE_TYPE_MESSAGE = "Please upload a JPEG, PNG or WebP image.";
export const IMAGE_UNREADABLE_MESSAGE =
  "We could not read that image. Please try another JPEG, PNG or WebP file.";
export const imagePixelsMessage = (maxPixels: number) =>
  `That image is too large to process. Please upload one under ${Math.round(maxPixels / 1_000_000)} megapixels.`;
export const IMAGE_TOO_LARGE_MESSAGE = `Each image must be ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB or smaller.`;
export const NO_IMAGE_MESSAGE = "Please choose an image to upload.";
export const ONE_IMAGE_MESSAGE = "Please upload one image at a time.";
export const PORTFOLIO_LIMIT_MESSAGE = `A portfolio holds at most ${MAX_PORTFOLIO_IMAGES} images.`;
export const PORTFOLIO_IMAGE_NOT_FOUND = "Portfolio image not found.";
const USER_GONE_MESSAGE = "Your account no longer exists.";

/** 413 rather than 400: the client learns to shrink the file, not to fix a field. */
export const imageTooLarge = () => new AppError(413, IMAGE_TOO_LARGE_MESSAGE, "too_large");

export function portfolioFullMessage(current: number): string {
  const room = MAX_PORTFOLIO_IMAGES - current;
  return room <= 0
    ? `${PORTFOLIO_LIMIT_MESSAGE} Delete one to add another.`
    : `${PORTFOLIO_LIMIT_MESSAGE} You have ${current}, so you can add ${room} more.`;
}

/** A file as the form sent it. Its name only labels error messages; its declared type is never trusted. */
export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

/** Where uploads go, and what checks and re-encodes them on the way. */
export interface UploadHandling {
  store: ImageStore;
  decoder: ImageDecoder;
}

function rejectionMessage(reason: ImageRejection, decoder: ImageDecoder): string {
  switch (reason) {
    case "unsupported_type":
      return IMAGE_TYPE_MESSAGE;
    case "unreadable":
      return IMAGE_UNREADABLE_MESSAGE;
    case "too_many_pixels":
      return imagePixelsMessage(decoder.maxPixels);
  }
}

function refusalOf(error: unknown, decoder: ImageDecoder, file: UploadedFile): RefusedImage {
  if (!(error instanceof ImageRejectedError)) throw error;
  return {
    file: file.filename.slice(0, 100) || "file",
    message: rejectionMessage(error.reason, decoder),
  };
}

/** The refusal of an upload in which no file was an image EventEazy could use, naming each. */
function noneUsable(field: string, refused: readonly RefusedImage[]): AppError {
  const [first] = refused;
  return badRequest(first?.message ?? NO_IMAGE_MESSAGE, {
    [field]: refused.map(({ file, message }) => `${file}: ${message}`),
  });
}

/**
 * Validates and re-encodes each file, keeping those that are usable images and naming those that
 * are not, so one bad file in a selection does not cost the supplier the good ones.
 */
async function prepareUsable(
  decoder: ImageDecoder,
  files: readonly UploadedFile[],
): Promise<{ prepared: PreparedImage[]; refused: RefusedImage[] }> {
  const prepared: PreparedImage[] = [];
  const refused: RefusedImage[] = [];
  for (const file of files) {
    try {
      prepared.push(await decoder.prepare(file.data));
    } catch (error) {
      refused.push(refusalOf(error, decoder, file));
    }
  }
  return { prepared, refused };
}

async function storeAll(
  store: ImageStore,
  userId: number,
  images: readonly PreparedImage[],
): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const image of images)
      urls.push(
        await store.put(newUserImageKey(userId, image.extension), image.data, image.contentType),
      );
  } catch (error) {
    await removeFiles(store, urls);
    throw error;
  }
  return urls;
}

async function removeFiles(store: ImageStore, urls: readonly string[]) {
  await Promise.all(urls.map((url) => store.delete(url).catch(() => {})));
}

/**
 * Deletes a file the user no longer shows, unless it is not theirs or still in use elsewhere on
 * their profile (an equipment offering may show a portfolio image, for instance).
 */
async function releaseUpload(db: Db, store: ImageStore, userId: number, url: string) {
  if (!isUploadOf(userId, url)) return;
  const [owner] = await db
    .select({
      profileImage: users.profileImage,
      coverImage: users.coverImage,
      portfolioImages: users.portfolioImages,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (
    owner &&
    (owner.profileImage === url || owner.coverImage === url || owner.portfolioImages.includes(url))
  )
    return;
  if (await isImageUsedByOfferings(db, userId, url)) return;
  await store.delete(url);
}

function singleFile(files: readonly UploadedFile[]): UploadedFile {
  const [file, ...rest] = files;
  if (!file) throw badRequest(NO_IMAGE_MESSAGE);
  if (rest.length > 0) throw badRequest(ONE_IMAGE_MESSAGE);
  return file;
}

async function replaceImage(
  db: Db,
  { store, decoder }: UploadHandling,
  user: UserRow,
  slot: "profileImage" | "coverImage",
  files: readonly UploadedFile[],
): Promise<string> {
  const file = singleFile(files);
  const { prepared, refused } = await prepareUsable(decoder, [file]);
  if (prepared.length === 0) throw noneUsable(file.field, refused);
  const [url] = await storeAll(store, user.id, prepared);
  if (!url) throw new Error("no image stored");
  let previous: string | null;
  try {
    // Locked, so two uploads at once cannot both read the same "previous" and leak a file.
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ previous: users[slot] })
        .from(users)
        .where(eq(users.id, user.id))
        .for("update");
      if (!row) throw notFound(USER_GONE_MESSAGE);
      const change = slot === "profileImage" ? { profileImage: url } : { coverImage: url };
      await tx
        .update(users)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return row.previous;
    });
  } catch (error) {
    await removeFiles(store, [url]);
    throw error;
  }
  if (previous && previous !== url) await releaseUpload(db, store, user.id, previous);
  return url;
}

export function uploadProfileImage(
  db: Db,
  uploads: UploadHandling,
  user: UserRow,
  files: readonly UploadedFile[],
): Promise<string> {
  return replaceImage(db, uploads, user, "profileImage", files);
}

export function uploadCoverImage(
  db: Db,
  uploads: UploadHandling,
  user: UserRow,
  files: readonly UploadedFile[],
): Promise<string> {
  return replaceImage(db, uploads, user, "coverImage", files);
}

function assertPortfolioRoom(current: number, adding: number) {
  if (current + adding > MAX_PORTFOLIO_IMAGES) throw badRequest(portfolioFullMessage(current));
}

export async function addPortfolioImages(
  db: Db,
  { store, decoder }: UploadHandling,
  user: UserRow,
  files: readonly UploadedFile[],
): Promise<UploadedPortfolio> {
  const [first] = files;
  if (!first) throw badRequest(NO_IMAGE_MESSAGE);
  // Checked before the costly re-encoding, and again under the lock below for parallel uploads.
  assertPortfolioRoom(user.portfolioImages.length, files.length);
  const { prepared, refused } = await prepareUsable(decoder, files);
  if (prepared.length === 0) throw noneUsable(first.field, refused);
  const urls = await storeAll(store, user.id, prepared);
  try {
    const portfolioImages = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ portfolioImages: users.portfolioImages })
        .from(users)
        .where(eq(users.id, user.id))
        .for("update");
      if (!row) throw notFound(USER_GONE_MESSAGE);
      assertPortfolioRoom(row.portfolioImages.length, urls.length);
      const next = [...row.portfolioImages, ...urls];
      await tx
        .update(users)
        .set({ portfolioImages: next, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return next;
    });
    return { urls, portfolioImages, refused };
  } catch (error) {
    await removeFiles(store, urls);
    throw error;
  }
}

export async function removePortfolioImage(
  db: Db,
  store: ImageStore,
  user: UserRow,
  index: number,
): Promise<string[]> {
  const { removed, portfolioImages } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ portfolioImages: users.portfolioImages })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    const current = row?.portfolioImages ?? [];
    const target = current[index];
    if (index < 0 || target === undefined) throw notFound(PORTFOLIO_IMAGE_NOT_FOUND);
    const next = current.filter((_, position) => position !== index);
    await tx
      .update(users)
      .set({ portfolioImages: next, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return { removed: target, portfolioImages: next };
  });
  await releaseUpload(db, store, user.id, removed);
  return portfolioImages;
}
