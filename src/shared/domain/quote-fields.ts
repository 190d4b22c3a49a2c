import { type CategoryKey, categoryName, isCategoryKey } from "./categories";
import { formatNumber } from "./format";

/**
 * The details a quote gives for each category, defined once: the quote form draws its inputs
 * from these and the server checks a quote's answers against them. Every field is optional: a
 * supplier fills in what applies to their offer.
 */
export type QuoteFieldDefinition =
  | {
      key: string;
      label: string;
      kind: "number";
      /** Shown after the value, e.g. "hours" or "£ per head". */
      unit: string;
      min: number;
      max: number;
      /** 1 for whole numbers, 0.01 for pounds and pence. */
      step: number;
      hint?: string;
    }
  | { key: string; label: string; kind: "yesno"; hint?: string }
  | { key: string; label: string; kind: "text"; maxLength: number; hint?: string }
  | {
      key: string;
      label: string;
      kind: "choice";
      options: readonly string[];
      /** Several options may be picked (dietary options), else exactly one. */
      multiple: boolean;
      hint?: string;
    };

export type QuoteFieldValue = number | boolean | string | string[];
/** A quote's category answers: per category, per field key. */
export type QuoteCategoryFields = Partial<Record<CategoryKey, Record<string, QuoteFieldValue>>>;

const SHORT_TEXT = 120;

const hours = (key: string, label: string, hint?: string): QuoteFieldDefinition => ({
  key,
  label,
  kind: "number",
  unit: "hours",
  min: 0.5,
  max: 72,
  step: 0.5,
  ...(hint ? { hint } : {}),
});
const count = (key: string, label: string, max: number, unit: string): QuoteFieldDefinition => ({
  key,
  label,
  kind: "number",
  unit,
  min: 0,
  max,
  step: 1,
});
const pounds = (key: string, label: string, unit: string): QuoteFieldDefinition => ({
  key,
  label,
  kind: "number",
  unit,
  min: 0,
  max: 100_000,
  step: 0.01,
});
const yesNo = (key: string, label: string): QuoteFieldDefinition => ({ key, label, kind: "yesno" });
const text = (key: string, label: string, hint?: string): QuoteFieldDefinition => ({
  key,
  label,
  kind: "text",
  maxLength: SHORT_TEXT,
  ...(hint ? { hint } : {}),
});

export const QUOTE_CATEGORY_FIELDS: Record<CategoryKey, readonly QuoteFieldDefinition[]> = {
  catering: [
    pounds("pricePerHead", "Cost per head", "£ per head"),
    count("courses", "Courses", 12, "courses"),
    count("servingStaff", "Serving staff", 200, "staff"),
    {
      key: "dietaryOptions",
      label: "Dietary options",
      kind: "choice",
      options: ["Vegetarian", "Vegan", "Gluten-free", "Dairy-free", "Nut-free", "Halal", "Kosher"],
      multiple: true,
    },
  ],
  photography: [
    hours("coverageHours", "Hours of coverage"),
    count("editedPhotos", "Edited photos", 5000, "photos"),
    count("deliveryDays", "Delivery", 365, "days"),
  ],
  videography: [
    hours("coverageHours", "Hours of coverage"),
    count("filmMinutes", "Finished film length", 600, "minutes"),
    count("deliveryDays", "Delivery", 365, "days"),
  ],
  venue: [
    count("capacity", "Capacity", 100_000, "guests"),
    hours("hireHours", "Hire hours"),
    yesNo("inHouseCatering", "In-house catering"),
  ],
  dj: [
    hours("hours", "Hours"),
    count("sets", "Sets", 20, "sets"),
    yesNo("equipmentIncluded", "Equipment included"),
  ],
  band: [
    hours("hours", "Hours"),
    count("sets", "Sets", 20, "sets"),
    yesNo("equipmentIncluded", "Equipment included"),
    count("musicians", "Musicians", 100, "musicians"),
  ],
  entertainment: [
    hours("hours", "Hours"),
    count("performers", "Performers", 100, "performers"),
    text("actType", "Type of act", "e.g. Caricaturist, fire show"),
  ],
  av_equipment: [
    yesNo("technicianIncluded", "Technician on the day"),
    yesNo("setupIncluded", "Setup and take-down"),
    count("hireDays", "Hire length", 60, "days"),
  ],
  decor: [
    yesNo("setupIncluded", "Setup and take-down"),
    text("theme", "Theme or style"),
    count("tables", "Tables dressed", 1000, "tables"),
  ],
  florist: [
    count("arrangements", "Arrangements", 1000, "arrangements"),
    yesNo("deliveryIncluded", "Delivery and setup"),
    yesNo("seasonalFlowers", "Seasonal flowers"),
  ],
  lighting: [
    count("fixtures", "Lighting fixtures", 1000, "fixtures"),
    yesNo("technicianIncluded", "Technician on the day"),
    yesNo("setupIncluded", "Setup and take-down"),
  ],
  staffing: [
    count("staff", "Staff", 1000, "people"),
    hours("hoursEach", "Hours each"),
    yesNo("uniformIncluded", "Uniform included"),
  ],
  security: [
    count("officers", "Officers", 1000, "officers"),
    hours("hours", "Hours"),
    yesNo("siaLicensed", "All SIA licensed"),
  ],
  transportation: [
    count("vehicles", "Vehicles", 200, "vehicles"),
    count("seats", "Seats in all", 10_000, "seats"),
    hours("hours", "Hours"),
  ],
  beverage: [
    pounds("pricePerHead", "Drinks per head", "£ per head"),
    hours("barHours", "Bar open"),
    count("bartenders", "Bartenders", 200, "bartenders"),
    yesNo("alcoholLicence", "Alcohol licence held"),
  ],
  cake: [
    count("servings", "Servings", 5000, "servings"),
    count("tiers", "Tiers", 12, "tiers"),
    yesNo("deliveryIncluded", "Delivery and setup"),
  ],
  magician: [
    hours("hours", "Hours"),
    {
      key: "style",
      label: "Style",
      kind: "choice",
      options: ["Close-up", "Stage", "Both"],
      multiple: false,
    },
  ],
  performer: [
    hours("hours", "Hours"),
    count("performers", "Performers", 100, "performers"),
    text("actType", "Type of act", "e.g. Aerialist, string quartet"),
  ],
  cleaning: [
    count("cleaners", "Cleaners", 500, "cleaners"),
    hours("hours", "Hours"),
    yesNo("wasteRemoval", "Waste removal"),
  ],
  organizer: [
    yesNo("onTheDay", "On-the-day coordination"),
    count("planningMeetings", "Planning meetings", 100, "meetings"),
    count("supplierBookings", "Suppliers booked for you", 100, "suppliers"),
  ],
};

