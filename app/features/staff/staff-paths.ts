// The staff area's addresses (each also under /te).
export const STAFF_PATHS = {
  home: "/staff",
  signIn: "/staff/sign-in",
  signOut: "/staff/sign-out",
  password: "/staff/password",
  accounts: "/staff/accounts",
  export: "/staff/export.csv",
  access: "/staff/access",
} as const;

/** One request's page: its kind and its id in that kind's table. */
export function requestPath(kind: string, id: number): string {
  return `/staff/requests/${kind}/${id}`;
}

/** A career application's résumé, as a download (app/routes/staff-resume.tsx). */
export function resumePath(kind: string, id: number): string {
  return `${requestPath(kind, id)}/resume`;
}
