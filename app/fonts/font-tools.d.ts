// The parts of subset-font and fontverter (which ship no types) that the Telugu font's
// script and test use.
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2" | "truetype" },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: { convert(font: Uint8Array, format: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer> };
  export default fontverter;
}
