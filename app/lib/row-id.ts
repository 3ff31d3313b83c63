// A row's id as a form or an address writes it: plain digits, 1 to 2,147,483,647 (an
// integer column). Anything else ("1e3", "-1", "0x1", 99999999999) names no row.

const DIGITS = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

export function rowId(text: string | null | undefined): number | undefined {
  const value = (text ?? "").trim();
  return DIGITS.test(value) && Number(value) <= MAX_ID ? Number(value) : undefined;
}
