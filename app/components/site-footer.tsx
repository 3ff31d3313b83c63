import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { site, telHref } from "#app/config/site.ts";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import { SOCIAL_NETWORKS } from "#app/content/group/types.ts";
import { disclosuresPath } from "#app/content/disclosure.ts";
import { pick } from "#app/content/localized.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";
import { BrandMark } from "./brand-logo.tsx";
import { SocialIcon } from "./social-icons.tsx";

export function SiteFooter() {
  const group = useGroupFacts();
  const { m, format, lang } = useI18n();
  const f = m.common.footer;
  const office = group.headOffice;
  const schools = useRouteLoaderData<RootData>("root")?.schools ?? [];
  const quickLinks = [
    { to: "/about", label: f.aboutUs },
    { to: "/#schools", label: f.ourSchools },
    { to: "/school/1", label: f.schoolDetails },
    { to: "/schedule-visit", label: f.scheduleVisit },
    { to: "/#contact", label: f.contact },
    { to: "/careers", label: f.careers },
  ];
  const programs = [f.programs.primary, f.programs.secondary, f.programs.stem, f.programs.arts, f.programs.sports, f.programs.international];
  // 44 px high, as every tap target of the site (design.md): thumbs, not a mouse.
  const linkClass = "inline-flex min-h-11 items-center text-ink-100 hover:text-white hover:underline";
  return (
    <footer className="bg-ink-950 text-ink-100 print:hidden">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.35fr_1fr_1.2fr_1.3fr]">
        <div className="grid content-start gap-4">
          <Link to="/" className="flex min-h-11 items-center gap-2.5 text-white" aria-label={m.common.nav.homeLink}>
            <BrandMark size={40} />
            <span className="text-lg font-bold">{m.common.siteName}</span>
          </Link>
          <p className="text-sm">{f.about}</p>
          <div>
            <p className="mb-2 text-sm font-semibold text-white">{f.followUs}</p>
            <ul className="flex flex-wrap gap-2">
              {SOCIAL_NETWORKS.flatMap((network) => {
                const href = group.social[network];
                return href ? [{ network, href }] : [];
              }).map(({ network, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={f.social[network]}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-marigold-400 hover:text-ink-950"
                  >
                    <SocialIcon network={network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav aria-label={f.quickLinks}>
          <h2 className="mb-3 text-base font-semibold text-white">{f.quickLinks}</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={f.academicPrograms}>
          <h2 className="mb-3 text-base font-semibold text-white">{f.academicPrograms}</h2>
          <ul>
            {programs.map((label, index) => (
              <li key={label}>
                <Link to={`/school/${index + 1}`} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{f.headOffice}</h2>
          <address className="grid gap-1 text-sm not-italic">
            <p className="mb-2 flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-marigold-300" />
              <span>
                {pick(office.address, lang)}
              </span>
            </p>
            <a
              href={telHref(group.phone)}
              aria-label={format(f.phone, { phone: group.phone })}
              className="flex min-h-11 items-center gap-2 hover:text-white hover:underline"
            >
              <Phone aria-hidden className="size-4 shrink-0 text-marigold-300" />
              {group.phone}
            </a>
            <a
              href={`mailto:${group.email}`}
              aria-label={format(f.email, { email: group.email })}
              className="flex min-h-11 items-center gap-2 hover:text-white hover:underline"
            >
              <Mail aria-hidden className="size-4 shrink-0 text-marigold-300" />
              {group.email}
            </a>
            <a
              href={`https://wa.me/${group.whatsapp.replace(/\D/g, "")}`}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-2 hover:text-white hover:underline"
            >
              <MessageCircle aria-hidden className="size-4 shrink-0 text-marigold-300" />
              {f.whatsapp}
            </a>
          </address>
        </div>
        {/* Issue 28: each school's fee structure and the documents its board requires, a tap from any page. */}
        {schools.length > 0 ? (
          <nav aria-labelledby="footer-disclosures" className="sm:col-span-2 lg:col-span-4">
            <h2 id="footer-disclosures" className="mb-1 text-base font-semibold text-white">
              {f.disclosures}
            </h2>
            <ul className="flex flex-wrap gap-x-5">
              {schools.map((school) => (
                <li key={school.id}>
                  <Link to={localizedPath(disclosuresPath(school.id), lang)} className={linkClass} aria-label={format(f.disclosuresOf, { school: school.name })}>
                    {school.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-center gap-x-6 gap-y-1 py-4 text-center text-sm">
          <p>{format(f.copyright, { year: new Date().getFullYear(), name: pick(site.legalName, lang) })}</p>
          {/* Not among the spec's Quick Links: the privacy notice of issue 18 sits beside the copyright. */}
          <Link to={localizedPath("/privacy", lang)} className={linkClass}>
            {m.dataNotice.footerLink}
          </Link>
        </div>
      </div>
    </footer>
  );
}
