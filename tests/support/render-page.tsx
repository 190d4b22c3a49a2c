import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { Providers } from "#client/app/providers";

function OtherPage() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders `element` at `path` inside the app's providers (a fresh query client each time) and a
 * memory router whose address a test can read through `router.state.location`. A page the
 * element navigates to shows only its path. `user` types and clicks as a person would, without
 * pausing between keys.
 */
export function renderPage(
  element: ReactElement,
  { path = "/", at = path }: { path?: string; at?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <OtherPage /> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user: userEvent.setup({ delay: null }) };
}
