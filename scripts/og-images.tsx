// Draws the Open Graph cards (public/og/<key>.<lang>.png, 1200×630) that link previews
// on WhatsApp and Facebook show, and public/og/manifest.json with the texts drawn on
// each, so that app/lib/og-images.test.ts notices copy changed since the last run.
// Run after changing a page's title or description: npm run og:images
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync, inflateSync } from "node:zlib";
import { chromium } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { BrandMark } from "#app/components/brand-logo.tsx";
import { SchoolCrest } from "#app/components/school-crest.tsx";
import type { Language } from "#app/config/enumerations.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { ogCardText, type OgCardText } from "#app/lib/og-card-text.ts";
import { OG_IMAGE_LANGUAGES, OG_IMAGE_PAGES, OG_IMAGE_SIZE, ogImageFile, ogImageSchoolId } from "#app/lib/og-images.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const OUT_DIR = `${root}public/og`;

/** Tokens of app/app.css. */
const color = {
  ink950: "#0b1f33",
  ink900: "#0f2a44",
  ink100: "#dde8f3",
  marigold400: "#f5a524",
  marigold300: "#fbc15e",
  cream: "#fbf7f0",
};

/** The same cuts the site loads, embedded: the page has no network to fetch them from. */
async function fontFaces(): Promise<string> {
  const face = async (family: string, weight: number, file: string, range?: string) => {
    const data = (await readFile(`${root}node_modules/${file}`)).toString("base64");
    return `@font-face{font-family:"${family}";font-weight:${weight};font-style:normal;font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2");${range ? `unicode-range:${range};` : ""}}`;
  };
  // As app/app.css: the Telugu cut for Telugu characters only.
  const telugu = "U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC";
  const faces = await Promise.all([
    face("Noto Sans", 400, "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2"),
    face("Noto Sans", 700, "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2"),
    face("Noto Sans Telugu", 400, "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2", telugu),
    face("Noto Sans Telugu", 700, "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2", telugu),
  ]);
  return faces.join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function cardHtml(text: OgCardText, lang: Language, fonts: string, crest: string | null): string {
  const te = lang === "te";
  const mark = renderToStaticMarkup(<BrandMark size={60} />);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<style>
${fonts}
* { box-sizing: border-box; margin: 0; }
html, body { width: ${OG_IMAGE_SIZE.width}px; height: ${OG_IMAGE_SIZE.height}px; overflow: hidden; }
body {
  font-family: "Noto Sans", "Noto Sans Telugu", sans-serif;
  background: ${color.ink950};
  color: ${color.cream};
  position: relative;
  -webkit-font-smoothing: antialiased;
}
/* The logo's rising sun, large and quiet behind the text. */
.sun { position: absolute; right: -150px; bottom: -230px; width: 620px; height: 620px; border-radius: 50%; background: ${color.ink900}; }
.band { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: ${color.marigold400}; }
.card { position: absolute; inset: 0 0 14px 0; padding: 52px 72px 40px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 18px; font-weight: 700; font-size: ${te ? 30 : 32}px; line-height: 1.3; }
.brand svg { flex: none; }
.main { flex: 1; min-height: 0; display: flex; align-items: center; gap: 56px; }
.text { flex: 1; min-width: 0; max-height: 100%; }
.rule { width: 96px; height: 6px; border-radius: 3px; background: ${color.marigold400}; margin-bottom: ${te ? 22 : 26}px; }
h1 { font-weight: 700; line-height: ${te ? 1.45 : 1.14}; letter-spacing: ${te ? 0 : -0.01}em; text-wrap: balance; overflow-wrap: normal; }
.subtitle { margin-top: ${te ? 14 : 20}px; font-size: ${te ? 29 : 31}px; line-height: ${te ? 1.7 : 1.4}; color: ${color.ink100}; }
.crest { flex: none; width: 300px; height: 300px; border-radius: 50%; background: ${color.cream}; display: grid; place-items: center; }
.host { font-size: 25px; font-weight: 700; letter-spacing: 0.01em; color: ${color.marigold300}; }
</style>
</head>
<body>
<div class="sun"></div>
<div class="band"></div>
<div class="card">
  <div class="brand">${mark}<span>${escapeHtml(text.brand)}</span></div>
  <div class="main">
    <div class="text">
      <div class="rule"></div>
      <h1 id="title">${escapeHtml(text.title)}</h1>
      <p class="subtitle" id="subtitle">${escapeHtml(text.subtitle)}</p>
    </div>
    ${crest ? `<div class="crest">${crest}</div>` : ""}
  </div>
  <div class="host">${escapeHtml(text.host)}</div>
</div>
</body>
</html>`;
}

/**
 * Runs in the page: the title at the largest size that keeps it to three lines with no
 * word cut, the subtitle cut at a word to two lines. A string, not a function, so that
 * the compiler's helpers never end up in the browser.
 */
const FIT_SCRIPT = `(async () => {
  await Promise.all([...document.fonts].map((font) => font.load()));
  await document.fonts.ready;
  const te = document.documentElement.lang === "te";
  const title = document.getElementById("title");
  const subtitle = document.getElementById("subtitle");
  const text = title.parentElement;
  const main = text.parentElement;
  const lines = (el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));

  const full = subtitle.textContent;
  let words = full.split(" ");
  while (words.length > 1 && lines(subtitle) > 2) {
    words = words.slice(0, -1);
    subtitle.textContent = words.join(" ").replace(/[,;:\\s–-]+$/, "") + "…";
  }

  const fitsAt = (px) => {
    title.style.fontSize = px + "px";
    return lines(title) <= 3 && title.scrollWidth <= title.clientWidth && text.scrollHeight <= main.clientHeight;
  };
  let size = te ? 66 : 76;
  while (!fitsAt(size) && size > 32) size -= 2;
  const fits = fitsAt(size);
  return {
    fits,
    titleSize: size,
    titleLines: lines(title),
    subtitleShown: subtitle.textContent,
    fonts: [...document.fonts].map((font) => font.family + " " + font.weight + " " + font.status),
  };
})()`;

/**
 * The screenshot as an 8-bit palette PNG. Telugu text's anti-aliasing gives a card some
 * 1,300 colours and a PNG of up to 110 KB; nearly all lie between a few flat colours,
 * so 256 well-placed ones look the same and the file shrinks to about a third. The flat
 * colours stay exact; the rest are spread so that no edge pixel moves far.
 */
function toPalettePng(png: Buffer): Buffer {
  const { width, height, rgb } = decodePng(png);
  const counts = new Map<number, number>();
  for (let i = 0; i < rgb.length; i += 3) {
    const c = (rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!;
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const colours = [...counts.keys()];
  const channels = (c: number) => [c >> 16, (c >> 8) & 255, c & 255] as const;
  const distance = (a: number, b: number) => {
    const [ar, ag, ab] = channels(a);
    const [br, bg, bb] = channels(b);
    return (ar - br) ** 2 + (ag - bg) ** 2 + (ab - bb) ** 2;
  };
  const palette: number[] = [];
  const nearest = colours.map(() => Infinity);
  const add = (c: number) => {
    palette.push(c);
    colours.forEach((other, i) => (nearest[i] = Math.min(nearest[i]!, distance(c, other))));
  };
  // Flat areas first (any colour covering 0.1% of the card), then the farthest from the
  // palette so far, a little favouring the frequent ones.
  for (const [c, n] of counts) if (n >= (width * height) / 1000 && palette.length < 256) add(c);
  while (palette.length < Math.min(256, colours.length)) {
    let best = 0;
    let bestScore = -1;
    colours.forEach((c, i) => {
      const score = nearest[i]! * Math.log2(1 + counts.get(c)!);
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    add(colours[best]!);
  }
  const index = new Map<number, number>();
  for (const c of colours) {
    let bestIndex = 0;
    palette.forEach((p, i) => {
      if (distance(c, p) < distance(c, palette[bestIndex]!)) bestIndex = i;
    });
    index.set(c, bestIndex);
  }
  // Rows unfiltered (filter byte 0), as usual for palette images.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[y * (width + 1) + 1 + x] = index.get((rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!)!;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, adaptive filters, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr),
    pngChunk("PLTE", Buffer.from(palette.flatMap((c) => [...channels(c)]))),
    pngChunk("IDAT", deflateSync(raw, { level: 9, memLevel: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Chromium's screenshot: 8-bit RGB, or RGBA that is opaque. */
function decodePng(png: Buffer): { width: number; height: number; rgb: Buffer } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, type, , , interlace] = png.subarray(24, 29);
  const bpp = type === 2 ? 3 : type === 6 ? 4 : 0;
  if (depth !== 8 || bpp === 0 || interlace !== 0) throw new Error(`Unexpected screenshot PNG (depth ${depth}, type ${type})`);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString("ascii", at + 4, at + 8) === "IDAT") idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const left = i >= bpp ? pixels[y * stride + i - bpp]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const upLeft = y > 0 && i >= bpp ? pixels[(y - 1) * stride + i - bpp]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 255;
    }
  }
  if (bpp === 3) return { width, height, rgb: pixels };
  const rgb = Buffer.alloc(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    if (pixels[p * 4 + 3] !== 255) throw new Error("Unexpected transparency in the screenshot");
    rgb.set(pixels.subarray(p * 4, p * 4 + 3), p * 3);
  }
  return { width, height, rgb };
}

interface Fitted {
  fits: boolean;
  titleSize: number;
  titleLines: number;
  subtitleShown: string;
  fonts: string[];
}

interface ManifestEntry extends OgCardText {
  key: string;
  lang: Language;
  /** The subtitle as it fits on the card (cut at a word, with an ellipsis, if long). */
  subtitleShown: string;
}

async function main() {
  const fonts = await fontFaces();
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const manifest: Record<string, ManifestEntry> = {};
  // Written only once all are drawn, so that a failed run leaves the last good set.
  const images = new Map<string, Buffer>();
  try {
    const page = await browser.newPage({ viewport: { ...OG_IMAGE_SIZE }, deviceScaleFactor: 1 });
    for (const { key } of OG_IMAGE_PAGES) {
      for (const lang of OG_IMAGE_LANGUAGES) {
        const text = ogCardText(key, lang, { messages: catalogues[lang], schoolContent: getSchoolContent });
        const schoolId = ogImageSchoolId(key);
        const content = schoolId === undefined ? undefined : getSchoolContent(schoolId);
        const crest = content
          ? renderToStaticMarkup(<SchoolCrest crest={content.crest} size={232} title={content.name[lang]} lang={lang} />)
          : null;
        await page.setContent(cardHtml(text, lang, fonts, crest), { waitUntil: "load" });
        const fitted = await page.evaluate<Fitted>(FIT_SCRIPT);
        const unloaded = fitted.fonts.filter((font) => !font.endsWith(" loaded"));
        if (unloaded.length > 0) throw new Error(`${key}.${lang}: fonts not loaded: ${unloaded.join(", ")}`);
        const file = ogImageFile(key, lang);
        if (!fitted.fits) throw new Error(`${file}: the title does not fit in three lines even at ${fitted.titleSize}px`);
        images.set(file, toPalettePng(await page.screenshot({ type: "png" })));
        manifest[file] = { key, lang, ...text, subtitleShown: fitted.subtitleShown };
        console.log(`${file}: title ${fitted.titleSize}px in ${fitted.titleLines} line(s)`);
      }
    }
  } finally {
    await browser.close();
  }
  await mkdir(OUT_DIR, { recursive: true });
  // Cards of pages that no longer have one must not linger.
  for (const file of await readdir(OUT_DIR)) {
    if (file.endsWith(".png") && !images.has(file)) await rm(`${OUT_DIR}/${file}`);
  }
  for (const [file, png] of images) await writeFile(`${OUT_DIR}/${file}`, png);
  await writeFile(`${OUT_DIR}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
}

await main();
