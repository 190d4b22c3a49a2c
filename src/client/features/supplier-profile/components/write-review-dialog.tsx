import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { paths } from "../../../lib/paths";

/**
 * A review belongs to a booking, so it starts from the organizer's request with an accepted quote,
 * never from a made-up request id.
 */
export function WriteReviewDialog({
  supplierName,
  open,
  onOpenChange,
}: {
  supplierName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Review ${supplierName}`}
      description="Reviews on EventEazy come from real bookings."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button asChild>
            <Link to={paths.myRequests}>Go to My Requests</Link>
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          You can review {supplierName} once you have accepted their quote on one of your event
          requests. Each booking can be reviewed once.
        </p>
        <p>
          Open the request in My Requests and write your review from there, so it is linked to the
          event it describes.
        </p>
      </div>
    </Dialog>
  );
}
