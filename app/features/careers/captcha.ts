// The careers form's human check (spec 5): the sum of two random integers from 1 to 10,
// checked in the page before anything is sent.

export interface Captcha {
  a: number;
  b: number;
}

/** A new question. Made by the route's loader so server and browser render the same one. */
export function randomCaptcha(): Captcha {
  const operand = () => 1 + Math.floor(Math.random() * 10);
  return { a: operand(), b: operand() };
}

export function isCaptchaSolved(captcha: Captcha, answer: string): boolean {
  const trimmed = answer.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) === captcha.a + captcha.b;
}
