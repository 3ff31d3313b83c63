// A table of an insights chart's figures (issue 29): the chart's numbers for a screen
// reader, a printout and anyone who prefers to read them; each count opens its inbox list.
// Wide tables scroll inside their own focusable box on a phone, never the page. The cells'
// and links' looks are set once on the table (a year of weeks is hundreds of them).
import { Link } from "react-router";
import type { FigureTable } from "./insights-view.ts";

const TABLE_CLASS = [
  "w-full border-collapse text-sm tabular-nums",
  "[&_td]:px-3 [&_td]:py-1 [&_td[data-n]]:whitespace-nowrap [&_td[data-n]]:text-right",
  "[&_a]:inline-flex [&_a]:min-h-11 [&_a]:min-w-11 [&_a]:items-center [&_a]:justify-end [&_a]:whitespace-nowrap [&_a]:font-semibold [&_a]:text-ink-800 [&_a]:underline",
  "print:[&_a]:min-h-0 print:[&_a]:no-underline",
].join(" ");

export function FigureTableView({ table, label }: { table: FigureTable; label?: string }) {
  if (table.rows.length === 0) return <p className="text-muted">{table.empty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white print:overflow-visible print:border-0" tabIndex={0} role="region" aria-label={label ?? table.caption}>
      <table className={TABLE_CLASS}>
        <caption className="sr-only">{table.caption}</caption>
        <thead>
          <tr className="border-b border-line bg-ink-50/60 text-left">
            {table.columns.map((column, i) => (
              <th key={i} scope="col" className={`px-3 py-2 font-semibold ${column.numeric ? "text-right" : ""}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-b border-line last:border-0">
              {row.map((cell, c) => {
                const content = cell.href ? <Link to={cell.href}>{cell.text}</Link> : cell.text;
                return c === 0 ? (
                  <th key={c} scope="row" className={`px-3 py-1 text-left font-semibold ${table.columns[0]?.oneLine ? "whitespace-nowrap" : ""}`}>
                    {content}
                  </th>
                ) : (
                  <td key={c} data-n={table.columns[c]?.numeric ? "" : undefined}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
