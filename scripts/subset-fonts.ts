import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

// Makes app/fonts/*.woff2 from Inter's Latin files: the site sets type at weights 400-800 only, so the variable
// axis is narrowed to that range (the Latin file the home page preloads falls from 48 KB to about 30 KB).
// Run `npx tsx scripts/subset-fonts.ts` after upgrading @fontsource-variable/inter, and commit the results.
const SOURCE = "node_modules/@fontsource-variable/inter/files";
const WEIGHTS = { wght: { min: 400, max: 800 } };

/** Unicode ranges as written in @font-face, e.g. "U+0000-00FF,U+0131": every code point they cover. */
const charactersOf = (ranges: string) =>
  ranges
    .split(",")
    .flatMap((range) => {
      const [from = Number.NaN, to = from] = range
        .replace("U+", "")
        .split("-")
        .map((hex) => Number.parseInt(hex, 16));
      if (Number.isNaN(from) || Number.isNaN(to)) throw new Error(`subset-fonts: not a Unicode range: ${range}`);
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
    })
    .join("");

// The ranges are @fontsource's, so each file covers what its @font-face in app/app.css says it does.
const FONT_SUBSETS = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
};

for (const [subset, ranges] of Object.entries(FONT_SUBSETS)) {
  const source = readFileSync(`${SOURCE}/inter-${subset}-wght-normal.woff2`);
  const font = await subsetFont(source, charactersOf(ranges), { targetFormat: "woff2", variationAxes: WEIGHTS });
  writeFileSync(`app/fonts/inter-${subset}-wght-400-800.woff2`, font);
  console.log(`subset-fonts: inter ${subset} ${source.length} -> ${font.length} bytes`);
}
