import { ApiError } from "#client/lib/api-client";

export type ProgressListener = (percent: number) => void;

export const NETWORK_ERROR_MESSAGE =
  "Could not reach the server. Check your connection and try again.";

function messageFromBody(text: string, fallback: string): { message: string; code?: string } {
  try {
    const payload = JSON.parse(text) as { message?: unknown; error?: unknown; code?: unknown };
    const message =
      (typeof payload.message === "string" && payload.message) ||
      (typeof payload.error === "string" && payload.error) ||
      fallback;
    return { message, code: typeof payload.code === "string" ? payload.code : undefined };
  } catch {
    return { message: text || fallback };
  }
}

/**
 * Sends a multipart form and reports upload progress. XMLHttpRequest rather than fetch, because
 * fetch cannot report how much of a request body has been sent.
 */
export function sendWithProgress<T>(
  url: string,
  body: FormData,
  onProgress?: ProgressListener,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(request.status, "The server sent an answer we could not read."));
        }
        return;
      }
      const { message, code } = messageFromBody(request.responseText, request.statusText);
      reject(new ApiError(request.status, message, undefined, code));
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    request.onabort = () => reject(new ApiError(0, "The upload was cancelled."));
    request.send(body);
  });
}
