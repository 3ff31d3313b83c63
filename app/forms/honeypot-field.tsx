import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";

/** Off-screen, unfocusable, unannounced: only bots that fill every input find it. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
