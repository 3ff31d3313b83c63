// English / Telugu switch. The choice is stored in localStorage and mirrored in a
// cookie so the server renders the next page in it; the page's data is reloaded in
// place (no full reload, so half-filled forms keep their values). Until the page's
// scripts run, each button submits a GET form (`?lang=`) and the server stores the choice
// and answers with the page in that language (server/language-choice.ts).
import { useEffect } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { LANGUAGE_QUERY, languageCookie } from "#app/i18n/detect.ts";
import { choosesLanguage, localizedPath, splitLanguagePrefix } from "#app/i18n/paths.ts";
import { LANGUAGES, type Language } from "#app/config/enumerations.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cn } from "#app/lib/cn.ts";

export const LANGUAGE_STORAGE_KEY = "lang";

export function storeLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be disabled; the cookie still carries the choice
  }
  document.cookie = languageCookie(lang, location.protocol === "https:");
}

/**
 * Switches in place: on a /te page to English it goes to the same page's English URL
 * (the same route, so the page stays mounted); otherwise it reloads the data only.
 */
function useSwitchLanguage() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  return (next: Language) => {
    storeLanguage(next);
    const { path, prefixed } = splitLanguagePrefix(location.pathname);
    if (prefixed && prefixed !== next) {
      void navigate(
        { pathname: localizedPath(path, next), search: location.search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    } else {
      void revalidator.revalidate();
    }
  };
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const { m, lang } = useI18n();
  const switchLanguage = useSwitchLanguage();
  const { pathname } = useLocation();
  // The buttons are a named group ("Language"); a <form> may not carry role="group" (nor
  // be named, which would make it a landmark), so the group is a box of its own inside it,
  // and the form leaves the layout to it (display: contents).
  return (
    <form method="get" action={splitLanguagePrefix(pathname).path} className="contents">
      <div
        role="group"
        aria-label={m.common.language.label}
        className={cn("inline-flex rounded-xl border border-line bg-white p-0.5", className)}
      >
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type={option === lang ? "button" : "submit"}
            name={LANGUAGE_QUERY}
            value={option}
            lang={option}
            aria-pressed={lang === option}
            onClick={(event) => {
              event.preventDefault(); // switched in place, not by the form
              if (option !== lang) switchLanguage(option);
            }}
            className={cn(
              "min-h-10 min-w-11 rounded-[10px] px-2.5 text-sm font-semibold transition-colors",
              lang === option ? "bg-ink-800 text-white" : "text-ink-900 hover:bg-ink-50",
            )}
          >
            {m.common.language[option]}
          </button>
        ))}
      </div>
    </form>
  );
}

/**
 * After hydration: a choice stored in this browser (localStorage) wins over what the
 * server guessed. If the cookie was lost, restore it and reload the data in place.
 */
export function useStoredLanguage() {
  const { lang } = useI18n();
  const revalidator = useRevalidator();
  const location = useLocation();
  useEffect(() => {
    if (splitLanguagePrefix(location.pathname).prefixed) {
      if (choosesLanguage(location.pathname)) storeLanguage(lang); // a Telugu URL is a choice of Telugu
      return;
    }
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return;
    }
    if (stored && stored !== lang && (LANGUAGES as readonly string[]).includes(stored)) {
      storeLanguage(stored as Language);
      void revalidator.revalidate();
    }
    // Only on the first render: later changes come from the switcher itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
