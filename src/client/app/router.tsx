import { type ComponentType, lazy, type ReactElement } from "react";
import { Route, Routes } from "react-router";
import { matchPage, PAGE_NAMES, type PageName, pages } from "#shared/paths";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";

type PageComponent = (() => ReactElement) & {
  /** Loads the page's code ahead of its first render, which then does not wait for it. */
  preload: () => Promise<void>;
};

/**
 * A page loaded on demand, so the home page ships only the shell and what it shows. Once its
 * code has loaded the page renders directly: a server-rendered page preloads it and is hydrated
 * in one pass, never showing the loading state over the page it arrived with.
 */
function page<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): PageComponent {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = pick(module);
    });
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { preload });
}

const HomeRoute = page(
  () => import("./routes/home"),
  (m) => m.HomeRoute,
);
const LoginRoute = page(
  () => import("./routes/auth"),
  (m) => m.LoginRoute,
);
const RegisterRoute = page(
  () => import("./routes/auth"),
  (m) => m.RegisterRoute,
);
const DashboardRoute = page(
  () => import("./routes/dashboard"),
  (m) => m.DashboardRoute,
);
const DirectoryRoute = page(
  () => import("./routes/suppliers"),
  (m) => m.DirectoryRoute,
);
const DirectoryLandingRoute = page(
  () => import("./routes/suppliers"),
  (m) => m.DirectoryLandingRoute,
);
const SupplierProfileRoute = page(
  () => import("./routes/supplier-profile"),
  (m) => m.SupplierProfileRoute,
);
const SupplierBySlugRoute = page(
  () => import("./routes/supplier-profile"),
  (m) => m.SupplierBySlugRoute,
);
const OrganizerProfileRoute = page(
  () => import("./routes/organizer-profile"),
  (m) => m.OrganizerProfileRoute,
);
const ProfileRoute = page(
  () => import("./routes/profile"),
  (m) => m.ProfileRoute,
);
const CreateRequestRoute = page(
  () => import("./routes/requests"),
  (m) => m.CreateRequestRoute,
);
const MyRequestsRoute = page(
  () => import("./routes/requests"),
  (m) => m.MyRequestsRoute,
);
const RequestDetailRoute = page(
  () => import("./routes/requests"),
  (m) => m.RequestDetailRoute,
);
const ReviewRoute = page(
  () => import("./routes/reviews"),
  (m) => m.ReviewRoute,
);
const MessagesRoute = page(
  () => import("./routes/messages"),
  (m) => m.MessagesRoute,
);
const NotificationsRoute = page(
  () => import("./routes/notifications"),
  (m) => m.NotificationsRoute,
);
const ForgotPasswordRoute = page(
  () => import("./routes/password-reset"),
  (m) => m.ForgotPasswordRoute,
);
const ResetPasswordRoute = page(
  () => import("./routes/password-reset"),
  (m) => m.ResetPasswordRoute,
);
const VerifyEmailRoute = page(
  () => import("./routes/email-verification"),
  (m) => m.VerifyEmailRoute,
);
const BrowseRequestsRoute = page(
  () => import("./routes/browse-requests"),
  (m) => m.BrowseRequestsRoute,
);
const InsightsRoute = page(
  () => import("./routes/insights"),
  (m) => m.InsightsRoute,
);
const SupplierQuotesRoute = page(
  () => import("./routes/quotes"),
  (m) => m.SupplierQuotesRoute,
);
const HowItWorksRoute = page(
  () => import("./routes/static-pages"),
  (m) => m.HowItWorksRoute,
);
const SuccessTipsRoute = page(
  () => import("./routes/static-pages"),
  (m) => m.SuccessTipsRoute,
);
const PricingRoute = page(
  () => import("./routes/static-pages"),
  (m) => m.PricingRoute,
);
const PrivacyRoute = page(
  () => import("./routes/static-pages"),
  (m) => m.PrivacyRoute,
);
const TermsRoute = page(
  () => import("./routes/static-pages"),
  (m) => m.TermsRoute,
);
const RefundPolicyRoute = page(
  () => import("./routes/static-pages"),
  (m) => m.RefundPolicyRoute,
);
const SupplierGuidelinesRoute = page(
  () => import("./routes/static-pages"),
  (m) => m.SupplierGuidelinesRoute,
);
const HelpCentreRoute = page(
  () => import("./routes/static-pages"),
  (m) => m.HelpCentreRoute,
);
const ContactRoute = page(
  () => import("./routes/contact"),
  (m) => m.ContactRoute,
);
const AlertSettingsRoute = page(
  () => import("./routes/alert-settings"),
  (m) => m.AlertSettingsRoute,
);
const PlansRoute = page(
  () => import("./routes/plans"),
  (m) => m.PlansRoute,
);
const FeatureRequestsRoute = page(
  () => import("./routes/feature-requests"),
  (m) => m.FeatureRequestsRoute,
);
const BookingsRoute = page(
  () => import("./routes/bookings"),
  (m) => m.BookingsRoute,
);
const BookingRoute = page(
  () => import("./routes/bookings"),
  (m) => m.BookingRoute,
);
const AdminRoute = page(
  () => import("./routes/admin"),
  (m) => m.AdminRoute,
);

/** The component each page of the table in `#shared/paths` renders. */
const PAGE_ROUTES: Record<PageName, PageComponent> = {
  home: HomeRoute,
  login: LoginRoute,
  register: RegisterRoute,
  forgotPassword: ForgotPasswordRoute,
  resetPassword: ResetPasswordRoute,
  verifyEmail: VerifyEmailRoute,
  dashboard: DashboardRoute,
  profile: ProfileRoute,
  suppliers: DirectoryRoute,
  suppliersInCategory: DirectoryLandingRoute,
  suppliersInTown: DirectoryLandingRoute,
  supplier: SupplierProfileRoute,
  supplierBySlug: SupplierBySlugRoute,
  organizer: OrganizerProfileRoute,
  createRequest: CreateRequestRoute,
  myRequests: MyRequestsRoute,
  request: RequestDetailRoute,
  review: ReviewRoute,
  browseRequests: BrowseRequestsRoute,
  insights: InsightsRoute,
  quotes: SupplierQuotesRoute,
  // One page for both addresses, so moving between the list and a conversation keeps it mounted.
  messages: MessagesRoute,
  conversation: MessagesRoute,
  notifications: NotificationsRoute,
  bookings: BookingsRoute,
  booking: BookingRoute,
  alertSettings: AlertSettingsRoute,
  plans: PlansRoute,
  featureRequests: FeatureRequestsRoute,
  howItWorks: HowItWorksRoute,
  successTips: SuccessTipsRoute,
  pricing: PricingRoute,
  privacy: PrivacyRoute,
  terms: TermsRoute,
  refundPolicy: RefundPolicyRoute,
  supplierGuidelines: SupplierGuidelinesRoute,
  help: HelpCentreRoute,
  contact: ContactRoute,
  admin: AdminRoute,
  adminSection: AdminRoute,
};

/** Loads the code of the page at this address, if it is one of ours. */
export function preloadPageAt(pathname: string): Promise<void> {
  const found = matchPage(pathname);
  return found ? PAGE_ROUTES[found.name].preload() : Promise.resolve();
}

/**
 * Declarative routes: the data router's loaders and actions would add about 18 kB to every
 * first page load, and pages fetch through TanStack Query instead.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_NAMES.map((name) => {
          const Page = PAGE_ROUTES[name];
          return <Route key={name} path={pages[name].pattern} element={<Page />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
