import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";

/** The toast on screen (one shows at a time), read from the app's notifications region. */
export async function findToast(): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  return within(region).findByRole("listitem");
}

/** Waits for the toast to read `title` then `description`, as the app words them. */
export async function expectToast(title: string, description: string): Promise<void> {
  const toast = await findToast();
  await waitFor(() => expect(toast).toHaveTextContent(`${title}${description}`));
}
