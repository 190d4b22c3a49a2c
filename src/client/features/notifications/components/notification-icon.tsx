import {
  Bell,
  ClipboardList,
  CreditCard,
  FileText,
  type LucideIcon,
  MessageSquare,
  Star,
} from "lucide-react";
import { cn } from "#client/lib/cn";
import type { NotificationType } from "#shared/contracts/notifications";

const TYPE_LOOKS: Record<NotificationType, { icon: LucideIcon; colours: string }> = {
  message: { icon: MessageSquare, colours: "bg-blue-100 text-blue-800" },
  quote: { icon: FileText, colours: "bg-green-100 text-green-800" },
  request: { icon: ClipboardList, colours: "bg-brand-100 text-brand-800" },
  payment: { icon: CreditCard, colours: "bg-amber-100 text-amber-900" },
  review: { icon: Star, colours: "bg-yellow-100 text-yellow-900" },
  other: { icon: Bell, colours: "bg-slate-100 text-slate-700" },
};

/** The type's icon in its colour; decorative, as the title says what happened. */
export function NotificationIcon({
  type,
  size = "md",
}: {
  type: NotificationType;
  size?: "sm" | "md";
}) {
  const { icon: Icon, colours } = TYPE_LOOKS[type];
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full",
        size === "sm" ? "size-8" : "size-10",
        colours,
      )}
    >
      <Icon className={size === "sm" ? "size-4" : "size-5"} aria-hidden="true" />
    </span>
  );
}
