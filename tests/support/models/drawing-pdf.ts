import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/** A drawing sheet's title block: what a client's coordinator reads to know which drawing and revision this is. */
export type Sheet = {
  project: string;
  title: string;
  number: string;
  revision: string;
  status: string;
  scale: string;
  date: string;
};

export const groundFloorPlan: Sheet = {
  project: "Riverside Clinic, outpatient wing",
  title: "Ground floor general arrangement plan",
  number: "RVC-STR-ZZ-00-DR-A-0001",
  revision: "P01",
  status: "S2 Suitable for information",
  scale: "1:100 at A3",
  date: "2026-11-20",
};

// A3 landscape in points; the plan is drawn at 1:100, 1 m = 10 mm on paper.
const WIDTH = 1190.55;
const HEIGHT = 841.89;
const MM = 72 / 25.4;
const METRE = 10 * MM;
const INK = rgb(0.1, 0.12, 0.16);
const GRID = rgb(0.55, 0.58, 0.62);
const DUCT = rgb(0.1, 0.45, 0.75);

function text(page: PDFPage, font: PDFFont, value: string, x: number, y: number, size = 8) {
  page.drawText(value, { x, y, size, font, color: INK });
}

function titleBlock(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, sheet: Sheet) {
  const x = WIDTH - 10 * MM - 180 * MM;
  const y = 10 * MM;
  const rows: [string, string][] = [
    ["Project", sheet.project],
    ["Drawing", sheet.title],
    ["Drawing number", sheet.number],
    ["Revision", sheet.revision],
    ["Status", sheet.status],
    ["Scale", sheet.scale],
    ["Date", sheet.date],
    ["Drawn / checked", "AO / JM"],
  ];
  const rowHeight = 8 * MM;
  page.drawRectangle({ x, y, width: 180 * MM, height: rowHeight * (rows.length + 1), borderColor: INK, borderWidth: 1 });
  text(page, fonts.bold, "Stratum BIM & Engineering", x + 3 * MM, y + rowHeight * rows.length + 2.5 * MM, 11);
  rows.forEach(([name, value], i) => {
    const top = y + rowHeight * (rows.length - 1 - i);
    page.drawLine({ start: { x, y: top + rowHeight }, end: { x: x + 180 * MM, y: top + rowHeight }, thickness: 0.5, color: INK });
    text(page, fonts.regular, name, x + 3 * MM, top + 2.8 * MM, 7);
    text(page, i === 2 ? fonts.bold : fonts.regular, value, x + 40 * MM, top + 2.8 * MM, i === 2 ? 10 : 9);
  });
  page.drawLine({ start: { x: x + 37 * MM, y }, end: { x: x + 37 * MM, y: y + rowHeight * rows.length }, thickness: 0.5, color: INK });
}

