import { type ReactNode, useId } from "react";
import { DecorativeBlob } from "#client/components/decorative-blob";

/** The closing call to action of a content page; the buttons come in as children. */
export function CtaBand({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden rounded-2xl bg-brand-800 px-6 py-10 text-center shadow-sm sm:px-12 sm:py-14"
    >
      <DecorativeBlob className="-bottom-24 -left-16 size-64 fill-brand-600 opacity-60" />
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-white">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{description}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
