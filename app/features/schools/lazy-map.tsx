// An embedded Google map that is only requested when its place on the page comes near
// the viewport (or on 'Show map'), so the page's first paint loads nothing from Google.
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function LazyMap({
  text,
  query,
  title,
  place,
}: {
  text: PageText<"school">;
  query: string;
  title: string;
  place: string;
}) {
  const { format } = useI18n();
  const [show, setShow] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (show || !box) return;
    if (typeof IntersectionObserver === "undefined") return; // very old browsers: 'Show map' still works
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShow(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [show]);

  return (
    <div ref={boxRef} className="relative aspect-[4/3] w-full overflow-hidden rounded-[var(--radius-card)] bg-ink-50 shadow-[var(--shadow-card)] sm:aspect-video">
      {show ? (
        <iframe
          src={`https://maps.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <div className="absolute inset-0 grid place-content-center justify-items-center gap-3 p-4 text-center">
          <MapPin aria-hidden className="size-10 text-ink-600" />
          <p className="text-muted">{format(text.school.map.placeholder, { place })}</p>
          <Button variant="outline" onClick={() => setShow(true)}>
            {text.school.map.showMap}
          </Button>
        </div>
      )}
    </div>
  );
}
