import type { LucideIcon } from "lucide-react";

export interface Step {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** Numbered steps as cards: one column on phones, two on tablets, four on wide screens. */
export function StepList({ steps, labelledBy }: { steps: Step[]; labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center justify-between">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <step.icon className="size-5" aria-hidden="true" />
            </span>
            <span className="text-sm font-semibold text-slate-600">
              <span className="sr-only">Step </span>
              {String(index + 1).padStart(2, "0")}
            </span>
          </div>
          <h3 className="mt-5 font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
