// An e-mail's body as a short list of blocks, written out twice from the same blocks: as
// plain text and as simple HTML, so the two never say different things. The HTML is made
// for a phone's mail app: one narrow column, inline styles, no tables, no images, nothing
// fetched from anywhere (no fonts, no pixels), links only where a tap helps. Every text
// passes through escapeHtml on its way into the HTML.
import type { Language } from "#app/config/enumerations.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { RequestField } from "../request-field.ts";
import { escapeHtml } from "./escape-html.ts";

/** A file to send with a message: a visit's calendar invite, an application's résumé. */
export interface MailAttachment {
  filename: string;
  content: string | Uint8Array;
  contentType: string;
}

export type MailBlock =
  | { type: "paragraph"; text: string; small?: boolean }
  /** Lines kept together: an address with its phone and WhatsApp links, a sign-off. The first one may stand out. */
  | { type: "lines"; lines: ReadonlyArray<string | LinkLine>; strongFirst?: boolean }
  | { type: "heading"; text: string }
  | { type: "list"; items: readonly string[] }
  | { type: "fields"; fields: readonly RequestField[] }
  /** The message's one call to action. */
  | { type: "button"; label: string; href: string };

/** A sentence with one link in it: `before`, then `text` linked to `href`, then `after` (see linkLine). */
export interface LinkLine {
  before: string;
  text: string;
  href: string;
  after: string;
}

export interface MailDocument {
  lang: Language;
  /** The subject, as the HTML's title. */
  title: string;
  /** Above the body: the group's name, then the school's (or the group's office). */
  masthead: { group: string; name: string };
  /** The school's crest colour (white text on it is readable) for the masthead's rule and the button. */
  accent: string;
  blocks: MailBlock[];
}

/**
 * A catalogue sentence with a link where its `{placeholder}` is, e.g. "Phone: {phone}". The
 * template is cut at the placeholder before anything is filled in, so a value that itself
 * contains "{phone}" (a visitor's name) cannot move the link.
 */
export function linkLine(template: string, placeholder: string, link: { text: string; href: string }, params: Record<string, string> = {}): LinkLine {
  const marker = `{${placeholder}}`;
  const at = template.indexOf(marker);
  const [before, after] = at === -1 ? [`${template} `, ""] : [template.slice(0, at), template.slice(at + marker.length)];
  return { before: fillTemplate(before, params), after: fillTemplate(after, params), ...link };
}

/** A link line as plain text: the sentence, and a web address it does not show on the next line (a phone number is its own link). */
const linkText = (line: LinkLine) => {
  const sentence = `${line.before}${line.text}${line.after}`;
  return /^https?:/.test(line.href) && line.href !== line.text ? `${sentence}\n${line.href}` : sentence;
};

const INK = "#1f2937";
/**
 * The message's fonts: the reader's own, nothing fetched. After the Latin ones, Telugu fonts
 * that phones and computers carry (Android's Noto Sans Telugu, Windows's Nirmala UI and
 * Gautami, Apple's Kohinoor Telugu and Telugu Sangam MN, Linux's Lohit Telugu), so every
 * letter of a name a parent typed is drawn, not only the common ones.
 */
export const MAIL_FONTS =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Telugu','Nirmala UI','Kohinoor Telugu','Telugu Sangam MN',Gautami,Vani,'Lohit Telugu',Arial,sans-serif";
const MUTED = "#4b5563";

export function renderText(blocks: readonly MailBlock[]): string {
  const parts = blocks.map((block) => {
    switch (block.type) {
      case "paragraph":
        return block.text;
      case "lines":
        return block.lines.map((line) => (typeof line === "string" ? line : linkText(line))).join("\n");
      case "heading":
        return block.text;
      case "list":
        return block.items.map((item) => `- ${item}`).join("\n");
      case "fields":
        return block.fields.map((field) => (field.type === "long" || field.value.includes("\n") ? `${field.label}:\n${field.value}` : `${field.label}: ${field.value}`)).join("\n");
      case "button":
        return `${block.label}:\n${block.href}`;
    }
  });
  // A heading sits on the block after it; every other block has a blank line after it.
  let text = "";
  blocks.forEach((block, index) => {
    text += parts[index];
    if (index < blocks.length - 1) text += block.type === "heading" ? "\n" : "\n\n";
  });
  return `${text}\n`;
}

/** Text with its line breaks kept, for HTML. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

const link = (href: string, text: string, style = `color:${INK};font-weight:600`) =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;

function blockHtml(block: MailBlock, accent: string): string {
  switch (block.type) {
    case "paragraph":
      return block.small
        ? `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED}">${multiline(block.text)}</p>`
        : `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
    case "lines":
      return `<p style="margin:0 0 16px;overflow-wrap:anywhere">${block.lines
        .map((line, index) => {
          if (typeof line !== "string") return `${escapeHtml(line.before)}${link(line.href, line.text)}${escapeHtml(line.after)}`;
          return index === 0 && block.strongFirst ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line);
        })
        .join("<br>")}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.4;color:${INK}">${escapeHtml(block.text)}</h2>`;
    case "list":
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join("")}</ul>`;
    case "fields":
      return `<div style="margin:0 0 16px;padding:12px 16px;border-radius:8px;background:#f3f4f6">${block.fields
        .map(
          (field) =>
            `<p style="margin:0 0 10px"><span style="display:block;font-size:13px;color:${MUTED}">${escapeHtml(field.label)}</span>` +
            `<span style="display:block;font-weight:600;overflow-wrap:anywhere">${multiline(field.value)}</span></p>`,
        )
        .join("")}</div>`;
    case "button":
      return `<p style="margin:8px 0 24px">${link(
        block.href,
        block.label,
        `display:inline-block;padding:12px 20px;border-radius:8px;background:${accent};color:#ffffff;font-weight:700;text-decoration:none`,
      )}</p>`;
  }
}

export function renderHtml(document: MailDocument): string {
  const accent = /^#[0-9a-f]{6}$/i.test(document.accent) ? document.accent : INK;
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(document.lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(document.title)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background:#ffffff;color:${INK}">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:${MAIL_FONTS};font-size:16px;line-height:1.6;color:${INK}">`,
    `<div style="margin:0 0 24px;padding:0 0 12px;border-bottom:4px solid ${accent}">`,
    // The group's own office: its name once.
    document.masthead.group === document.masthead.name ? "" : `<p style="margin:0;font-size:14px;color:${MUTED}">${escapeHtml(document.masthead.group)}</p>`,
    `<p style="margin:0;font-size:20px;font-weight:700;line-height:1.4">${escapeHtml(document.masthead.name)}</p>`,
    "</div>",
    ...document.blocks.map((block) => blockHtml(block, accent)),
    "</div>",
    "</body>",
    "</html>",
    "",
  ]
    .filter((line, index, lines) => line !== "" || index === lines.length - 1)
    .join("\n");
}
