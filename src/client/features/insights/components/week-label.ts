const shortDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "3 Mar" for the Monday a week starts (a UK day, read at midnight UTC so it never shifts). */
export const shortWeekLabel = (weekStart: string): string =>
  shortDate.format(new Date(`${weekStart}T00:00:00Z`));
