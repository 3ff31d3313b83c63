import { useI18n } from "#app/i18n/i18n.tsx";

/** The site's main links, in the bar and in the side menu. */
export function useNavLinks() {
  const { m } = useI18n();
  const n = m.common.nav;
  return [
    { to: "/", label: n.home },
    { to: "/about", label: n.about },
    { to: "/#schools", label: n.schools },
    { to: "/#admissions", label: n.admissions },
    { to: "/#contact", label: n.contact },
  ];
}
