// The current values of a few fields of an uncontrolled form (the forms keep their values
// in the inputs, app/forms/use-submission-form.ts): read when the form is there (a page
// answered to a post without scripts starts filled in, and a browser may restore what was
// typed), then on every change and after a reset.
import { useCallback, useEffect, useState, type RefObject } from "react";

export function useFieldValues<N extends string>(formRef: RefObject<HTMLFormElement | null>, names: readonly N[]) {
  const [values, setValues] = useState<Record<N, string>>(() => Object.fromEntries(names.map((name) => [name, ""])) as Record<N, string>);
  const key = names.join(" ");

  const read = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((current) => {
      let changed = false;
      const next = { ...current };
      for (const name of key.split(" ") as N[]) {
        const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
        const value = control && "value" in control ? control.value : "";
        if (value !== current[name]) {
          next[name] = value;
          changed = true;
        }
      }
      return changed ? next : current;
    });
  }, [formRef, key]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    read();
    // After a reset the inputs hold their defaults only once the event is over.
    const afterReset = () => setTimeout(read, 0);
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    form.addEventListener("reset", afterReset);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
      form.removeEventListener("reset", afterReset);
    };
  }, [formRef, read]);

  return { values, read };
}
