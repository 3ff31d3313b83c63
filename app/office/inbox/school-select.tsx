// A choice of one of the six schools, or none ("any" / "all"), in a plain GET form: the
// inbox's filter and the insights' scope.
import { SCHOOL_CODES } from "#app/config/enumerations.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { StaffControl, staffControlClass } from "../shell/staff-control.tsx";

export function SchoolSelect({ label, noneLabel, value }: { label: string; noneLabel: string; value: string | undefined }) {
  const { m } = useI18n();
  const schools = m.common.options.schools as Record<string, string>;
  return (
    <StaffControl label={label}>
      {(id) => (
        <select id={id} name="school" defaultValue={value ?? ""} className={staffControlClass}>
          <option value="">{noneLabel}</option>
          {SCHOOL_CODES.map((code) => (
            <option key={code} value={code}>
              {schools[code] ?? code}
            </option>
          ))}
        </select>
      )}
    </StaffControl>
  );
}
