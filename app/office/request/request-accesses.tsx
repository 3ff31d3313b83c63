// "Who opened this" on a request's page, for a group admin: its latest accesses (this
// view first), a link to the whole record of the request (/staff/access?kind=…&id=…), and
// one to everything held about the person who sent it (/staff/people?q=…), where a group
// admin gives them a copy, corrects a field or erases it.
import { Link } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import type { AccessLine } from "../access/access-lines.server.ts";

export interface RequestAccesses {
  lines: AccessLine[];
  /** The access record narrowed to this request. */
  href: string;
  /** A person's data, found by this request's phone or e-mail (a tour booking has neither). */
  person?: string;
}

export function RequestAccessesSection({ text, accesses }: { text: PageText<"staff">; accesses: RequestAccesses }) {
  const { format } = useI18n();
  const t = text.staff.access.recent;
  return (
    <section className="card grid gap-3 p-5 sm:p-6" aria-labelledby="request-accesses">
      <h2 id="request-accesses" className="text-xl font-bold">
        {t.title}
      </h2>
      <ul className="grid gap-1.5 text-sm">
        {accesses.lines.map((line) => (
          <li key={line.key} className="[overflow-wrap:anywhere] text-ink-900">
            {format(t.line, { who: line.who, what: line.what, when: line.when })}
          </li>
        ))}
      </ul>
      <p>
        <Link to={accesses.href} className="font-semibold text-ink-800 underline">
          {t.all}
        </Link>
      </p>
      {accesses.person ? (
        <p>
          <Link to={accesses.person} className="font-semibold text-ink-800 underline">
            {t.person}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
