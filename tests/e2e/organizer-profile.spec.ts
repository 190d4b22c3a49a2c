import { expect, expectNoA11yViolations, test } from "./support/fixtures";

test.describe("Organizer profile", () => {
  test("An organizer's public page shows their town and their events' towns, never a street", async ({
    page,
    problems,
    signUp,
  }) => {
    const organizer = await signUp("organizer");
    const saved = await page.request.put("/api/auth/profile", {
      data: {
        name: organizer.name,
        email: organizer.email,
        address: "Flat 2, 14 Oak Road, Leeds LS6 2AB",
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { id } = (await saved.json()) as { id: number };
    const created = await page.request.post("/api/requests", {
      data: {
        title: "Garden party at home",
        description: "Afternoon tea for sixty",
        eventDateFrom: "2099-07-01",
        location: "The Old Barn, 5 Mill Lane, York YO1 7HH",
        categories: ["catering"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`/organizer/${id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: organizer.name })).toBeVisible();
    await expect(main.getByText("Town: Leeds", { exact: true })).toBeVisible();
    const event = main.getByRole("link", { name: /Garden party at home/ });
    await expect(event).toContainText("York");
    for (const secret of ["Oak Road", "LS6", "Mill Lane", "Old Barn", "YO1"])
      await expect(main).not.toContainText(secret);

    await expectNoA11yViolations(page);
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
