// The office's frame around a staff page the gate refused before any loader ran, as the
// root's error boundary shows it, in a chunk of its own (app/lib/later.tsx): every public
// page loads the root's modules, and the frame with its words and paths had been a third
// of what `/`'s first-load JS gained after issue 26 (bench/README.md, sizes).
import { later } from "#app/lib/later.tsx";

const Refusal = later(() => import("./staff-not-found.tsx").then((module) => module.StaffRefusal));

export function StaffRefusalLater({ error }: { error: unknown }) {
  return <Refusal error={error} framed={false} />;
}
