import { ArrowLeft, MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RequestLeadFactsList } from "#client/components/request-lead-facts";
import { expiryNote, RequestStatusBadge } from "#client/components/request-status-badge";
import { Badge } from "#client/components/ui/badge";
import { Card } from "#client/components/ui/card";
import { Page } from "#client/components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { useRequestDetail } from "#client/features/requests/api/requests";
import { EventDetailsCard } from "#client/features/requests/components/event-details-card";
import { EventPlanCard } from "#client/features/requests/components/event-plan-card";
import { FindSuppliersCard } from "#client/features/requests/components/find-suppliers-card";
import { InvitedSuppliersCard } from "#client/features/requests/components/invited-suppliers-card";
import { OrganizerCard } from "#client/features/requests/components/organizer-card";
import { QuoteLimitCard } from "#client/features/requests/components/quote-limit-card";
import { RequestActionsCard } from "#client/features/requests/components/request-actions-card";
import { RequestDetailSkeleton } from "#client/features/requests/components/request-detail-skeleton";
import { RequestNotFound } from "#client/features/requests/components/request-not-found";
import { RequestOverview } from "#client/features/requests/components/request-overview";
import { ApiError, messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { RequestDetail } from "#shared/contracts/requests";
import type { UserProfile } from "#shared/contracts/users";
import { formatLongDate } from "#shared/domain/format";

const BAD_ADDRESS_MESSAGE =
  "This address doesn't point to an event request. Check the link and try again.";
const LOAD_FAILED_MESSAGE =
  "We couldn't load this request just now. Check your connection and try again.";

function TabCount({ count }: { count: number }) {
  return (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 tabular-nums">
      {count}
    </span>
  );
}

function backLinkFor(request: RequestDetail, viewer: UserProfile) {
  if (request.isOwner) return { to: paths.myRequests, label: "My Requests" };
  if (viewer.role === "supplier") return { to: paths.browseRequests, label: "Browse Requests" };
  return { to: paths.dashboard, label: "Dashboard" };
}

interface RequestDetailPageProps {
  requestId: number | null;
  viewer: UserProfile;
  /** The Quotes tab's content: who sees which quotes is decided there. */
  quotes: (request: RequestDetail) => ReactNode;
  /** The owner's Messages tab: the conversations about this request. */
  messages: (request: RequestDetail) => ReactNode;
}

function RequestDetailContent({
  request,
  viewer,
  quotes,
  messages,
}: Omit<RequestDetailPageProps, "requestId"> & { request: RequestDetail }) {
  const back = backLinkFor(request, viewer);
  return (
    <>
      <Link
        to={back.to}
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <header className="mb-8 space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {request.title}
          </h1>
          <RequestStatusBadge status={request.status} />
          {request.invited && (
            <Badge tone="brand">
              <MailCheck className="size-3.5" aria-hidden="true" />
              Invited
            </Badge>
          )}
        </div>
        <p className="text-sm text-slate-600">
          Posted <time dateTime={request.createdAt}>{formatLongDate(request.createdAt)}</time> by{" "}
          {request.organizer.name}
        </p>
        {request.invited && request.status === "active" && (
          <p className="text-sm text-slate-700">
            {request.organizer.name} invited you to quote on this request.
          </p>
        )}
        {request.status === "expired" && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {expiryNote(request)}
          </p>
        )}
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <RequestOverview request={request} />
          {request.isOwner && <EventPlanCard request={request} />}
          {!request.isOwner && viewer.role === "supplier" && (
            <Card className="p-5 sm:p-6">
              <h2 className="mb-3 text-base font-semibold text-slate-900">Before you quote</h2>
              <RequestLeadFactsList facts={request} />
            </Card>
          )}
          <Tabs defaultValue="quotes">
            <TabsList aria-label="Request sections">
              <TabsTrigger value="quotes">
                Quotes
                <TabCount count={request.quoteCount} />
              </TabsTrigger>
              {request.isOwner && <TabsTrigger value="messages">Messages</TabsTrigger>}
            </TabsList>
            <TabsContent value="quotes">
              <h2 className="sr-only">Quotes</h2>
              {quotes(request)}
            </TabsContent>
            {request.isOwner && (
              <TabsContent value="messages">
                <h2 className="sr-only">Messages</h2>
                {messages(request)}
              </TabsContent>
            )}
          </Tabs>
        </div>
        <aside aria-label="About this request" className="space-y-6">
          <OrganizerCard organizer={request.organizer} />
          {request.isOwner && <QuoteLimitCard request={request} />}
          <FindSuppliersCard request={request} />
          <InvitedSuppliersCard request={request} />
          <RequestActionsCard request={request} viewer={viewer} />
          <EventDetailsCard request={request} />
        </aside>
      </div>
    </>
  );
}

/** `requestId` is null when the address cannot name a request; that is a not-found, asked of no one. */
export function RequestDetailPage({ requestId, ...rest }: RequestDetailPageProps) {
  const detail = useRequestDetail(requestId);
  // A 4xx will not change on a second try; anything else might, so that view offers a retry.
  const isClientError = detail.error instanceof ApiError && detail.error.status < 500;
  return (
    <Page>
      {requestId === null ? (
        <RequestNotFound detail={BAD_ADDRESS_MESSAGE} />
      ) : detail.data ? (
        <RequestDetailContent request={detail.data} {...rest} />
      ) : detail.isError ? (
        isClientError ? (
          <RequestNotFound detail={messageOf(detail.error, BAD_ADDRESS_MESSAGE)} />
        ) : (
          <RequestNotFound
            detail={messageOf(detail.error, LOAD_FAILED_MESSAGE)}
            onRetry={() => detail.refetch()}
          />
        )
      ) : (
        <RequestDetailSkeleton />
      )}
    </Page>
  );
}
