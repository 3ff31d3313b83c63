// Section 6: the principal's letter: greeting, paragraphs (the last in italics), closing
// and signature, with the principal's photo (from the school's library) or initials.
import { Quote } from "lucide-react";
import { Avatar } from "#app/components/initials-avatar.tsx";
import { PhotoPicture } from "#app/components/photo-picture.tsx";
import type { Localize } from "#app/content/localize.ts";
import type { PhotoView } from "#app/content/photo.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export interface PrincipalLetterView {
  name: string;
  greeting: string;
  paragraphs: readonly string[];
  closing: string;
  signature: string;
  picture: Localize<PhotoView> | null;
}

export function PrincipalMessage({ text, letter }: { text: PageText<"school">; letter: PrincipalLetterView }) {
  const { lang } = useI18n();
  const last = letter.paragraphs.length - 1;
  return (
    <section aria-labelledby="school-principal" className="section">
      <div className="container-page">
        <div className="card relative mx-auto grid max-w-3xl gap-5 p-6 sm:p-10">
          <Quote aria-hidden className="absolute top-6 right-6 size-10 text-marigold-300" />
          <h2 id="school-principal" className="heading-section pr-12">
            {text.school.principal.heading}
          </h2>
          <p className="text-lg font-semibold text-ink-900">{letter.greeting}</p>
          {letter.paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={index === last ? "text-lg text-ink-800 italic" : "text-text"}>
              {paragraph}
            </p>
          ))}
          <div className="mt-2 flex items-center gap-4 border-t border-line pt-5">
            {letter.picture ? (
              <PhotoPicture photo={letter.picture} lang={lang} sizes="64px" className="size-16 shrink-0 rounded-full object-cover" />
            ) : (
              <Avatar name={letter.name} size={64} className="text-xl" />
            )}
            <div className="grid gap-0.5">
              <p className="text-muted">{letter.closing}</p>
              <p className="font-bold text-ink-900">{letter.name}</p>
              <p className="text-sm text-muted">{letter.signature}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