function plan(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }) {
  const left = 45 * MM;
  const bottom = 95 * MM;
  const bays = 2;
  const bay = 6 * METRE;
  const span = bays * bay;
  // Grid lines with their bubbles: letters across, numbers up.
  for (let i = 0; i <= bays; i++) {
    const gx = left + i * bay;
    const gy = bottom + i * bay;
    page.drawLine({ start: { x: gx, y: bottom - 14 * MM }, end: { x: gx, y: bottom + span + 14 * MM }, thickness: 0.4, color: GRID, dashArray: [12, 3, 2, 3] });
    page.drawLine({ start: { x: left - 14 * MM, y: gy }, end: { x: left + span + 14 * MM, y: gy }, thickness: 0.4, color: GRID, dashArray: [12, 3, 2, 3] });
    page.drawCircle({ x: gx, y: bottom + span + 19 * MM, size: 5 * MM, borderColor: INK, borderWidth: 0.8 });
    text(page, fonts.bold, String.fromCharCode(65 + i), gx - 2 * MM, bottom + span + 17.5 * MM, 10);
    page.drawCircle({ x: left - 19 * MM, y: gy, size: 5 * MM, borderColor: INK, borderWidth: 0.8 });
    text(page, fonts.bold, String(i + 1), left - 20.5 * MM, gy - 1.5 * MM, 10);
  }
  // External walls 300 mm, the partitions 150 mm, drawn as filled strips on the grid lines.
  for (let i = 0; i <= bays; i++) {
    const external = i === 0 || i === bays;
    const t = (external ? 0.3 : 0.15) * METRE;
    page.drawRectangle({ x: left, y: bottom + i * bay - t / 2, width: span, height: t, color: INK });
    page.drawRectangle({ x: left + i * bay - t / 2, y: bottom, width: t, height: span, color: INK });
  }
  const rooms = ["Consulting 01", "Consulting 02", "Treatment", "Waiting"];
  rooms.forEach((room, i) => {
    text(page, fonts.regular, room, left + (i % 2) * bay + 1.2 * METRE, bottom + Math.floor(i / 2) * bay + 1.6 * METRE, 9);
    text(page, fonts.regular, "33.6 m²", left + (i % 2) * bay + 1.2 * METRE, bottom + Math.floor(i / 2) * bay + 1.6 * METRE - 4 * MM, 7);
  });
  // The supply duct run at high level, dashed as the layer convention draws services above the cut plane.
  const ductY = bottom + bay + bay / 2;
  page.drawLine({ start: { x: left, y: ductY }, end: { x: left + span, y: ductY }, thickness: 0.4 * METRE, color: DUCT, opacity: 0.35 });
  page.drawLine({ start: { x: left, y: ductY }, end: { x: left + span, y: ductY }, thickness: 0.6, color: DUCT, dashArray: [6, 3] });
  text(page, fonts.regular, "SUP-01 supply air duct, 400 mm dia. at high level", left + 0.5 * METRE, ductY + 0.4 * METRE, 7);
  // An overall dimension and a north point.
  const dimY = bottom - 24 * MM;
  page.drawLine({ start: { x: left, y: dimY }, end: { x: left + span, y: dimY }, thickness: 0.5, color: INK });
  for (const x of [left, left + span])
    page.drawLine({ start: { x: x - 1.5 * MM, y: dimY - 1.5 * MM }, end: { x: x + 1.5 * MM, y: dimY + 1.5 * MM }, thickness: 0.8, color: INK });
  text(page, fonts.regular, "12000", left + span / 2 - 5 * MM, dimY + 1.5 * MM, 8);
  const nx = left + span + 45 * MM;
  const ny = bottom + span;
  page.drawLine({ start: { x: nx, y: ny - 12 * MM }, end: { x: nx, y: ny + 12 * MM }, thickness: 1, color: INK });
  page.drawLine({ start: { x: nx - 4 * MM, y: ny + 6 * MM }, end: { x: nx, y: ny + 12 * MM }, thickness: 1, color: INK });
  page.drawLine({ start: { x: nx + 4 * MM, y: ny + 6 * MM }, end: { x: nx, y: ny + 12 * MM }, thickness: 1, color: INK });
  text(page, fonts.bold, "N", nx - 1.5 * MM, ny + 14 * MM, 11);
}

/** An A3 drawing sheet with a border, a ground floor plan and its title block; the same sheet writes the same bytes. */
export async function writeDrawingPdf(sheet: Sheet): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fixed = new Date(`${sheet.date}T09:00:00Z`);
  document.setTitle(`${sheet.number} ${sheet.revision} ${sheet.title}`);
  document.setAuthor("Stratum BIM & Engineering");
  document.setSubject(sheet.project);
  document.setProducer("Stratum test drawing writer (pdf-lib)");
  document.setCreator("scripts/make-test-models.ts");
  document.setCreationDate(fixed);
  document.setModificationDate(fixed);
  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  const page = document.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({ x: 10 * MM, y: 10 * MM, width: WIDTH - 20 * MM, height: HEIGHT - 20 * MM, borderColor: INK, borderWidth: 1.2 });
  text(page, fonts.bold, sheet.title.toUpperCase(), 20 * MM, HEIGHT - 22 * MM, 14);
  text(page, fonts.regular, `Scale ${sheet.scale}. Do not scale from this drawing; work to figured dimensions.`, 20 * MM, HEIGHT - 28 * MM, 8);
  plan(page, fonts);
  titleBlock(page, fonts, sheet);
  return document.save({ useObjectStreams: false });
}
