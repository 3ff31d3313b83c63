// The library's upload form: the photo and its two descriptions. Without scripts (or before
// they run) it is a plain multipart post to the page. Once they run, the same form data goes
// by XMLHttpRequest to the upload route, whose upload events drive a progress bar (fetch
// reports no upload progress); then, while the server makes the photo's sizes, the bar waits
// without a value. Either way the answer is shown the same way (PhotoUploadAnswer).
import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, type PhotoField } from "#app/content/photo.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { formatNumber } from "#app/i18n/plural.ts";
import { cn } from "#app/lib/cn.ts";
import { problemClass, successClass } from "../bookings/calendar-settings-form.tsx";
import { AltField } from "./alt-field.tsx";
import type { PhotoUploadAnswer } from "./photo-upload-answer.ts";

type Phase = { sending: number } | "processing" | "idle";

export function PhotoUploadForm({
  text,
  pageAction,
  uploadAction,
  posted,
}: {
  text: PageText<"staffPhotos">;
  /** The page's own address (a post without scripts), and the upload route's. */
  pageAction: string;
  uploadAction: string;
  /** The answer to a post without scripts. */
  posted: PhotoUploadAnswer | undefined;
}) {
  const { format } = useI18n();
  const t = text.staffPhotos;
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<Phase>("idle");
  const [sent, setSent] = useState<PhotoUploadAnswer | undefined>();
  const [tooLarge, setTooLarge] = useState(false);
  // A new key after an upload: the description fields start again, their counts too.
  const [formKey, setFormKey] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const answer = sent ?? posted;
  const refused = answer && "refused" in answer ? answer.refused : undefined;
  const errors: Partial<Record<PhotoField, string>> = { ...refused?.errors, ...(tooLarge ? { photo: t.problems.tooLarge } : {}) };
  const busy = phase !== "idle";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setPhase({ sending: 0 });
    setSent(undefined);
    void sendWithProgress(uploadAction, new FormData(form), {
      progress: (percent) => setPhase({ sending: percent }),
      sent: () => setPhase("processing"),
    }).then((answered) => {
      setPhase("idle");
      const outcome = answered ?? { failed: t.upload.interrupted };
      setSent(outcome);
      if ("uploaded" in outcome) {
        form.reset();
        setFormKey((key) => key + 1);
        void revalidator.revalidate();
      }
      // The answer is where the eye and the screen reader go next; a refused field is marked beside it.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    });
  };

  return (
    <section aria-labelledby="photo-upload-title" className="card grid gap-5 p-5 sm:p-6">
      <h2 id="photo-upload-title" className="text-xl font-bold">
        {t.upload.title}
      </h2>
      <div ref={outcomeRef} tabIndex={-1} className="outline-none empty:hidden">
        {answer && "uploaded" in answer && !busy ? (
          <p role="status" className={successClass}>
            {t.upload.uploaded}
          </p>
        ) : null}
        {refused && !busy ? (
          <p role="alert" className={problemClass}>
            {refused.message}
          </p>
        ) : null}
        {answer && "failed" in answer && !busy ? (
          <p role="alert" className={problemClass}>
            {answer.failed}
          </p>
        ) : null}
      </div>
      <form method="post" encType="multipart/form-data" action={pageAction} noValidate onSubmit={onSubmit} className="grid gap-5">
        <Field label={t.upload.photo} name="photo" required error={errors.photo} hint={t.upload.photoHint}>
          {({ className, ...control }) => (
            <input
              {...control}
              type="file"
              accept={PHOTO_ACCEPT}
              required
              onChange={(event) => setTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > PHOTO_MAX_BYTES)}
              className={cn(
                className,
                "cursor-pointer py-2 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-lg file:border-2 file:border-ink-800 file:bg-white file:px-3 file:font-semibold file:text-ink-900",
              )}
            />
          )}
        </Field>
        <div className="grid items-start gap-5 lg:grid-cols-2">
          <AltField key={`altEn${formKey}`} text={text} name="altEn" lang="en" error={errors.altEn} defaultValue={refused?.values.altEn} />
          <AltField key={`altTe${formKey}`} text={text} name="altTe" lang="te" error={errors.altTe} defaultValue={refused?.values.altTe} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={busy || tooLarge} className="justify-self-start">
            {t.upload.submit}
          </Button>
          {busy ? (
            <div role="status" className="flex min-w-0 flex-1 basis-56 items-center gap-3 text-sm">
              <progress
                aria-label={t.upload.progressLabel}
                max={100}
                value={typeof phase === "object" ? phase.sending : undefined}
                className="h-3 w-full max-w-64 accent-ink-800"
              />
              <span className="shrink-0">{typeof phase === "object" ? format(t.upload.uploading, { percent: formatNumber(phase.sending) }) : t.upload.processing}</span>
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/**
 * Posts `body` to `url`, telling how much of it has gone (0–100) and when all of it has;
 * resolves with the server's answer, or undefined when the connection failed or the answer
 * was not one of ours.
 */
function sendWithProgress(url: string, body: FormData, on: { progress: (percent: number) => void; sent: () => void }): Promise<PhotoUploadAnswer | undefined> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) on.progress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    });
    request.upload.addEventListener("load", on.sent);
    request.addEventListener("load", () => {
      const answer = request.response as PhotoUploadAnswer | null;
      resolve(answer && typeof answer === "object" && ("uploaded" in answer || "refused" in answer || "failed" in answer) ? answer : undefined);
    });
    request.addEventListener("error", () => resolve(undefined));
    request.addEventListener("abort", () => resolve(undefined));
    request.send(body);
  });
}
