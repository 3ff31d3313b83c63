// A document's photos found by their shape wherever it keeps them, and made as the library
// has them now: a corrected description taken in, a deleted photo dropped (a hero or a
// principal's photo becomes none, a gallery skips it), nothing else touched.
import { describe, expect, it } from "vitest";
import type { PhotoView } from "../photo.ts";
import { photoIdsIn, withPhotoViews } from "./photos-in-documents.ts";

const photo = (id: string, en = `Photo ${id}`): PhotoView => ({
  id,
  width: 1200,
  height: 900,
  alt: { en, te: `ఫోటో ${id}` },
  files: [{ hash: id.repeat(64).slice(0, 64), format: "jpeg", width: 1200, height: 900 }],
});

const page = {
  name: { en: "MAA School", te: "MAA స్కూల్" },
  hero: { intro: { en: "Welcome", te: "స్వాగతం" }, image: photo("a") },
  principal: { name: { en: "Dr. K. Lakshmi", te: "డా. కె. లక్ష్మి" }, picture: photo("b") },
  gallery: [photo("a"), photo("c"), photo("b")],
  videos: [{ title: { en: "Sports day", te: "క్రీడా దినోత్సవం" }, youtubeId: "dQw4w9WgXcQ" }],
};

describe("the photos of a document", () => {
  it("finds each photo once, in the document's order, and none in a document without photos", () => {
    expect(photoIdsIn(page)).toEqual(["a", "b", "c"]);
    expect(photoIdsIn({ ...page, hero: { ...page.hero, image: null }, principal: { ...page.principal, picture: null }, gallery: [] })).toEqual([]);
  });

  it("drops a photo no longer in the library: the hero falls back to its drawing, the gallery skips it", () => {
    const now = withPhotoViews(page, (id) => (id === "a" ? null : undefined)) as typeof page;
    expect(now.hero).toEqual({ intro: page.hero.intro, image: null });
    expect(now.gallery.map((shown) => shown.id)).toEqual(["c", "b"]);
    expect(now.principal).toEqual(page.principal);
    expect(now.videos).toEqual(page.videos);
  });

  it("takes in a corrected description everywhere the photo is shown, and changes nothing else", () => {
    const corrected = photo("a", "The new science lab");
    const now = withPhotoViews(page, (id) => (id === "a" ? corrected : undefined)) as typeof page;
    expect(now.hero.image.alt.en).toBe("The new science lab");
    expect(now.gallery[0]!.alt.en).toBe("The new science lab");
    expect(JSON.stringify(withPhotoViews(page, (id) => (id === "a" ? page.hero.image : undefined)))).toBe(JSON.stringify(page));
  });
});
