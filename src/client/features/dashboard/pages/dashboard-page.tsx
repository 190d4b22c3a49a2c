import { CalendarClock, Check, ClipboardList, FileText, Plus, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RequestLeadFactsList } from "#client/components/request-lead-facts";
import { RequestSummaryCard } from "#client/components/request-summary-card";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Page } from "#client/components/ui/page";
import { DashboardRequests } from "#client/features/dashboard/components/dashboard-requests";
import { PastEventsCard } from "#client/features/dashboard/components/past-events-card";
import { QuickActions } from "#client/features/dashboard/components/quick-actions";
import { QuotaCard } from "#client/features/dashboard/components/quota-card";
import { ReviewsCard } from "#client/features/dashboard/components/reviews-card";
import { SavedSuppliersCard } from "#client/features/dashboard/components/saved-suppliers-card";
import { CardError, StatCard } from "#client/features/dashboard/components/stat-card";
import { UpcomingEventCard } from "#client/features/dashboard/components/upcoming-event-card";
import {
  startsIn,
  summarizeQuotes,
  upcomingBookingsSoonestFirst,
  upcomingSoonestFirst,
  WEEK_MS,
} from "#client/features/dashboard/lib/dashboard-stats";
import { useIsFirstVisit } from "#client/features/dashboard/lib/use-first-visit";
import { useSupplierQuotes } from "#client/features/quotes/api/quotes";
import { useRequestList } from "#client/features/requests/api/requests";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";
import { formatNumber } from "#shared/domain/format";

/** Requests in the dashboard's main list. */
const REQUESTS_SHOWN = 2;

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">{children}</div>;
}

function MainColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="min-w-0">{main}</div>
      <div className="min-w-0 space-y-6">{side}</div>
    </div>
  );
}

function OrganizerDashboard() {
  const requests = useRequestList(true);
  const all = requests.data ?? [];
  const active = all.filter((request) => request.status === "active");
  const quotes = summarizeQuotes(all.flatMap((request) => request.quotes));
  const upcoming = upcomingSoonestFirst(all);
  const isLoading = requests.isPending;
  const error = requests.isError && !requests.data && (
    <CardError what="Your requests" onRetry={() => void requests.refetch()} />
  );

  return (
    <>
      <StatGrid>
        <StatCard
          title="Active Requests"
          icon={ClipboardList}
          value={active.length}
          valueLabel="active"
          isLoading={isLoading}
          error={error}
        >
          <p>{plural(all.length, "request", "requests")} posted in total</p>
        </StatCard>
        <StatCard
          title="Total Quotes"
          icon={FileText}
          value={quotes.total}
          valueLabel={quotes.total === 1 ? "quote" : "quotes"}
          isLoading={isLoading}
          error={error}
        >
          <p>{formatNumber(quotes.thisWeek)} received this week</p>
          <p>{formatNumber(quotes.accepted)} accepted</p>
        </StatCard>
        <StatCard
          title="Upcoming Events"
          icon={CalendarClock}
          value={upcoming.length}
          valueLabel="upcoming"
          isLoading={isLoading}
          error={error}
        >
          <p>
            {upcoming[0]
              ? `Next: ${startsIn(upcoming[0].eventDate).toLowerCase()}`
              : "Nothing scheduled yet"}
          </p>
        </StatCard>
        <SavedSuppliersCard />
      </StatGrid>

      <MainColumns
        main={
          <DashboardRequests
            title="Your Active Requests"
            viewAllTo={paths.myRequests}
            requests={active.slice(0, REQUESTS_SHOWN)}
            isLoading={isLoading}
            error={error}
            emptyText="No active requests found. Create one to get started!"
            emptyAction={
              <Button asChild variant="accent">
                <Link to={paths.createRequest}>
                  <Plus aria-hidden="true" />
                  Create New Request
                </Link>
              </Button>
            }
            renderCard={(request) => (
              <RequestSummaryCard
                request={request}
                actionLabel="View Quotes"
                headingLevel={3}
                showOrganizer={false}
                note={plural(request.quotes.length, "quote", "quotes")}
              />
            )}
          />
        }
        side={
          <>
            <UpcomingEventCard
              event={upcoming[0]}
              isLoading={isLoading}
              error={error}
              emptyText="No upcoming events. Post a request and your next event will show here."
            />
            <PastEventsCard />
          </>
        }
      />
    </>
  );
}

