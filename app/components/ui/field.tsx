// Form fields with a visible label tied to the control, an optional hint, and an
// error beside the field that is announced (aria-invalid + aria-describedby).
import { createContext, useContext, useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * What the visitor typed before the page was rendered again (a form posted without the
 * page's scripts and refused): each field starts from its value (app/forms/page-form.tsx).
 */
export const FormValues = createContext<Readonly<Record<string, string>> | undefined>(undefined);

const controlClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-text placeholder:text-muted/80 min-h-11 " +
  "focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-marigold-400 disabled:bg-sand disabled:opacity-70";

interface FieldProps {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Required in some cases only, which its hint says: marked neither * nor optional. */
  conditional?: boolean;
  className?: string;
  children: (control: {
    id: string;
    name: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => ReactNode;
}

export function Field({ label, name, error, hint, required, conditional, className, children }: FieldProps) {
  const { m } = useI18n();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span className="text-danger" aria-hidden>
            {" "}
            *
          </span>
        ) : conditional ? null : (
          <span className="font-normal text-muted"> ({m.common.form.optional})</span>
        )}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: cn(controlClass, error ? "border-danger" : "border-line"),
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Base = { label: ReactNode; name: string; error?: string; hint?: ReactNode; className?: string };

export function TextField({
  label,
  name,
  error,
  hint,
  className,
  required,
  ...input
}: Base & ComponentPropsWithRef<"input">) {
  const posted = useContext(FormValues);
  return (
    <Field label={label} name={name} error={error} hint={hint} required={required} className={className}>
      {(control) => <input {...control} defaultValue={posted?.[name]} {...input} required={required} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  required,
  ...input
}: Base & ComponentPropsWithRef<"textarea">) {
  const posted = useContext(FormValues);
  return (
    <Field label={label} name={name} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea {...control} defaultValue={posted?.[name]} {...input} required={required} />}
    </Field>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  required,
  conditional,
  placeholder,
  options,
  ...select
}: Base &
  ComponentPropsWithRef<"select"> & {
    placeholder: string;
    /** `disabled`: shown but not to be picked (a full visit time, whose label says so). */
    options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
    conditional?: boolean;
  }) {
  const posted = useContext(FormValues);
  return (
    <Field label={label} name={name} error={error} hint={hint} required={required} conditional={conditional} className={className}>
      {(control) => (
        <select {...control} {...select} required={required} defaultValue={select.defaultValue ?? posted?.[name] ?? ""}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A phone number field: the tel keyboard on phones and the Indian +91 format as a hint. */
export function PhoneField({
  label,
  name = "phone",
  error,
  className,
}: {
  label: ReactNode;
  name?: string;
  error?: string;
  className?: string;
}) {
  const { m } = useI18n();
  return (
    <TextField
      label={label}
      name={name}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      required
      error={error}
      hint={m.common.form.phoneHint}
      className={className}
    />
  );
}
