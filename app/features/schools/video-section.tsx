// Section 7: the school's videos (one for schools 1-4, three for school 5, six titled ones
// for school 6), each loaded only on a click, and the channel link where there is one.
import { ExternalLink } from "lucide-react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cn } from "#app/lib/cn.ts";
import { ClickToLoadVideo } from "./click-to-load-video.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function VideoSection({
  text,
  name,
  videos,
  channelUrl,
}: {
  text: PageText<"school">;
  name: string;
  videos: ReadonlyArray<{ title: string; youtubeId: string }>;
  channelUrl: string | null;
}) {
  const { format } = useI18n();
  const v = text.school.videos;
  const single = videos.length === 1;
  return (
    <section aria-labelledby="school-videos" className="section bg-white">
      <div className="container-page grid gap-8">
        <div className="grid max-w-3xl gap-3">
          <p className="eyebrow">{v.eyebrow}</p>
          <h2 id="school-videos" className="heading-section">
            {format(v.heading, { school: name })}
          </h2>
          <p className="text-muted">{v.intro}</p>
        </div>
        <ul className={cn("grid gap-6", single ? "max-w-3xl" : "sm:grid-cols-2 lg:grid-cols-3")}>
          {videos.map((video, index) => (
            <li key={`${index}-${video.title}`}>
              <ClickToLoadVideo text={text} youtubeId={video.youtubeId} title={video.title} />
            </li>
          ))}
        </ul>
        {channelUrl ? (
          <a
            href={channelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900"
          >
            {v.channel}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only"> {v.newTab}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
