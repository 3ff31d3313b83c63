// Plain-text tables for the report on stdout.

export function table(headers: string[], rows: (string | number)[][], rightAlignFrom = 1): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, c) => Math.max(...cells.map((row) => (row[c] ?? "").length)));
  const line = (row: string[]) =>
    row.map((cell, c) => (c >= rightAlignFrom ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join("  ");
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const ratio = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? "n/a" : value.toFixed(2);
export const pass = (ok: boolean | undefined) => (ok === undefined ? "n/a" : ok ? "PASS" : "FAIL");

export function heading(title: string): string {
  return `\n${title}\n${"=".repeat(title.length)}`;
}
