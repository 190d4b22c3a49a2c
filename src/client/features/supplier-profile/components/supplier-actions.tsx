import {
  ChevronDown,
  FilePlus,
  FileText,
  Heart,
  MailPlus,
  MessageSquare,
  SquarePen,
} from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { InviteToRequestDialog } from "#client/components/invite-to-request-dialog";
import { Button } from "#client/components/ui/button";
import { useInviteToRequest } from "#client/features/invitations/api/invitations";
import {
  useIsSupplierSaved,
  useToggleSavedSupplier,
} from "#client/features/saved-suppliers/api/saved-suppliers";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";
import { WriteReviewDialog } from "./write-review-dialog";

interface SupplierActionsProps {
  supplierId: number;
  supplierName: string;
  viewer: UserProfile | null;
}

function SaveToggle({ supplierId }: { supplierId: number }) {
  const isSaved = useIsSupplierSaved(supplierId, true);
  const toggle = useToggleSavedSupplier();
  // Show where the click is heading while the server answers, so the button never flickers back.
  const shownSaved = toggle.isPending ? toggle.variables.save : isSaved;
  return (
    <Button
      variant="outline"
      aria-pressed={shownSaved}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ supplierId, save: !shownSaved })}
    >
      <Heart
        aria-hidden="true"
        className={cn(shownSaved ? "fill-coral-700 text-coral-700" : "text-slate-700")}
      />
      {shownSaved ? "Saved" : "Save"}
    </Button>
  );
}

/**
 * "Request a Quote": a new request naming this supplier, or, for an organizer with open
 * requests, the choice of inviting them to one of those instead.
 */
function RequestQuote({ supplierId, supplierName }: Omit<SupplierActionsProps, "viewer">) {
  const invite = useInviteToRequest(supplierId, true);
  const [isChoosing, setChoosing] = useState(false);
  const [isInviteOpen, setInviteOpen] = useState(false);
  const inviteButtonRef = useRef<HTMLButtonElement>(null);
  const choicesId = useId();
  const newRequest = `${paths.createRequest}?supplier=${supplierId}`;
  if (!invite.canInvite) {
    return (
      <Button asChild variant="accent" className="col-span-2">
        <Link to={newRequest}>
          <FileText aria-hidden="true" />
          Request a Quote
        </Link>
      </Button>
    );
  }
  return (
    <div className="col-span-2 flex flex-col gap-2 sm:basis-full">
      <Button
        variant="accent"
        aria-expanded={isChoosing}
        aria-controls={choicesId}
        onClick={() => setChoosing((open) => !open)}
      >
        <FileText aria-hidden="true" />
        Request a Quote
        <ChevronDown
          aria-hidden="true"
          className={cn("transition-transform", isChoosing && "rotate-180")}
        />
      </Button>
      <div id={choicesId} hidden={!isChoosing} className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <Link to={newRequest}>
            <FilePlus aria-hidden="true" />
            Post a new request
          </Link>
        </Button>
        <Button
          ref={inviteButtonRef}
          variant="outline"
          aria-haspopup="dialog"
          onClick={() => setInviteOpen(true)}
        >
          <MailPlus aria-hidden="true" />
          Invite to one of my requests
        </Button>
      </div>
      <InviteToRequestDialog
        open={isInviteOpen}
        onOpenChange={(open) => {
          setInviteOpen(open);
          if (!open) setTimeout(() => inviteButtonRef.current?.focus(), 0);
        }}
        supplierName={supplierName}
        {...invite.dialog}
      />
    </div>
  );
}

function OrganizerActions({ supplierId, supplierName }: Omit<SupplierActionsProps, "viewer">) {
  const [isReviewOpen, setReviewOpen] = useState(false);
  const reviewButtonRef = useRef<HTMLButtonElement>(null);
  const onReviewOpenChange = (open: boolean) => {
    setReviewOpen(open);
    // The shared Dialog has no Radix Trigger to hand focus back to, so the opener takes it back.
    if (!open) setTimeout(() => reviewButtonRef.current?.focus(), 0);
  };
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <RequestQuote supplierId={supplierId} supplierName={supplierName} />
      <Button asChild variant="outline">
        <Link to={`${paths.messages}/${supplierId}`}>
          <MessageSquare aria-hidden="true" />
          Message
        </Link>
      </Button>
      <SaveToggle supplierId={supplierId} />
      <Button
        ref={reviewButtonRef}
        variant="outline"
        className="col-span-2"
        aria-haspopup="dialog"
        onClick={() => setReviewOpen(true)}
      >
        <SquarePen aria-hidden="true" />
        Write Review
      </Button>
      <WriteReviewDialog
        supplierId={supplierId}
        supplierName={supplierName}
        open={isReviewOpen}
        onOpenChange={onReviewOpenChange}
      />
    </div>
  );
}

/** Organizers get the booking actions; guests an invitation to log in; suppliers their own edit link. */
export function SupplierActions({ supplierId, supplierName, viewer }: SupplierActionsProps) {
  const location = useLocation();
  if (viewer?.role === "organizer") {
    return <OrganizerActions supplierId={supplierId} supplierName={supplierName} />;
  }
  if (viewer?.id === supplierId) {
    return (
      <Button asChild variant="outline">
        <Link to={paths.profile}>
          <SquarePen aria-hidden="true" />
          Edit your profile
        </Link>
      </Button>
    );
  }
  if (!viewer) {
    return (
      <p className="text-sm text-slate-700">
        <Link
          to={paths.login}
          state={{ from: location.pathname }}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Log in
        </Link>{" "}
        as an organizer to request a quote or message this supplier.
      </p>
    );
  }
  return null;
}