function SupplierDashboard({ user }: { user: UserProfile }) {
  const requests = useRequestList(true);
  const myQuotes = useSupplierQuotes(true);
  const available = requests.data ?? [];
  const quotes = summarizeQuotes(myQuotes.data ?? []);
  const weekAgo = Date.now() - WEEK_MS;
  const postedThisWeek = available.filter(
    (request) => Date.parse(request.createdAt) > weekAgo,
  ).length;
  // A supplier's upcoming events are the ones they are booked for: their accepted quotes on
  // events still going ahead, including requests their organizer closed on finding suppliers.
  // Open requests they might quote on are not their events.
  const booked = upcomingBookingsSoonestFirst(
    (myQuotes.data ?? [])
      .filter((quote) => quote.status === "accepted")
      .map((quote) => quote.request),
  );
  const requestsError = requests.isError && !requests.data && (
    <CardError what="Available requests" onRetry={() => void requests.refetch()} />
  );
  const quotesError = myQuotes.isError && !myQuotes.data && (
    <CardError what="Your quotes" onRetry={() => void myQuotes.refetch()} />
  );

  return (
    <>
      {!user.subscriptionActive && (
        <div className="mb-6">
          <QuotaCard />
        </div>
      )}
      <StatGrid>
        <StatCard
          title="Available Requests"
          icon={ClipboardList}
          value={available.length}
          valueLabel="available"
          isLoading={requests.isPending}
          error={requestsError}
        >
          <p>
            {user.categories.length > 0 ? "Matching your categories" : "Open to every category"}
          </p>
          <p>{formatNumber(postedThisWeek)} posted this week</p>
        </StatCard>
        <StatCard
          title="My Quotes"
          icon={FileText}
          value={quotes.total}
          valueLabel={quotes.total === 1 ? "quote" : "quotes"}
          isLoading={myQuotes.isPending}
          error={quotesError}
        >
          <p>{formatNumber(quotes.thisWeek)} sent this week</p>
          <p>{formatNumber(quotes.accepted)} accepted</p>
        </StatCard>
        <StatCard
          title="Upcoming Events"
          icon={CalendarClock}
          value={booked.length}
          valueLabel="upcoming"
          isLoading={myQuotes.isPending}
          error={quotesError}
        >
          <p>
            {booked[0]
              ? `Next: ${startsIn(booked[0].eventDate).toLowerCase()}`
              : "From your accepted quotes"}
          </p>
        </StatCard>
        <ReviewsCard supplierId={user.id} />
      </StatGrid>

      <MainColumns
        main={
          <DashboardRequests
            title="Available Requests"
            viewAllTo={paths.browseRequests}
            requests={available.slice(0, REQUESTS_SHOWN)}
            isLoading={requests.isPending}
            error={requestsError}
            emptyText="No matching requests found for your categories."
            emptyAction={
              <Button asChild variant="outline">
                <Link to={paths.profile}>Review your categories</Link>
              </Button>
            }
            renderCard={(request) => (
              <RequestSummaryCard
                request={request}
                actionLabel="View Details"
                headingLevel={3}
                badges={
                  request.quotes.some((quote) => quote.supplierId === user.id) && (
                    <Badge tone="green">
                      <Check className="size-3.5" aria-hidden="true" />
                      Quoted
                    </Badge>
                  )
                }
                facts={<RequestLeadFactsList facts={request} />}
              />
            )}
          />
        }
        side={
          <UpcomingEventCard
            event={booked[0]}
            isLoading={myQuotes.isPending}
            error={quotesError}
            emptyText={
              <>
                No booked events yet. When an organizer accepts your quote, the event shows here.{" "}
                <Link
                  to={paths.browseRequests}
                  className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                >
                  <Search className="size-3.5" aria-hidden="true" />
                  Find requests
                </Link>
              </>
            }
          />
        }
      />
    </>
  );
}

export function DashboardPage({ user }: { user: UserProfile }) {
  const isSupplier = user.role === "supplier";
  const isFirstVisit = useIsFirstVisit(user);
  return (
    <Page
      title={`${isFirstVisit ? "Welcome" : "Welcome back"}, ${user.displayName}!`}
      subtitle={
        isSupplier
          ? "Manage your quotes and browse event requests"
          : "Create requests and manage your events"
      }
    >
      {user.role === "supplier" && <SupplierDashboard user={user} />}
      {user.role === "organizer" && <OrganizerDashboard />}
      <div className="mt-10">
        <QuickActions user={user} />
      </div>
    </Page>
  );
}
