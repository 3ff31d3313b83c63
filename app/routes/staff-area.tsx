// The frame of every /staff page (issue 26): its middleware checks the language prefix and
// reads the session once (app/office/sign-in/staff-gate.server.ts); its loader gives the
// shell its words and who is signed in; the shell is rendered here, once, around every
// staff page, and so is the answer of a page that refused (not found, not recorded, asked
// for by another site). The pages themselves sit under staff-members-only.tsx.
import { Outlet, useMatches } from "react-router";
import { sessionMemberOf, staffArea } from "#app/office/sign-in/staff-gate.server.ts";
import { signedIn } from "#app/office/sign-in/staff-member.ts";
import { StaffRefusal } from "#app/office/shell/staff-not-found.tsx";
import { shellWords, StaffShell } from "#app/office/shell/staff-shell.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { Route } from "./+types/staff-area";

export const middleware: Route.MiddlewareFunction[] = [staffArea];

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = sessionMemberOf(context);
  return { words: shellWords(catalogues[lang]), member: member && signedIn(member) };
}

/** A page that shows the public site as parents see it (a draft's preview) brings that frame instead. */
const hasOwnFrame = (handle: unknown) => typeof handle === "object" && handle !== null && "ownFrame" in handle && handle.ownFrame === true;

export default function StaffArea({ loaderData: { words, member } }: Route.ComponentProps) {
  // Only once it has drawn itself: a page that refused is said inside the office's frame.
  const ownFrame = useMatches().some((match) => hasOwnFrame(match.handle) && match.loaderData !== undefined);
  if (ownFrame) return <Outlet />;
  return (
    <StaffShell words={words} signedInAs={member?.email} groupAdmin={member?.groupAdmin}>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRefusal error={error} framed={false} />;
}
