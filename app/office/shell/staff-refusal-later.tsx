// The office's frame around a staff page the gate refused before any loader ran, as the
// root's error boundary shows it, in a chunk of its own: every public page loads the
// root's modules, and the frame with its words and paths had been a third of what `/`'s
// first-load JS gained after issue 26 (bench/README.md, sizes). The server renders it at
// once; a browser keeps the server's HTML until the chunk has come, then hydrates it.
import { lazy, Suspense } from "react";
import type * as StaffNotFoundModule from "./staff-not-found.tsx";

type StaffNotFound = typeof StaffNotFoundModule;

let loaded: StaffNotFound | undefined;
const load = () => import("./staff-not-found.tsx").then((module) => (loaded = module));
// The server has it at hand before its first page: a refusal is never streamed after its
// frame (without scripts it would stay hidden).
if (import.meta.env.SSR) void load();
const Later = lazy(() => load().then((module) => ({ default: module.StaffRefusal })));

export function StaffRefusalLater({ error }: { error: unknown }) {
  const Refusal = loaded?.StaffRefusal ?? Later;
  return (
    <Suspense fallback={null}>
      <Refusal error={error} framed={false} />
    </Suspense>
  );
}
