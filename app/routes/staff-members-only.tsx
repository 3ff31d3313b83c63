// Every staff page but signing in and out sits under this layout (app/routes.ts): its
// middleware sends anyone not signed in to the sign-in page and refuses a request another
// site made the browser send, before any loader or action below runs. A page's loader
// reads its member with signedInMember(context).
import { membersOnly } from "#app/office/sign-in/staff-gate.server.ts";
import { StaffRefusal } from "#app/office/shell/staff-not-found.tsx";
import { staffRefusalMeta } from "#app/office/shell/staff-meta.ts";
import type { Route } from "./+types/staff-members-only";

export const middleware: Route.MiddlewareFunction[] = [membersOnly];

/** A refused page's head: it has no loader data for its own. */
export function meta({ error }: Route.MetaArgs) {
  return staffRefusalMeta(error);
}

/** A page below that refused (a request that is not there, an access not recorded): said inside the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRefusal error={error} framed />;
}
