// One field a visitor sent, written out for a reader (request-fields.server.ts writes them):
// the request's page, the printable page and the e-mails show it.
export interface RequestField {
  /** The stored column it comes from; none for the office's own lines (the language). */
  column?: string;
  label: string;
  value: string;
  /** How a page offers it: a phone gets call and WhatsApp links, an address a mail link, long text keeps its lines. */
  type?: "phone" | "email" | "long";
}
