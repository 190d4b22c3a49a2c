import type { QuoteDetails } from "#shared/contracts/quotes";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import type { CategoryKey } from "#shared/domain/categories";
import type { QuoteCategoryFields, QuoteFieldValue } from "#shared/domain/quote-fields";

const INCLUDED: Partial<Record<CategoryKey, string[]>> = {
  catering: ["Canapés on arrival", "Three-course dinner", "Table service", "Crockery and linen"],
  photography: ["Full-day coverage", "Online gallery", "Print rights"],
  venue: ["Exclusive use", "Tables and chairs", "Dedicated event manager"],
  dj: ["Sound system and lighting", "Playlist planning call", "Microphone for speeches"],
  band: ["Two live sets", "DJ playlist between sets", "PA system"],
};

function categoryAnswers(
  category: CategoryKey,
  attendees: number,
  pounds: number,
): Record<string, QuoteFieldValue> | null {
  switch (category) {
    case "catering":
      return {
        pricePerHead: Math.round((pounds / attendees) * 100) / 100,
        courses: 3,
        servingStaff: Math.max(2, Math.ceil(attendees / 15)),
        dietaryOptions: ["Vegetarian", "Vegan", "Gluten-free"],
      };
    case "photography":
      return { coverageHours: 8, editedPhotos: 300, deliveryDays: 21 };
    case "venue":
      return {
        capacity: Math.max(100, Math.ceil(attendees / 50) * 50),
        hireHours: 10,
        inHouseCatering: true,
      };
    case "dj":
      return { hours: 5, sets: 2, equipmentIncluded: true };
    case "band":
      return { hours: 4, sets: 2, equipmentIncluded: true, musicians: 4 };
    default:
      return null;
  }
}

/**
 * Terms for a pending demo quote in the categories the comparison is shown with (catering,
 * photography, venue, DJ, band), so the demo has structured quotes beside older free-text ones.
 * Worked out from the quote itself, not the seed's random stream, so the rest of the demo stays
 * as it was. Each stays open two to six weeks from the seed's day.
 */
export function demoQuoteTerms(
  categories: readonly CategoryKey[],
  pounds: number,
  attendees: number,
  now: Date,
): { details: QuoteDetails; validUntil: string } | null {
  const categoryFields: QuoteCategoryFields = {};
  for (const category of categories) {
    const answers = categoryAnswers(category, attendees, pounds);
    if (answers) categoryFields[category] = answers;
  }
  if (Object.keys(categoryFields).length === 0) return null;
  const policies = ["flexible", "moderate", "strict"] as const;
  return {
    details: {
      included: categories.flatMap((category) => INCLUDED[category] ?? []).slice(0, 8),
      deposit:
        pounds >= 1000
          ? { kind: "percent", percent: 25 }
          : { kind: "amount", amountPence: Math.round(pounds * 20) },
      cancellation: { policy: policies[pounds % 3] ?? "moderate", terms: null },
      categoryFields,
    },
    validUntil: addDays(ukToday(now), 14 + (pounds % 29)),
  };
}
