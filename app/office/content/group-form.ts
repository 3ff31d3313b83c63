// The group's facts' editor as a form (issue 28, /staff/content/group): its sections and
// fields in the order the editor shows them (document-form.ts says how a form is read,
// filled and checked; group-document.ts the rules of each value).
import { SOCIAL_NETWORKS } from "#app/content/group/types.ts";
import { documentForm, textField as text, type SectionSpec, type ValueSpec } from "./document-form.ts";
import { GROUP_LIMITS, groupDocumentSchema } from "./group-document.ts";

const value = (kind: ValueSpec["kind"], path: string, label: ValueSpec["label"], max: number, more: Partial<ValueSpec> = {}): ValueSpec => ({ kind, path, label, max, required: true, ...more });

export const GROUP_FORM: SectionSpec[] = [
  {
    key: "groupContact",
    fields: [
      value("phone", "phone", "groupPhone", 20, { hint: "groupPhone" }),
      value("phone", "whatsapp", "whatsapp", 20, { hint: "whatsapp" }),
      value("email", "email", "groupEmail", 254, { hint: "groupEmail" }),
      value("email", "careersEmail", "careersEmail", 254, { hint: "careersEmail" }),
    ],
  },
  {
    key: "social",
    hint: "social",
    fields: SOCIAL_NETWORKS.map((network) => value("link", `social.${network}`, network, GROUP_LIMITS.link, { required: false })),
  },
  {
    key: "headOffice",
    fields: [
      text("headOffice.address", "headOfficeAddress", GROUP_LIMITS.address, { hint: "headOfficeAddress" }),
      text("headOffice.cityName", "cityName", GROUP_LIMITS.cityName),
      value("line", "headOffice.street", "street", GROUP_LIMITS.addressPart, { hint: "addressParts" }),
      value("line", "headOffice.locality", "locality", GROUP_LIMITS.addressPart),
      value("line", "headOffice.city", "city", GROUP_LIMITS.addressPart),
      value("line", "headOffice.region", "region", GROUP_LIMITS.addressPart),
      value("line", "headOffice.postalCode", "postalCode", GROUP_LIMITS.postalCode),
    ],
  },
  {
    key: "grievanceOfficer",
    hint: "grievanceOfficer",
    fields: [
      text("grievanceOfficer.name", "officerName", GROUP_LIMITS.officerName),
      value("email", "grievanceOfficer.email", "email", 254),
      value("phone", "grievanceOfficer.phone", "phone", 20),
    ],
  },
  {
    key: "admissionsYear",
    fields: [
      value("month", "admissions.opensInMonth", "opensInMonth", 2, { hint: "opensInMonth" }),
      value("line", "admissions.yearOverride", "yearOverride", 9, { required: false, hint: "yearOverride" }),
    ],
  },
  {
    key: "banner",
    hint: "banner",
    fields: [
      text("banner.text", "bannerText", GROUP_LIMITS.bannerText, { slot: "banner", long: true }),
      value("link", "banner.link", "bannerLink", GROUP_LIMITS.link, { slot: "banner", required: false, hint: "bannerLink" }),
      value("date", "banner.start", "bannerStart", 10, { slot: "banner" }),
      value("date", "banner.end", "bannerEnd", 10, { slot: "banner" }),
    ],
  },
];

export const groupForm = documentForm(GROUP_FORM, groupDocumentSchema);
