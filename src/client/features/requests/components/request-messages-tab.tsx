import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { paths } from "../../../lib/paths";

/** Until conversations can be read per request, the owner is pointed to the inbox. */
export function RequestMessagesTab() {
  return (
    <EmptyState
      icon={MessageSquare}
      title="Messages about this request"
      description="Your conversations with suppliers are in your inbox. Open a supplier's thread from there, or use Contact Supplier on an accepted quote."
      action={
        <Button asChild variant="outline">
          <Link to={paths.messages}>Go to Messages</Link>
        </Button>
      }
    />
  );
}
