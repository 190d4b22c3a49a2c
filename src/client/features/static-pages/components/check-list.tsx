import { CircleCheck } from "lucide-react";
import { cn } from "#client/lib/cn";

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
