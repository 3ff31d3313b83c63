// A page asked for with `?lang=en` or `?lang=te`: the language switcher's own form,
// submitted by a browser that has not run the page's scripts (or never does). The choice
// is stored in the `lang` cookie, as the script would, and the visitor is sent to the
// same page in that language (/te/about or /about), without the parameter.
import type { RequestHandler } from "express";
import { LANGUAGES, type Language } from "#app/config/enumerations.ts";
import { LANGUAGE_QUERY, languageCookie } from "#app/i18n/detect.ts";
import { localizedPath, splitLanguagePrefix } from "#app/i18n/paths.ts";

export function languageChoice(): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.originalUrl.includes("lang=")) return next();
    const url = new URL(req.originalUrl, "http://site.invalid");
    const chosen = url.searchParams.get(LANGUAGE_QUERY);
    if (!(LANGUAGES as readonly string[]).includes(chosen ?? "")) return next();
    url.searchParams.delete(LANGUAGE_QUERY);
    // Only ever a path of this site: "//host" or "/\\host" would leave it.
    const path = `/${splitLanguagePrefix(url.pathname).path.replace(/^[/\\]+/, "")}`;
    res.set("Cache-Control", "no-store");
    res.append("Set-Cookie", languageCookie(chosen as Language, req.protocol === "https"));
    res.redirect(303, `${localizedPath(path, chosen as Language)}${url.search}`);
  };
}
