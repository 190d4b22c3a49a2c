import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "#client/features/auth/api/session";
import { api } from "#client/lib/api-client";
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  type RefusedImage,
} from "#shared/contracts/uploads";
import type { UserProfile } from "#shared/contracts/users";
import { type ProgressListener, sendWithProgress } from "./send-with-progress";

export const ACCEPTED_IMAGE_INPUT = ACCEPTED_IMAGE_TYPES.join(",");
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

export const NOT_A_USABLE_IMAGE_MESSAGE =
  "That file is not an image we can use (JPEG, PNG or WebP)";

/** The first bytes of JPEG, PNG and WebP files, as the server's decoder knows them. */
function hasImageSignature(bytes: Uint8Array): boolean {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  return (
    startsWith([0xff, 0xd8, 0xff]) ||
    startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8))
  );
}

/**
 * Whether a chosen file is a JPEG, PNG or WebP by its type and its content, so a document
 * renamed to .jpg is turned away before the crop dialog tries to show it.
 */
export async function isUsableImage(file: File): Promise<boolean> {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return false;
  try {
    return hasImageSignature(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return false;
  }
}

/** The server checks again by content; this saves sending a file it will refuse. */
export function checkImageFile(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG or WebP image.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    const sizeMb = (file.size / (1024 * 1024)).toFixed(1);
    return `"${file.name}" is ${sizeMb} MB; images must be ${MAX_UPLOAD_MB} MB or smaller.`;
  }
  return null;
}

export interface UploadedPortfolio {
  urls: string[];
  portfolioImages: string[];
  /** The files the server did not store, each named with why; the others were kept. */
  refused?: RefusedImage[];
}

export function uploadProfileImage(file: File, onProgress?: ProgressListener) {
  const form = new FormData();
  form.append("profileImage", file, file.name);
  return sendWithProgress<{ url: string }>("/api/upload/profile-image", form, onProgress);
}

export function uploadCoverImage(file: File, onProgress?: ProgressListener) {
  const form = new FormData();
  form.append("coverImage", file, file.name);
  return sendWithProgress<{ url: string }>("/api/upload/cover-image", form, onProgress);
}

export function uploadPortfolioImages(files: File[], onProgress?: ProgressListener) {
  const form = new FormData();
  for (const file of files) form.append("portfolioImages", file, file.name);
  return sendWithProgress<UploadedPortfolio>("/api/upload/portfolio-images", form, onProgress);
}

export function deletePortfolioImage(index: number) {
  return api.delete<{ portfolioImages: string[] }>(`/api/upload/portfolio-images/${index}`);
}

interface UploadVariables<T> {
  input: T;
  onProgress?: ProgressListener;
}

/**
 * Each upload stores the image and sets it on the user, so the session user is refetched after.
 * No retry: a second POST after a lost answer could store the images twice.
 */
function useUpload<T, R>(send: (input: T, onProgress?: ProgressListener) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, onProgress }: UploadVariables<T>) => send(input, onProgress),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function useUploadProfileImage() {
  return useUpload(uploadProfileImage);
}

export function useUploadCoverImage() {
  return useUpload(uploadCoverImage);
}

export function useUploadPortfolioImages() {
  return useUpload(uploadPortfolioImages);
}

export function useDeletePortfolioImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePortfolioImage,
    retry: false,
    onSuccess({ portfolioImages }) {
      queryClient.setQueryData<UserProfile | null>(sessionQueryKey, (user) =>
        user ? { ...user, portfolioImages } : user,
      );
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
