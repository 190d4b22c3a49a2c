/** Renders rows as a plain-text table; the first row is the header. Numeric-looking cells align right. */
export function formatTable(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  const isNumeric = (cell: string) => /^[\d.,%\s]+(ms|kB|B|%)?$/.test(cell) && cell !== "";
  const render = (row: string[]) =>
    row
      .map((cell, index) => {
        const width = widths[index] ?? 0;
        return isNumeric(cell) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  const [header, ...body] = rows;
  if (!header) return "";
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [render(header), rule, ...body.map(render)].join("\n");
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const whole = (value: number) => Math.round(value).toLocaleString("en-GB");
