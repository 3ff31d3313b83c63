// schema.org JSON-LD for search engines: the group as an EducationalOrganization with
// its six schools, and each school page as a School.
import type { MetaDescriptor } from "react-router";
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import { site } from "#app/config/site.ts";
import type { PublicGroupFacts } from "#app/content/group/types.ts";
import { pick } from "#app/content/localized.ts";
import { schoolIdentities } from "#app/content/schools/identities.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { localizedPath } from "#app/i18n/paths.ts";

const absolute = (path: string, lang: Language) => new URL(localizedPath(path, lang), site.url).toString();
const LOGO = new URL("/favicon.svg", site.url).toString();

function postalAddress(street: string, locality: string) {
  return { "@type": "PostalAddress", streetAddress: street, addressLocality: locality, addressRegion: "Telangana", addressCountry: "IN" };
}

export function groupJsonLd(messages: Pick<Messages, "common">, lang: Language, group: PublicGroupFacts): MetaDescriptor {
  const office = group.headOffice;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      name: messages.common.siteName,
      url: absolute("/", lang),
      logo: LOGO,
      telephone: group.phone,
      email: group.email,
      address: { ...postalAddress(pick(office.address, lang), pick(office.cityName, lang)), postalCode: office.postalCode },
      sameAs: Object.values(group.social),
      subOrganization: SCHOOL_CODES.map((code) => {
        const id = SCHOOL_ID_BY_CODE[code] as keyof typeof schoolIdentities;
        const identity = schoolIdentities[id];
        return {
          "@type": "School",
          name: messages.common.options.schools[code],
          url: absolute(`/school/${id}`, lang),
          address: postalAddress(pick(identity.address, lang), pick(identity.town, lang)),
        };
      }),
    },
  };
}

export function schoolJsonLd(
  school: { id: number; name: string; location: string; established: number },
  contact: { phone: string; email: string; town: string },
  messages: Pick<Messages, "common">,
  lang: Language,
): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "School",
      name: school.name,
      url: absolute(`/school/${school.id}`, lang),
      logo: LOGO,
      telephone: contact.phone,
      email: contact.email,
      foundingDate: String(school.established),
      address: postalAddress(school.location, contact.town),
      parentOrganization: { "@type": "EducationalOrganization", name: messages.common.siteName, url: absolute("/", lang) },
    },
  };
}
