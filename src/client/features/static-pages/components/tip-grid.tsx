import type { LucideIcon } from "lucide-react";

export interface Tip {
  title: string;
  body: string;
  icon: LucideIcon;
}

export function TipGrid({ tips }: { tips: Tip[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {tips.map((tip) => (
        <li key={tip.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <tip.icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{tip.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{tip.body}</p>
        </li>
      ))}
    </ul>
  );
}
