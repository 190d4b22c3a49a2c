import { FileText, Heart, MessageSquare, SquarePen } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#client/components/ui/button";
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
      <Button asChild variant="accent" className="col-span-2">
        <Link to={`${paths.createRequest}?supplier=${supplierId}`}>
          <FileText aria-hidden="true" />
          Request a Quote
        </Link>
      </Button>
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
