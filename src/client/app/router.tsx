import { createBrowserRouter } from "react-router";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";
import { RouteError } from "./route-error";

/** Every page but the shell loads on demand, so the home page ships only what it shows. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: () => import("./routes/home").then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: "login",
            lazy: () => import("./routes/auth").then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: "register",
            lazy: () => import("./routes/auth").then((m) => ({ Component: m.RegisterRoute })),
          },
          {
            path: "dashboard",
            lazy: () => import("./routes/dashboard").then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: "suppliers",
            lazy: () => import("./routes/directory").then((m) => ({ Component: m.DirectoryRoute })),
          },
          {
            path: "supplier/:id",
            lazy: () =>
              import("./routes/public-profiles").then((m) => ({
                Component: m.SupplierProfileRoute,
              })),
          },
          {
            path: "s/:slug",
            lazy: () =>
              import("./routes/public-profiles").then((m) => ({
                Component: m.SupplierBySlugRoute,
              })),
          },
          {
            path: "organizer/:id",
            lazy: () =>
              import("./routes/public-profiles").then((m) => ({
                Component: m.OrganizerProfileRoute,
              })),
          },
          {
            path: "profile",
            lazy: () => import("./routes/profile").then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: "how-it-works",
            lazy: () =>
              import("./routes/static-pages").then((m) => ({ Component: m.HowItWorksRoute })),
          },
          {
            path: "success-tips",
            lazy: () =>
              import("./routes/static-pages").then((m) => ({ Component: m.SuccessTipsRoute })),
          },
          {
            path: "pricing",
            lazy: () =>
              import("./routes/static-pages").then((m) => ({ Component: m.PricingRoute })),
          },
          {
            path: "privacy",
            lazy: () =>
              import("./routes/static-pages").then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: "terms",
            lazy: () => import("./routes/static-pages").then((m) => ({ Component: m.TermsRoute })),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
