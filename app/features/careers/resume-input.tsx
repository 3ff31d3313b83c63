// The optional résumé picker: refuses anything but PDF/DOC/DOCX up to 5 MB on selection
// (with the spec's toasts), shows what was picked and lets the visitor remove it. The
// native input is visually hidden so every visible word comes from the catalogue.
import { FileText, Upload, X } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { RESUME_ACCEPT, resumeProblem, resumeSizeMb } from "./resume.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

export function ResumeInput({
  text,
  file,
  error,
  onFileChange,
}: {
  text: PageText<"careers">;
  file: File | null;
  /** The server's word on the file (its type as its content shows, its size), beside it. */
  error?: string;
  onFileChange: (file: File | null) => void;
}) {
  const { m, format } = useI18n();
  const group = useGroupFacts();
  const r = text.careers.resume;
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = input.files?.[0] ?? null;
    const problem = picked ? resumeProblem(picked) : undefined;
    if (problem) {
      toast({
        variant: "destructive",
        title: problem === "type" ? m.toasts.invalidFileTitle : m.toasts.fileTooLargeTitle,
        description: problem === "type" ? m.toasts.invalidFileBody : m.toasts.fileTooLargeBody,
      });
      input.value = "";
      onFileChange(null);
      return;
    }
    onFileChange(picked);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = "";
    onFileChange(null);
    inputRef.current?.focus();
  };

  return (
    <Field label={r.label} name="resume" error={error} hint={format(r.hint, { email: group.careersEmail })}>
      {({ className: _controlClass, ...control }) => (
        <div className="flex flex-wrap items-center gap-3">
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={RESUME_ACCEPT}
            onChange={onChange}
            className="peer sr-only"
          />
          <label
            htmlFor={control.id}
            className={buttonClass(
              "outline",
              "sm",
              "cursor-pointer peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-marigold-500 peer-focus-visible:outline-solid",
            )}
          >
            <Upload aria-hidden className="size-4" />
            {r.choose}
          </label>
          <div aria-live="polite" className="flex min-w-0 flex-1 basis-48 items-center">
            {file ? (
              <span className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                <FileText aria-hidden className="size-5 shrink-0 text-ink-700" />
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  {format(r.selected, { name: file.name, size: resumeSizeMb(file) })}
                </span>
                <button
                  type="button"
                  onClick={remove}
                  aria-label={r.remove}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink-900"
                >
                  <X aria-hidden className="size-5" />
                </button>
              </span>
            ) : (
              <span className="text-sm text-muted">{r.none}</span>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
