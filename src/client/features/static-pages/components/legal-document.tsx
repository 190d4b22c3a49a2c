import type { ReactNode } from "react";

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** The date shown on both the privacy policy and the terms. */
export const LEGAL_LAST_UPDATED = "23 April 2025";

export const CONTACT_EMAIL = "support@eventeazy.co.uk";

/** Numbered sections with an "On this page" index that sits beside them on wide screens. */
export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label="On this page" className="mb-10 lg:mb-0">
        <div className="rounded-xl border border-slate-200 bg-surface p-4 lg:sticky lg:top-24">
          <p className="text-sm font-semibold text-slate-900">On this page</p>
          <ol className="mt-2 space-y-0.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-8 items-center rounded-md px-2 text-slate-700 hover:bg-white hover:text-brand-700"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="max-w-3xl space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2
              id={`${section.id}-heading`}
              className="text-xl font-semibold tracking-tight text-slate-900"
            >
              {index + 1}. {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-slate-700">{section.content}</div>
          </section>
        ))}
      </div>
    </div>
  );
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">{children}</ul>;
}