export function quoteFieldsOf(category: string): readonly QuoteFieldDefinition[] {
  return isCategoryKey(category) ? QUOTE_CATEGORY_FIELDS[category] : [];
}

/** The request's categories the supplier serves, in the request's order: those a quote may detail. */
export function quotableCategories(
  requestCategories: readonly string[],
  supplierCategories: readonly string[],
): CategoryKey[] {
  const served = new Set(supplierCategories);
  return requestCategories.filter(
    (category): category is CategoryKey => isCategoryKey(category) && served.has(category),
  );
}

export function categoryNotQuotableMessage(category: string): string {
  return isCategoryKey(category)
    ? `Details for ${categoryName(category)} can't be added: this request doesn't ask for it or you don't offer it.`
    : `"${category}" is not a category.`;
}

export function unknownQuoteFieldMessage(category: CategoryKey, key: string): string {
  return `${categoryName(category)} has no field "${key}".`;
}

/** The message for one wrong answer, or null when it fits the field. */
export function quoteFieldError(field: QuoteFieldDefinition, value: unknown): string | null {
  switch (field.kind) {
    case "number": {
      if (typeof value !== "number" || !Number.isFinite(value)) return "Please enter a number.";
      if (value < field.min || value > field.max)
        return `Must be between ${formatNumber(field.min)} and ${formatNumber(field.max)}.`;
      const steps = value / field.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-6)
        return field.step === 1
          ? "Please enter a whole number."
          : `Please use steps of ${field.step}.`;
      return null;
    }
    case "yesno":
      return typeof value === "boolean" ? null : "Please choose yes or no.";
    case "text":
      if (typeof value !== "string") return "Please enter text.";
      return value.trim().length > field.maxLength
        ? `Must be at most ${field.maxLength} characters`
        : null;
    case "choice": {
      const picked = field.multiple ? value : [value];
      if (
        !Array.isArray(picked) ||
        picked.some((option) => typeof option !== "string" || !field.options.includes(option))
      )
        return `Please choose from: ${field.options.join(", ")}.`;
      return new Set(picked).size === picked.length ? null : "Please choose each option once.";
    }
  }
}

function isEmptyAnswer(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

export interface CheckedQuoteFields {
  /** The answers kept: empty ones dropped, text trimmed, categories with no answer left out. */
  values: QuoteCategoryFields;
  /** Per field path (`categoryFields.catering.courses`), the first thing wrong with it. */
  errors: Record<string, string>;
}

/**
 * Checks a quote's category answers against the definitions above, for the categories it may
 * detail. The server and the quote form run the same check.
 */
export function checkQuoteCategoryFields(
  input: Record<string, Record<string, unknown>>,
  allowed: readonly string[],
): CheckedQuoteFields {
  const values: QuoteCategoryFields = {};
  const errors: Record<string, string> = {};
  for (const [category, answers] of Object.entries(input)) {
    if (!isCategoryKey(category) || !allowed.includes(category)) {
      errors[`categoryFields.${category}`] = categoryNotQuotableMessage(category);
      continue;
    }
    const fields = QUOTE_CATEGORY_FIELDS[category];
    const kept: Record<string, QuoteFieldValue> = {};
    for (const [key, value] of Object.entries(answers)) {
      const path = `categoryFields.${category}.${key}`;
      const field = fields.find((candidate) => candidate.key === key);
      if (!field) {
        errors[path] = unknownQuoteFieldMessage(category, key);
        continue;
      }
      if (isEmptyAnswer(value)) continue;
      const error = quoteFieldError(field, value);
      if (error) errors[path] = error;
      else kept[key] = typeof value === "string" ? value.trim() : (value as QuoteFieldValue);
    }
    if (Object.keys(kept).length > 0) values[category] = kept;
  }
  return { values, errors };
}

/** An answer as a quote card shows it: "3 courses", "Yes", "Vegan, Halal", "£25 per head". */
export function formatQuoteFieldValue(field: QuoteFieldDefinition, value: QuoteFieldValue): string {
  if (field.kind === "yesno") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ");
  if (field.kind === "number" && typeof value === "number") {
    if (field.unit.startsWith("£"))
      return `£${formatNumber(value, { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}${field.unit.slice(1)}`;
    return `${formatNumber(value)} ${field.unit}`;
  }
  return String(value);
}
