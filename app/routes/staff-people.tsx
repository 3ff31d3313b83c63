// /staff/people: a person's data, for group admins (issue 18, decision 0022). Found by
// phone or e-mail across every kind of request, listed with links to each request's page;
// from here: export (a JSON file, a readable page), correct a contact field, or erase it
// all after a confirmation step. Anyone else: 404, on GET and POST alike.
import { data, Form, Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import type { SchoolCode } from "#app/config/enumerations.ts";
import { correctableFields, correctRequest, erasePerson, findPerson } from "#app/office/people/people.server.ts";
import { personQuery } from "#app/office/people/person-query.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { requestAddress } from "#app/office/shell/row-id.ts";
import { staffPageMeta } from "#app/office/shell/staff-meta.ts";
import { staffNotFound } from "#app/office/shell/staff-not-found.server.ts";
import { personPath, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { requestPath } from "#app/requests/request-paths.ts";
import { useSettledOutcome } from "#app/office/shell/use-settled-outcome.ts";
import { formatInstant } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { message, type ValidationKey } from "#app/i18n/lookup.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { requestName } from "#app/office/shell/request-words.ts";
import { plural } from "#app/i18n/plural.ts";
import type { Route } from "./+types/staff-people";

/** What was typed in the search box (at most an address's length). */
const typedOf = (value: FormDataEntryValue | string | null) => String(value ?? "").trim().slice(0, 254);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff", "people"]);
  const member = signedInMember(context);
  const url = new URL(request.url);
  const typed = typedOf(url.searchParams.get("q"));
  const query = typed ? personQuery(typed) : undefined;
  const m = catalogues[lang];
  const items = query ? ((await findPerson(context.db, member, query)) ?? []) : [];
  return {
    text,
    typed,
    notAKey: typed !== "" && !query,
    confirming: query !== undefined && items.length > 0 && url.searchParams.get("erase") === "1",
    requests: items.map((item) => ({
      key: `${item.kind}-${item.id}`,
      kind: item.kind,
      id: item.id,
      href: localizedPath(requestPath(item.kind, item.id), lang),
      schoolName: item.school ? m.common.options.schools[item.school as SchoolCode] : m.staff.inbox.group,
      name: item.name,
      received: formatInstant(item.createdAt, lang),
      fields: correctableFields(item.kind),
    })),
  };
}

type Outcome =
  | { erased: number }
  | { eraseProblem: string }
  | { corrected: string; changed: boolean }
  | { nothingMatched: string }
  | { correctProblem: string; on: "field" | "value"; request: string; field: string; value: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const m = catalogues[lang];
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  if (field("intent") === "erase") {
    const query = personQuery(typedOf(form.get("q")));
    if (!query) throw staffNotFound(lang);
    if (field("confirm") !== "yes") return data({ eraseProblem: m.people.erase.confirmMissing } satisfies Outcome, { status: 400 });
    const erased = await erasePerson(context.db, member, query);
    if (!erased || "nothingMatched" in erased) return { nothingMatched: typedOf(form.get("q")) } satisfies Outcome;
    return { erased: Object.values(erased.counts).reduce((sum, count) => sum + (count ?? 0), 0) } satisfies Outcome;
  }
  if (field("intent") === "correct") {
    const address = requestAddress(field("kind"), field("id"));
    if (!address) throw staffNotFound(lang);
    const { kind, id } = address;
    const value = field("value").slice(0, 300);
    const outcome = await correctRequest(context.db, member, kind, id, field("field"), value);
    if (!outcome.ok && outcome.problem === "not-found") throw staffNotFound(lang);
    if (!outcome.ok) {
      const [on, problem] = outcome.problem === "field" ? (["field", m.people.correct.fieldUnknown] as const) : (["value", message(m, outcome.error as ValidationKey)] as const);
      return data({ correctProblem: problem, on, request: `${kind}-${id}`, field: field("field"), value } satisfies Outcome, { status: 400 });
    }
    return { corrected: `${kind}-${id}`, changed: outcome.changed } satisfies Outcome;
  }
  throw data(null, { status: 400 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "peopleTitle", STAFF_PATHS.people);
}

export default function StaffPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { text, typed, notAKey, confirming, requests } = loaderData;
  const { lang, format } = useI18n();
  const t = text.people;
  const settled = useSettledOutcome(actionData);
  const here = localizedPath(STAFF_PATHS.people, lang);
  const count = requests.length;
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="staff-people-title">
      <div className="grid gap-2">
        <h1 id="staff-people-title" className="text-2xl font-bold sm:text-3xl">
          {t.title}
        </h1>
        <p className="max-w-prose text-muted">{t.intro}</p>
      </div>
      <Form method="get" action={here} className="flex max-w-xl flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 flex-1">
          <TextField label={t.search} name="q" required defaultValue={typed} autoComplete="off" hint={t.searchHint} error={notAKey ? t.notAKey : undefined} />
        </div>
        <Button type="submit">{t.find}</Button>
      </Form>

      {settled && "erased" in settled ? (
        <p role="status" className="rounded-lg border border-l-4 border-success bg-success/5 p-4 text-ink-900">
          {plural(t.erase.done, settled.erased ?? 0, lang)}
        </p>
      ) : null}
      {settled && "nothingMatched" in settled ? (
        <p role="status" className="rounded-lg border border-l-4 border-ink-600 bg-ink-50 p-4 text-ink-900">
          {format(t.erase.nothing, { query: String(settled.nothingMatched) })}
        </p>
      ) : null}
      {settled && "corrected" in settled ? (
        <p role="status" className="rounded-lg border border-l-4 border-success bg-success/5 p-4 text-ink-900">
          {settled.changed ? t.correct.done : t.correct.unchanged}
        </p>
      ) : null}

      {typed && !notAKey ? (
        count === 0 ? (
          settled && ("erased" in settled || "nothingMatched" in settled) ? null : <p>{format(t.nothingFound, { query: typed })}</p>
        ) : (
          <div className="grid gap-4">
            <h2 className="text-xl font-bold">{plural(t.found, count, lang, { query: typed })}</h2>
            <ul className="grid gap-3">
              {requests.map((item) => {
                const problem = actionData && "correctProblem" in actionData && actionData.request === item.key ? actionData : undefined;
                return (
                  <li key={item.key} className="card grid gap-3 p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <Link to={item.href} className="font-semibold text-ink-900 underline">
                        {requestName(text.staff, item.kind, item.id)}
                        {item.name ? ` · ${item.name}` : ""}
                      </Link>
                      <span className="text-sm text-muted">
                        {item.schoolName} · {format(t.received, { when: item.received })}
                      </span>
                    </div>
                    {item.fields.length > 0 ? (
                      <details open={problem !== undefined}>
                        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-ink-800">{t.correct.summary}</summary>
                        <Form method="post" noValidate className="grid max-w-xl gap-3 pt-2 sm:grid-cols-[auto_1fr] sm:items-end">
                          <input type="hidden" name="intent" value="correct" />
                          <input type="hidden" name="kind" value={item.kind} />
                          <input type="hidden" name="id" value={item.id} />
                          <SelectField
                            label={t.correct.field}
                            name="field"
                            required
                            placeholder={t.correct.field}
                            defaultValue={problem?.on === "value" ? problem.field : item.fields[0]}
                            error={problem?.on === "field" ? problem.correctProblem : undefined}
                            options={item.fields.map((name) => ({ value: name, label: t.correct.fields[name as keyof typeof t.correct.fields] ?? name }))}
                          />
                          <TextField label={t.correct.value} name="value" required autoComplete="off" defaultValue={problem?.value} error={problem?.on === "value" ? problem.correctProblem : undefined} />
                          <Button type="submit" variant="outline" className="justify-self-start sm:col-span-2">
                            {t.correct.submit}
                          </Button>
                        </Form>
                      </details>
                    ) : null}
                  </li>
                );
              })}
            </ul>

            <div className="card grid gap-2 p-4">
              <p className="flex flex-wrap gap-x-6 gap-y-2">
                {/* Files and a page of their own: fetched by the browser itself, not React Router. */}
                <a href={localizedPath(personPath(STAFF_PATHS.peopleExport, typed), lang)} download className="min-h-11 content-center font-semibold text-ink-800 underline">
                  {t.exportJson}
                </a>
                <a href={localizedPath(personPath(STAFF_PATHS.peoplePrint, typed), lang)} className="min-h-11 content-center font-semibold text-ink-800 underline">
                  {t.exportPage}
                </a>
              </p>
              <p className="text-sm text-muted">{t.exportHint}</p>
            </div>

            {confirming ? (
              <div className="grid max-w-xl gap-4 rounded-xl border-2 border-danger bg-danger/5 p-5" role="alertdialog" aria-labelledby="erase-title" aria-describedby="erase-warning">
                <h2 id="erase-title" className="text-xl font-bold">
                  {format(t.erase.title, { query: typed })}
                </h2>
                <p id="erase-warning">{plural(t.erase.warning, count, lang)}</p>
                <Form method="post" action={personPath(here, typed)} className="grid gap-4">
                  <input type="hidden" name="intent" value="erase" />
                  <input type="hidden" name="q" value={typed} />
                  <label className="flex min-h-11 items-center gap-3">
                    <input type="checkbox" name="confirm" value="yes" required className="size-5" />
                    <span>{t.erase.confirm}</span>
                  </label>
                  {actionData && "eraseProblem" in actionData ? (
                    <p role="alert" className="text-danger">
                      {actionData.eraseProblem}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-3">
                    <Button type="submit" variant="secondary">
                      {t.erase.submit}
                    </Button>
                    <Link to={personPath(here, typed)} className={buttonClass("outline")}>
                      {t.erase.cancel}
                    </Link>
                  </div>
                </Form>
              </div>
            ) : (
              <p>
                <Link to={`${personPath(here, typed)}&erase=1`} className={buttonClass("outline")}>
                  {t.erase.start}
                </Link>
              </p>
            )}
          </div>
        )
      ) : null}
    </section>
  );
}
