import { Navigate, useLocation, useParams, useSearchParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { Spinner } from "#client/components/ui/spinner";
import { useSession } from "#client/features/auth/api/session";
import {
  MessagesPage,
  type MessagesSelection,
} from "#client/features/messages/pages/messages-page";
import { paths } from "#client/lib/paths";

function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function selectionFrom(
  userParam: string | undefined,
  requestParam: string | null,
): MessagesSelection {
  if (userParam === undefined) return { kind: "none" };
  const userId = positiveId(userParam);
  return userId === null
    ? { kind: "invalid" }
    : { kind: "user", userId, requestId: positiveId(requestParam) };
}

/**
 * /messages and /messages/{userId}: guests log in first; a supplier without a subscription is
 * sent to the plans, which say that messaging is part of the Standard plan.
 */
export function MessagesRoute() {
  usePageTitle("Messages");
  const { user, isLoading } = useSession();
  const location = useLocation();
  const { userId } = useParams();
  const [searchParams] = useSearchParams();
  if (isLoading && !user) return <Spinner label="Loading messages..." />;
  if (!user || user.role === "admin")
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.role === "supplier" && !user.subscriptionActive)
    return <Navigate to={paths.plansFrom("messages")} replace />;
  return (
    <MessagesPage viewer={user} selection={selectionFrom(userId, searchParams.get("request"))} />
  );
}
