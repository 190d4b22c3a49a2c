import type { z } from "zod";
import {
  CreateRequestBody,
  END_BEFORE_START_MESSAGE,
  START_DATE_PAST_MESSAGE,
} from "#shared/contracts/requests";
import { ukToday } from "#shared/domain/calendar-days";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The shared create-request rules plus the two date rules the server checks against its own
 * clock, so the form can say so before anything is sent.
 */
export function requestFormSchema(today: string = ukToday()) {
  return CreateRequestBody.omit({ eventDate: true }).superRefine((values, ctx) => {
    const from = values.eventDateFrom.trim();
    const to = values.eventDateTo?.trim() ?? "";
    if (ISO_DAY.test(from) && from < today) {
      ctx.addIssue({ code: "custom", path: ["eventDateFrom"], message: START_DATE_PAST_MESSAGE });
    }
    if (ISO_DAY.test(from) && ISO_DAY.test(to) && to < from) {
      ctx.addIssue({ code: "custom", path: ["eventDateTo"], message: END_BEFORE_START_MESSAGE });
    }
  });
}

export type RequestFormValues = z.input<ReturnType<typeof requestFormSchema>>;
export type RequestFormOutput = z.output<ReturnType<typeof requestFormSchema>>;

/** The order the form shows its fields in: the toast names the first problem a reader meets. */
export const REQUEST_FIELD_ORDER = [
  "title",
  "description",
  "eventDateFrom",
  "eventDateTo",
  "location",
  "budget",
  "attendees",
  "categories",
] as const satisfies readonly (keyof RequestFormValues)[];

/** The start alone, or "start to end" for an event over several days. */
export function eventDateText(from: string, to: string | null): string {
  return to && to !== from ? `${from} to ${to}` : from;
}
