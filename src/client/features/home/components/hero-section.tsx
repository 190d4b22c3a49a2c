import { ArrowRight, BellRing, Check } from "lucide-react";
import { Link } from "react-router";
import { CategoryIcon } from "#client/components/category-icon";
import { DecorativeBlob } from "#client/components/decorative-blob";
import { Button } from "#client/components/ui/button";
import { SupplierSearchForm } from "#client/features/home/components/supplier-search-form";
import { paths } from "#client/lib/paths";

const highlights = ["Free for organizers", "No commission on bookings", "Suppliers across the UK"];

const exampleQuotes = [
  {
    category: "Catering",
    icon: "utensils",
    detail: "Three-course dinner and canapés",
    price: "£3,450",
  },
  {
    category: "Photography",
    icon: "camera",
    detail: "Full day, 400+ edited photos",
    price: "£1,250",
  },
  { category: "Band", icon: "guitar", detail: "Two 60-minute sets", price: "£950" },
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-surface">
      <DecorativeBlob className="-top-40 -right-32 size-[28rem] fill-brand-200 opacity-50" />
      <DecorativeBlob className="-bottom-48 -left-40 size-[26rem] fill-coral-500 opacity-15" />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:py-28">
        <div>
          <p className="inline-flex items-center rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-xs">
            Events made eazy.
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Find the perfect suppliers for your next event
          </h1>
          <div className="mt-8">
            <SupplierSearchForm />
          </div>
          <p className="mt-8 max-w-xl text-lg leading-8 text-slate-600">
            Or post what you need once and get quotes from venues, caterers, photographers, DJs and
            more across the UK. Compare them side by side and book with confidence.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to={paths.createRequest}>
                Post New Request
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.suppliers}>Browse Suppliers</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check className="size-4 text-brand-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        {/* An illustration of quotes arriving; the content is made up, so screen readers skip it. */}
        <div aria-hidden="true" className="relative hidden lg:block">
          <div className="absolute -inset-4 -z-10 rotate-3 rounded-3xl bg-brand-100" />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              Your request
            </p>
            <p className="mt-1 text-lg font-semibold text-slate-900">Garden wedding reception</p>
            <p className="text-sm text-slate-600">Bath · 120 guests</p>
            <ul className="mt-5 space-y-3">
              {exampleQuotes.map((quote) => (
                <li
                  key={quote.category}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 bg-surface p-3"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                    <CategoryIcon icon={quote.icon} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-slate-900">
                      {quote.category}
                    </span>
                    <span className="block truncate text-xs text-slate-600">{quote.detail}</span>
                  </span>
                  <span className="font-semibold text-slate-900">{quote.price}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-center gap-2 text-sm font-medium text-green-800">
              <BellRing className="size-4" />3 new quotes
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
