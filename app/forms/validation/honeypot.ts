// A field people never see or fill: a form that arrives with it filled was filled by a
// bot. The API then answers as if all went well and stores nothing.
export const HONEYPOT_FIELD = "website_confirm";

export function honeypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null | undefined)?.[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
