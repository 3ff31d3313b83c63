// Section 10: 'Join Us': the school's admission office by phone (tappable) and e-mail,
// the application form again for parents who read down to here, and the brochure.
import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { telHref } from "#app/config/site.ts";
import { AdmissionDialog } from "#app/features/admissions/admission-dialog.tsx";
import { disclosuresPath } from "#app/content/disclosure.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { localizedPath } from "#app/i18n/paths.ts";

export function JoinUs({
  text,
  schoolId,
  name,
  message,
  phone,
  email,
}: {
  text: PageText<"school" | "admissionForm">;
  schoolId: number;
  name: string;
  /** The school's own text; its `{year}` is the admissions year of this request. */
  message: string;
  phone: string;
  email: string;
}) {
  const { format, admissionsYear, lang } = useI18n();
  const j = text.school.joinUs;
  const contacts = [
    { key: "phone", Icon: Phone, label: j.phoneLabel, value: phone, href: telHref(phone) },
    { key: "email", Icon: Mail, label: j.emailLabel, value: <EmailText email={email} />, href: `mailto:${email}` },
  ];
  return (
    <section aria-labelledby="school-join" className="section bg-ink-900 text-white">
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="grid gap-4">
          <h2 id="school-join" className="heading-section text-white">
            {j.heading}
          </h2>
          <p className="max-w-prose text-lg text-ink-100">{format(message, { year: admissionsYear })}</p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <AdmissionDialog
              text={text}
              schoolId={schoolId}
              schoolName={name}
              trigger={<Button size="lg">{text.school.hero.apply}</Button>}
            />
            <Link to="/brochure" className={buttonClass("onDark", "lg")}>
              {j.brochure}
            </Link>
          </div>
          <p>
            <Link to={localizedPath(disclosuresPath(schoolId), lang)} className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4">
              {j.disclosures}
            </Link>
          </p>
        </div>
        <ul className="grid gap-4">
          {contacts.map(({ key, Icon, label, value, href }) => (
            <li key={key}>
              <a
                href={href}
                className="flex min-h-16 items-center gap-4 rounded-[var(--radius-card)] bg-white/10 p-4 transition-colors hover:bg-white/15 sm:p-5"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-marigold-400 text-ink-950">
                  <Icon aria-hidden className="size-6" />
                </span>
                <span className="grid min-w-0">
                  <span className="text-sm text-ink-100">{label}</span>
                  <span className="text-lg font-bold text-white [overflow-wrap:anywhere]">{value}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A long address breaks after the "@" on narrow phones rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
