// Where the office opens a request: the request's page in the staff area (also under /te),
// linked from the inbox, the office's e-mail and the access record.

/** One request's page: its kind and its id in that kind's table. */
export function requestPath(kind: string, id: number): string {
  return `/staff/requests/${kind}/${id}`;
}

/** A career application's résumé, as a download (app/routes/staff-resume.tsx). */
export function resumePath(kind: string, id: number): string {
  return `${requestPath(kind, id)}/resume`;
}
