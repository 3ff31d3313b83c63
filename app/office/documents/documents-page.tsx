// The office's page of a school's published documents (issue 28): the list by category, each
// with its download, a move up or down within its category, and a remove button (removal asks
// once more, on a page of its own), and the upload form. Plain forms: nothing here needs the
// page's scripts.
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { DOCUMENT_CATEGORIES } from "#app/config/enumerations.ts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TITLE_MAX_LENGTH, documentPath, documentSize, type DocumentView } from "#app/content/disclosure.ts";
import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { problemClass, successClass } from "../bookings/calendar-settings-form.tsx";

export interface RefusedUpload {
  message: string;
  errors: Partial<Record<"file" | "titleEn" | "titleTe" | "category", string>>;
  values: { titleEn: string; titleTe: string; category: string };
}

const link = "inline-flex min-h-11 items-center font-semibold text-ink-800 underline";

export function DocumentList({ text, schoolId, documents, pagePath }: { text: PageText<"staffDocuments" | "disclosures">; schoolId: number; documents: DocumentView[]; pagePath: string }) {
  const { lang } = useI18n();
  const t = text.staffDocuments;
  if (documents.length === 0) return <p className="text-muted">{t.list.empty}</p>;
  return (
    <div className="grid gap-6">
      {DOCUMENT_CATEGORIES.map((category) => {
        const inCategory = documents.filter((document) => document.category === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`documents-${category}`} className="grid gap-2">
            <h2 id={`documents-${category}`} className="text-lg font-bold">
              {text.disclosures.categories[category]}
            </h2>
            <ul className="grid gap-3">
              {inCategory.map((document, index) => (
                <li key={document.id} className="card flex flex-wrap items-center justify-between gap-x-5 gap-y-1 p-4">
                  <span className="grid min-w-0">
                    <span className="font-semibold [overflow-wrap:anywhere]" lang="en">
                      {document.title.en}
                    </span>
                    <span className="[overflow-wrap:anywhere]" lang="te">
                      {document.title.te}
                    </span>
                    <span className="text-sm text-muted">{documentSize(document.size, lang)}</span>
                  </span>
                  <div className="flex flex-wrap items-center gap-x-5">
                    <a href={documentPath(schoolId, document.id)} className={link} download>
                      {t.list.download}
                    </a>
                    {inCategory.length > 1 ? (
                      <Form method="post" action={pagePath} reloadDocument className="flex gap-2">
                        <input type="hidden" name="id" value={document.id} />
                        <Button type="submit" name="intent" value="up" variant="outline" size="sm" disabled={index === 0} aria-label={`${t.list.up}: ${document.title[lang]}`}>
                          {t.list.up}
                        </Button>
                        <Button type="submit" name="intent" value="down" variant="outline" size="sm" disabled={index === inCategory.length - 1} aria-label={`${t.list.down}: ${document.title[lang]}`}>
                          {t.list.down}
                        </Button>
                      </Form>
                    ) : null}
                    <Link to={`${pagePath}?remove=${document.id}`} className={link} aria-label={`${t.list.remove}: ${document.title[lang]}`}>
                      {t.list.remove}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The step before a removal: what will go, and the two ways on. */
export function RemoveConfirmation({ text, document, pagePath }: { text: PageText<"staffDocuments">; document: DocumentView; pagePath: string }) {
  const { lang, format } = useI18n();
  const t = text.staffDocuments.remove;
  return (
    <section aria-labelledby="remove-title" className={`${problemClass} grid gap-3`}>
      <h2 id="remove-title" className="text-lg font-bold">
        {format(t.title, { title: document.title[lang] })}
      </h2>
      <p>{t.explain}</p>
      <ConfirmForm action={pagePath} reloadDocument variant="secondary" fields={{ intent: "remove", id: document.id }} confirm={t.confirm} cancel={{ href: pagePath, label: t.cancel }} />
    </section>
  );
}

export function Notice({ text, says }: { text: PageText<"staffDocuments">; says: "uploaded" | "removed" | null }) {
  if (!says) return null;
  return (
    <p role="status" className={successClass}>
      {text.staffDocuments.notices[says]}
    </p>
  );
}

export function DocumentUploadForm({ text, pagePath, refused }: { text: PageText<"staffDocuments" | "disclosures">; pagePath: string; refused?: RefusedUpload }) {
  const { format } = useI18n();
  const t = text.staffDocuments.upload;
  const errors = refused?.errors ?? {};
  const titleField = (name: "titleEn" | "titleTe", label: string, lang: "en" | "te") => (
    <Field label={label} name={name} required error={errors[name]} hint={format(t.titleHint, { max: DOCUMENT_TITLE_MAX_LENGTH })}>
      {(control) => <input {...control} type="text" lang={lang} autoComplete="off" required maxLength={DOCUMENT_TITLE_MAX_LENGTH * 2} defaultValue={refused?.values[name]} />}
    </Field>
  );
  return (
    <section aria-labelledby="document-upload-title" className="card grid gap-5 p-5 sm:p-6">
      <h2 id="document-upload-title" className="text-xl font-bold">
        {t.title}
      </h2>
      {refused ? (
        <p role="alert" className={problemClass}>
          {refused.message}
        </p>
      ) : null}
      <form method="post" encType="multipart/form-data" action={pagePath} noValidate className="grid gap-5">
        <Field label={t.file} name="file" required error={errors.file} hint={format(t.fileHint, { megabytes: DOCUMENT_MAX_BYTES / (1024 * 1024) })}>
          {({ className, ...control }) => (
            <input
              {...control}
              type="file"
              accept="application/pdf,.pdf"
              required
              className={`${className} cursor-pointer py-2 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-lg file:border-2 file:border-ink-800 file:bg-white file:px-3 file:font-semibold file:text-ink-900`}
            />
          )}
        </Field>
        <Field label={t.category} name="category" required error={errors.category}>
          {(control) => (
            <select {...control} required defaultValue={refused?.values.category ?? ""}>
              <option value="" disabled>
                {t.chooseCategory}
              </option>
              {DOCUMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {text.disclosures.categories[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid items-start gap-5 lg:grid-cols-2">
          {titleField("titleEn", t.titleEn, "en")}
          {titleField("titleTe", t.titleTe, "te")}
        </div>
        <Button type="submit" className="justify-self-start">
          {t.submit}
        </Button>
      </form>
    </section>
  );
}

