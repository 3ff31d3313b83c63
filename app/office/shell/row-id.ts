// The request an address or a form names: a kind of ours and a row's id (app/lib/row-id.ts).
import { isRequestKind, type RequestKind } from "#app/config/request-kinds.ts";
import { rowId } from "#app/lib/row-id.ts";

/** The request an address or a form names by its kind and id; none when either is not one. */
export function requestAddress(kind: string | null | undefined, id: string | null | undefined): { kind: RequestKind; id: number } | undefined {
  const number = rowId(id);
  return isRequestKind(kind) && number !== undefined ? { kind, id: number } : undefined;
}
