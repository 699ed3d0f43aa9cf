// Renders the default social-sharing image (1200×630 PNG) from SVG markup with the test Chromium.
// Run: npx tsx scripts/og-image.ts  → public/images/og-default.png (committed; rerun when the brand changes).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { company } from "../content/company";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/support/chromium";

const font = readFileSync(path.resolve("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).toString("base64");
const f = company.figures;

const grid = Array.from({ length: 20 }, (_, i) => `M${i * 60} 0v630`).join("") + Array.from({ length: 11 }, (_, i) => `M0 ${i * 60}h1200`).join("");
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <defs><style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}text{font-family:Inter,sans-serif}</style>
  <radialGradient id="glow" cx="85%" cy="10%" r="60%"><stop offset="0" stop-color="#2f6fde" stop-opacity=".55"/><stop offset="1" stop-color="#0d2a5e" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="630" fill="#0d2a5e"/><rect width="1200" height="630" fill="url(#glow)"/>
  <path d="${grid}" stroke="#ffffff" stroke-opacity=".06" stroke-width="1"/>
  <g transform="translate(80 80) scale(2.6)"><rect width="32" height="32" rx="7" fill="#fff"/><path d="M7 11.5 16 7l9 4.5-9 4.5z" fill="#f59e0b"/><path d="m7 16 9 4.5 9-4.5" fill="none" stroke="#133a80" stroke-width="2" stroke-linejoin="round"/><path d="m7 20.5 9 4.5 9-4.5" fill="none" stroke="#133a80" stroke-width="2" stroke-linejoin="round" opacity=".65"/></g>
  <text x="190" y="118" fill="#fff" font-size="38" font-weight="700">${company.shortName}</text>
  <text x="190" y="152" fill="#b6d2ff" font-size="18" font-weight="600" letter-spacing="4">BIM &amp; ENGINEERING</text>
  <text x="80" y="300" fill="#fff" font-size="64" font-weight="800">Reduce Engineering Costs</text>
  <text x="80" y="378" fill="#fff" font-size="64" font-weight="800">by Up to <tspan fill="#fbbf4d">${f.costReductionMax}</tspan></text>
  <text x="80" y="440" fill="#d9e8ff" font-size="26" font-weight="500">BIM · Scan-to-BIM · MEP · Structural · Rebar · Precast · Civil 3D</text>
  <g font-size="22" font-weight="600" fill="#fff">
    <rect x="80" y="500" width="230" height="60" rx="12" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".2"/><text x="104" y="538">${f.turnaround}</text>
    <rect x="330" y="500" width="200" height="60" rx="12" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".2"/><text x="354" y="538">${f.accuracy} accuracy</text>
    <rect x="550" y="500" width="150" height="60" rx="12" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".2"/><text x="574" y="538">ISO 9001</text>
    <rect x="720" y="500" width="250" height="60" rx="12" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".2"/><text x="744" y="538">${f.projects} projects</text>
  </g>
  <g fill="none" stroke="#2f6fde" stroke-width="3" opacity=".8"><path d="M980 250 1060 210l80 40-80 40z" fill="#f59e0b" fill-opacity=".9" stroke="none"/><path d="m980 290 80 40 80-40M980 330l80 40 80-40" stroke="#b6d2ff"/></g>
</svg>`;

const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
await page.evaluate(() => document.fonts.ready);
const out = path.resolve("public/images/og-default.png");
writeFileSync(out, await page.screenshot({ type: "png", clip: { x: 0, y: 0, width: 1200, height: 630 } }));
await browser.close();
console.log(`og-image: wrote ${out}`);
