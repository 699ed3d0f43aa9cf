import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { groundFloorPlan, writeDrawingPdf } from "../tests/support/models/drawing-pdf";
import { smallModel, writeIfcModel } from "../tests/support/models/ifc-model";

/**
 * Writes the committed document fixtures: a two-story IFC4 model and an A3 drawing sheet, both made here so no
 * other project's sample file is needed. Run again after changing either writer: `npx tsx scripts/make-test-models.ts`.
 */
const dir = path.resolve("tests/fixtures/documents");
mkdirSync(dir, { recursive: true });
const files: [string, Uint8Array][] = [
  ["riverside-clinic.ifc", await writeIfcModel(smallModel)],
  ["ground-floor-plan.pdf", await writeDrawingPdf(groundFloorPlan)],
];
for (const [name, bytes] of files) {
  writeFileSync(path.join(dir, name), bytes);
  console.log(`${path.relative(process.cwd(), path.join(dir, name))}: ${bytes.length} bytes`);
}
