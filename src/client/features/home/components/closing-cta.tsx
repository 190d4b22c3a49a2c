import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { DecorativeBlob } from "#client/components/decorative-blob";
import { Button } from "#client/components/ui/button";
import { paths } from "#client/lib/paths";

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center shadow-sm sm:px-12 sm:py-16">
          <DecorativeBlob className="-top-24 -right-16 size-72 fill-brand-600 opacity-60" />
          <DecorativeBlob className="-bottom-32 -left-20 size-72 fill-coral-700 opacity-30" />
          <h2
            id="closing-cta-heading"
            className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl"
          >
            Ready to start planning your event?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
            Posting a request is free and takes less than 5 minutes. Matching suppliers will send
            you quotes.
          </p>
          <Button asChild variant="accent" size="lg" className="mt-8">
            <Link to={paths.createRequest}>
              Create Your Request
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
