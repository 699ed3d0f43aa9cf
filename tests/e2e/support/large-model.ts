import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ModelPlan, writeIfcModel } from "../../support/models/ifc-model";

/** Twelve storeys on a 12 × 12 bay grid with coordination notes on every element: an IFC4 model of about 50 MB. */
export const fiftyMegabyteModel: ModelPlan = { name: "Riverside Clinic tower", storeys: 12, bays: 12, notes: 20 };

/**
 * Writes the plan's model once into the machine's temporary folder and hands back its path: a file this large is
 * made when a test needs it, never committed. The name carries the plan and the writer's version.
 */
export async function modelFile(plan: ModelPlan): Promise<string> {
  const key = createHash("sha256").update(JSON.stringify(plan)).update("writer-1").digest("hex").slice(0, 16);
  const dir = path.join(tmpdir(), "stratum-test-models");
  const file = path.join(dir, `${key}.ifc`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, await writeIfcModel(plan));
  renameSync(partial, file);
  return file;
}
