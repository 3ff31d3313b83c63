// A list that is at hand or on its way (ListData): rendered in place when it is at hand
// (the server's page), else behind a Suspense boundary with `fallback` until it arrives,
// or `errorElement` if it fails. Keeping the boundary out of the page matters: React
// streams a boundary whose HTML is large (over ~12 KB) as a chunk of its own, swapped in
// after the first paint, which costs a phone a second layout of the whole page.
import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import type { ListData } from "#app/lib/list-data.ts";

export function AwaitList<T>({
  items,
  fallback,
  errorElement,
  children,
}: {
  items: ListData<T>;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (list: readonly T[]) => ReactNode;
}) {
  if (!(items instanceof Promise)) return children(items);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={items} errorElement={errorElement}>
        {children}
      </Await>
    </Suspense>
  );
}
