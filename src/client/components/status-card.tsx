import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#client/lib/cn";
import { Card } from "./ui/card";

/**
 * A narrow centred card for a page that is one outcome (a reset link, a confirmation link), with
 * an icon that tells the state at a glance.
 */
export function StatusCard({
  icon: Icon,
  tone = "brand",
  title,
  subtitle,
  children,
}: {
  icon: LucideIcon;
  tone?: "brand" | "green" | "red";
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-surface px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <span
              className={cn(
                "flex size-12 items-center justify-center rounded-full",
                tone === "green" && "bg-green-100 text-green-800",
                tone === "red" && "bg-red-100 text-red-800",
                tone === "brand" && "bg-brand-100 text-brand-800",
              )}
            >
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
          </div>
          {children}
        </Card>
      </div>
    </div>
  );
}
