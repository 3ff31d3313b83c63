// A YouTube video that costs nothing until asked for: a poster button first, and only
// after a click the privacy-enhanced player (youtube-nocookie.com), so no third-party
// request leaves the page before the visitor chooses to watch.
import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cn } from "#app/lib/cn.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

export function ClickToLoadVideo({
  text,
  youtubeId,
  title,
  className,
}: {
  text: PageText<"school">;
  youtubeId: string;
  title: string;
  className?: string;
}) {
  const { format } = useI18n();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The poster button disappears on click: move focus to the player that replaces it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <figure className={cn("grid gap-3", className)}>
      <div className="relative aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-[var(--shadow-card)]">
        {playing ? (
          <iframe
            ref={frameRef}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={format(text.school.videos.play, { title })}
            data-video-poster=""
            className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 text-white focus-visible:outline-offset-[-6px]"
          >
            <PosterArt />
            <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-marigold-400 text-ink-950 shadow-lg transition-transform group-hover:scale-105 sm:size-20">
              <Play aria-hidden className="ml-1 size-8 fill-current sm:size-9" />
            </span>
            <span className="relative rounded-full bg-ink-950/70 px-3 py-1 text-sm font-semibold">{text.school.videos.poster}</span>
          </button>
        )}
      </div>
      <figcaption className="font-semibold text-ink-900">{title}</figcaption>
    </figure>
  );
}

/** Quiet line art behind the play button: a classroom board, a window and a plant. */
function PosterArt() {
  return (
    <svg
      viewBox="0 0 320 180"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
      fill="none"
      stroke="#2a5d8f"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect width="320" height="180" fill="#0f2a44" stroke="none" />
      <rect x="24" y="26" width="120" height="74" rx="4" />
      <path d="M40 48h60M40 62h80M40 76h44" />
      <rect x="236" y="24" width="60" height="70" rx="4" />
      <path d="M266 24v70M236 59h60" />
      <path d="M0 140h320" />
      <path d="M40 140v-16h50v16M60 124v-10h10v10" />
      <path d="M262 140c0-14 4-22 12-28M274 140c0-12-2-20-10-26M250 140h36" />
      <path d="M282 112c6-4 12-4 16 0-6 4-12 4-16 0Z" />
    </svg>
  );
}
