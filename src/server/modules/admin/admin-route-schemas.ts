import { ErrorBody } from "#shared/contracts/common";

/** The answers every admin route can give before it reads anything: no session, or not an admin. */
export const guardErrors = { 401: ErrorBody, 403: ErrorBody };
/** The answers of an admin route that changes one thing, beyond its success. */
export const changeErrors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...guardErrors };
/** Where the OpenAPI document lists the admin console's routes. */
export const tags = ["admin"];
