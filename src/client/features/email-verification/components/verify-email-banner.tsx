import { MailWarning } from "lucide-react";
import type { UserProfile } from "#shared/contracts/users";
import { ResendLinkButton } from "./resend-link-button";

const UNTIL_CONFIRMED: Record<UserProfile["role"], string> = {
  supplier: "Until then you cannot send quotes or messages.",
  organizer: "Until then suppliers cannot see your requests, and you cannot send messages.",
  admin: "",
};

/** On every signed-in page until the address is confirmed, with a way to get a new link. */
export function VerifyEmailBanner({ user }: { user: UserProfile }) {
  return (
    <section
      aria-label="Confirm your email address"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-start gap-2 text-sm">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Please confirm your email address.</strong> We sent a
            link to <span className="break-all font-medium">{user.email}</span>.{" "}
            {UNTIL_CONFIRMED[user.role]}
          </span>
        </p>
        <ResendLinkButton variant="outline" className="shrink-0 self-start bg-white sm:self-auto" />
      </div>
    </section>
  );
}
