import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import { CreateQuoteBody, QUOTE_TOTAL_MESSAGE, validUntilError } from "#shared/contracts/quotes";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import type { CategoryKey } from "#shared/domain/categories";
import { checkQuoteCategoryFields, quoteFieldsOf } from "#shared/domain/quote-fields";
import {
  formatQuoteAmount,
  QUOTE_PRICE_MAX_PENCE,
  quotePriceText,
} from "#shared/domain/quote-price";
import { type CancellationPolicy, QUOTE_VALID_DEFAULT_DAYS } from "#shared/domain/quote-terms";

/** A category answer as the form holds it: text for numbers and words, "yes"/"no" for yes/no. */
export type QuoteFieldInput = string | string[];

/** What the quote form holds: every input as typed, turned into the API's body on submit. */
export interface QuoteFormValues {
  /** The quote's one figure, in pounds as typed. */
  total: string;
  /** Optional words shown beside the total ("From £280", "per hour"); sent inside `price`. */
  priceNote: string;
  description: string;
  additionalInfo: string;
  /** One included item per line. */
  included: string;
  depositKind: "none" | "percent" | "amount";
  depositValue: string;
  cancellationPolicy: "" | CancellationPolicy;
  cancellationTerms: string;
  validUntil: string;
  /** Which of the request's services the quote is for, among those the supplier offers. */
  service: string;
  categoryFields: Record<string, Record<string, QuoteFieldInput>>;
}

export type QuoteFormOutput = Omit<z.output<typeof CreateQuoteBody>, "requestId">;

export function emptyQuoteForm(categories: readonly CategoryKey[], now: Date): QuoteFormValues {
  return {
    total: "",
    priceNote: "",
    description: "",
    additionalInfo: "",
    included: "",
    depositKind: "none",
    depositValue: "",
    cancellationPolicy: "",
    cancellationTerms: "",
    validUntil: addDays(ukToday(now), QUOTE_VALID_DEFAULT_DAYS),
    service: categories[0] ?? "",
    categoryFields: Object.fromEntries(
      categories.map((category) => [
        category,
        Object.fromEntries(
          quoteFieldsOf(category).map((field) => [
            field.key,
            field.kind === "choice" && field.multiple ? [] : "",
          ]),
        ),
      ]),
    ),
  };
}

/** "1,250.50" → 1250.5; empty → undefined; anything else → NaN, which the schema refuses. */
function amountOf(text: string): number | undefined {
  const trimmed = text.trim().replace(/^£/, "").replaceAll(",", "");
  if (trimmed === "") return undefined;
  return /^-?\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The figure the organizer will see for what is typed, as the cards and comparison show it
 * ("£450 (per hour)"), or null while the total is not an amount a quote may have.
 */
export function previewOfTotal(total: string, priceNote: string): string | null {
  const pounds = amountOf(total);
  if (pounds === undefined || !Number.isFinite(pounds)) return null;
  const pence = Math.round(pounds * 100);
  if (pence < 1 || pence > QUOTE_PRICE_MAX_PENCE) return null;
  return formatQuoteAmount({ price: quotePriceText(priceNote, pence), totalPence: pence });
}

function categoryAnswersOf(
  values: QuoteFormValues,
  categories: readonly CategoryKey[],
): Record<string, Record<string, unknown>> {
  const answers: Record<string, Record<string, unknown>> = {};
  for (const category of categories) {
    const typed = values.categoryFields[category] ?? {};
    const converted: Record<string, unknown> = {};
    for (const field of quoteFieldsOf(category)) {
      const value = typed[field.key];
      if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
        continue;
      if (field.kind === "number" && typeof value === "string")
        converted[field.key] = amountOf(value);
      else if (field.kind === "yesno") converted[field.key] = value === "yes";
      else converted[field.key] = value;
    }
    if (Object.keys(converted).length > 0) answers[category] = converted;
  }
  return answers;
}

/** The API body the form's values make (without the request id). */
export function quoteBodyOf(
  values: QuoteFormValues,
  categories: readonly CategoryKey[],
): Record<string, unknown> {
  const depositValue = amountOf(values.depositValue);
  const total = amountOf(values.total);
  const totalPence = total !== undefined && Number.isFinite(total) ? Math.round(total * 100) : null;
  return {
    price: quotePriceText(values.priceNote, totalPence),
    total,
    description: values.description,
    additionalInfo: values.additionalInfo,
    included: values.included.split("\n"),
    deposit:
      values.depositKind === "none"
        ? null
        : values.depositKind === "percent"
          ? { kind: "percent", percent: depositValue }
          : { kind: "amount", amount: depositValue },
    cancellation:
      values.cancellationPolicy === ""
        ? null
        : { policy: values.cancellationPolicy, terms: values.cancellationTerms },
    validUntil: values.validUntil,
    // With one service to choose from, the server files the quote under it.
    ...(categories.length > 1 ? { service: values.service } : {}),
    categoryFields: categoryAnswersOf(values, categories),
  };
}

/** The form's input an API field path belongs to: `deposit.percent` → `depositValue`. */
export function formFieldOf(path: string): string {
  if (path === "price") return "priceNote";
  if (path.startsWith("included")) return "included";
  if (path.startsWith("deposit")) return "depositValue";
  if (path === "cancellation.terms") return "cancellationTerms";
  if (path.startsWith("cancellation")) return "cancellationPolicy";
  return path;
}

function setNested(target: Record<string, unknown>, path: string, error: FieldError) {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] ?? path;
  node[last] ??= error;
}

/** API field errors (`{ "deposit.amount": [...] }`) as the form shows them. */
export function formErrorsOf(fieldErrors: Record<string, string[]>): Array<[string, string]> {
  return Object.entries(fieldErrors).flatMap(([path, messages]) =>
    messages[0] ? [[formFieldOf(path), messages[0]] as [string, string]] : [],
  );
}

/**
 * Checks the form with the API's own schema and the category definitions, so the form shows
 * each field's message before anything is sent; the server checks all of it again.
 */
export function quoteFormResolver(
  categories: readonly CategoryKey[],
  now: () => Date = () => new Date(),
): Resolver<QuoteFormValues, unknown, QuoteFormOutput> {
  return (values) => {
    const body = quoteBodyOf(values, categories);
    const errors: Record<string, unknown> = {};
    const add = (path: string, message: string) =>
      setNested(errors, formFieldOf(path), { type: "validate", message });
    // The form asks for the total itself, though the API would read one from the price; the
    // price the form writes is then empty only for want of a total, which is said there.
    const isTotalMissing = values.total.trim() === "";
    if (isTotalMissing)
      setNested(errors, "total", { type: "required", message: QUOTE_TOTAL_MESSAGE });
    const parsed = CreateQuoteBody.safeParse({ requestId: 1, ...body });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const path = issue.path.join(".");
        if (!(isTotalMissing && path === "price")) add(path, issue.message);
      }
    if (values.validUntil.trim() !== "" && !errors.validUntil) {
      const error = validUntilError(values.validUntil.trim(), now());
      if (error) add("validUntil", error);
    }
    const checked = checkQuoteCategoryFields(
      body.categoryFields as Record<string, Record<string, unknown>>,
      categories,
    );
    for (const [path, message] of Object.entries(checked.errors)) add(path, message);
    if (parsed.success && Object.keys(errors).length === 0) {
      const { requestId: _request, ...output } = parsed.data;
      return { values: { ...output, categoryFields: checked.values }, errors: {} };
    }
    return { values: {}, errors: errors as FieldErrors<QuoteFormValues> };
  };
}
