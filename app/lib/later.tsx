// A component in a chunk of its own, outside a page's first-load JS: the server renders it
// at once (its module is loaded when the server starts, and React writes it where it
// stands: app/entry.server.tsx), and a browser keeps the server's HTML of it until the
// chunk has come, then hydrates it. Until then it is as a page before its scripts (links
// and forms work as plain ones, a button does nothing): only for parts with nothing to tap,
// or seldom shown (decision 0038).
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
