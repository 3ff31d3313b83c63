// The group admins' pages (accounts, a person's data, the access record) sit under this
// layout (app/routes.ts): to anyone else they do not exist (404), as a record of another
// school does not, whatever the page's own loader or action would do.
import { groupAdminsOnly } from "#app/office/sign-in/staff-gate.server.ts";
import type { Route } from "./+types/staff-group-admins-only";

export const middleware: Route.MiddlewareFunction[] = [groupAdminsOnly];
