// A download's Content-Disposition with the file's own name, safe in every browser: an
// ASCII fallback in `filename` (what is not printable ASCII, and quotes and backslashes,
// become "_") and the name itself in `filename*` (RFC 5987/6266, UTF-8, percent-encoded).
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
