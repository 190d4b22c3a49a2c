export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = "error",
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, message, "bad_request", fieldErrors);
export const unauthorized = (message = "Please log in to continue.") =>
  new AppError(401, message, "unauthorized");
export const forbidden = (message = "You don't have permission to do that.") =>
  new AppError(403, message, "forbidden");
export const notFound = (message = "Not found.") => new AppError(404, message, "not_found");
export const conflict = (message: string) => new AppError(409, message, "conflict");
export const tooMany = (message: string) => new AppError(429, message, "rate_limited");
