import type { ReactNode } from "react";
import { DecorativeBlob } from "#client/components/decorative-blob";
import { Page } from "#client/components/ui/page";
import { cn } from "#client/lib/cn";

/** The shared frame of the content pages: a soft header band with the page's one h1, then the body. */
export function StaticPage({
  eyebrow,
  title,
  lead,
  meta,
  headerExtra,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
  /** Shown under the lead inside the header band, such as in-page links. */
  headerExtra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="relative isolate overflow-hidden border-b border-slate-200 bg-surface">
        <DecorativeBlob className="-top-32 -right-24 size-80 fill-brand-100" />
        <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h1>
          {lead && <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{lead}</p>}
          {meta && <p className="mt-4 text-sm font-medium text-slate-600">{meta}</p>}
          {headerExtra && <div className="mt-8">{headerExtra}</div>}
        </div>
      </div>
      <Page className="space-y-16 lg:space-y-20">{children}</Page>
    </>
  );
}

/** An h2 with an optional line of explanation under it. */
export function SectionHeading({
  id,
  title,
  description,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mb-8 max-w-2xl", className)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-2 text-slate-600">{description}</p>}
    </div>
  );
}
