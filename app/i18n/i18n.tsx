// The visitor's language and the shell's messages, for every component. The root loader
// picks the language on the server and sends those parts of its catalogue with the page,
// so the first paint is already in the right language and no catalogue ships in the JS
// bundle. A page's own parts come with its route's data, as props (page-sections.ts). The
// admissions year comes from the root too: worked out on the server, whatever the phone's clock.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "#app/config/enumerations.ts";
import type { ShellMessages } from "./page-sections.ts";
import { fillTemplate } from "./template.ts";

interface I18nValue {
  lang: Language;
  /** The shell's sections only: a page's own come to its components as props. */
  m: ShellMessages;
  /** Fills `{placeholders}` of a message. */
  format: (template: string, params?: Record<string, string | number>) => string;
  /** The academic year admissions are for, e.g. "2027–2028". */
  admissionsYear: string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  lang,
  messages,
  admissionsYear,
  children,
}: {
  lang: Language;
  messages: ShellMessages;
  admissionsYear: string;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, m: messages, format: fillTemplate, admissionsYear }), [lang, messages, admissionsYear]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}

/**
 * The root's language and shell messages, or these where the root's have not come: a
 * staff page the gate refused before any loader ran (app/office/shell/staff-not-found.tsx).
 */
export function I18nFallback({ lang, messages, children }: { lang: Language; messages: ShellMessages; children: ReactNode }) {
  if (useContext(I18nContext)) return <>{children}</>;
  return (
    <I18nProvider lang={lang} messages={messages} admissionsYear="">
      {children}
    </I18nProvider>
  );
}
