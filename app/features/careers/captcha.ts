// The careers form's human check (spec 5): the sum of two random integers from 1 to 10,
// checked in the page before anything is sent, and by the server against the signed
// question it was given (the route's loader draws one per visitor: captcha.server.ts).

export interface Captcha {
  a: number;
  b: number;
  /** The signed question, sent with the answer (app/forms/challenge.server.ts). */
  token: string;
}

export function isCaptchaSolved(captcha: Pick<Captcha, "a" | "b">, answer: string): boolean {
  const trimmed = answer.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) === captcha.a + captcha.b;
}
