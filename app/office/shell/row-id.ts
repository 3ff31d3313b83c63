// A row's id as a form or an address writes it: plain digits, 1 to 2,147,483,647 (an
// integer column). Anything else ("1e3", "-1", "0x1", 99999999999) names no row.
import { isRequestKind, type RequestKind } from "#app/config/request-kinds.ts";

const DIGITS = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

export function rowId(text: string | null | undefined): number | undefined {
  const value = (text ?? "").trim();
  return DIGITS.test(value) && Number(value) <= MAX_ID ? Number(value) : undefined;
}

/** The request an address or a form names by its kind and id; none when either is not one. */
export function requestAddress(kind: string | null | undefined, id: string | null | undefined): { kind: RequestKind; id: number } | undefined {
  const number = rowId(id);
  return isRequestKind(kind) && number !== undefined ? { kind, id: number } : undefined;
}
