// A component in a chunk of its own, outside a page's first-load JS: the server renders it
// at once (its module is loaded when the server starts, so nothing is streamed after the
// page's frame: without scripts it would stay hidden), and a browser keeps the server's
// HTML of it until the chunk has come, then hydrates it. For what a page need not run
// from its first paint: the office's frame around a refused staff page (which no public
// page shows), the home page's contact form at the page's end (which posts as a plain
// form until then).
import { lazy, Suspense, type ComponentType } from "react";

export function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loading = () => load().then((component) => (loaded = component));
  if (import.meta.env.SSR) void loading();
  const Lazy = lazy(() => loading().then((component) => ({ default: component })));
  function Later(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Later;
}
