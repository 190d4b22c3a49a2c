import { categoryName, isCategoryKey } from "./categories";

/**
 * The services a supplier's quote on a request may answer: the request's categories the supplier
 * offers, in the request's order; every one of the request's categories when the supplier offers
 * none of them (a supplier who chose no categories sees every request).
 */
function quoteServiceChoices(
  requestCategories: readonly string[],
  supplierCategories: readonly string[],
): string[] {
  const offered = new Set(supplierCategories);
  const served = requestCategories.filter((category) => offered.has(category));
  return served.length > 0 ? served : [...requestCategories];
}

/**
 * The one service of the request a quote answers. The supplier's choice when it is one of
 * `quoteServiceChoices`; without one, the first of those choices the quote gives category details
 * for, else the first choice. Null when the choice is not one the supplier may make. Migration
 * 0018 derived older quotes' services by the same order.
 */
export function quoteServiceOf(
  requestCategories: readonly string[],
  supplierCategories: readonly string[],
  answeredCategories: readonly string[],
  chosen: string | null = null,
): string | null {
  const choices = quoteServiceChoices(requestCategories, supplierCategories);
  if (chosen !== null) return choices.includes(chosen) ? chosen : null;
  const answered = new Set(answeredCategories);
  return choices.find((category) => answered.has(category)) ?? choices[0] ?? null;
}

/** A service's name as a heading: "Cake", "DJ"; anything else a quote was filed under is "Other". */
export function serviceName(service: string): string {
  return isCategoryKey(service) ? categoryName(service) : "Other";
}
