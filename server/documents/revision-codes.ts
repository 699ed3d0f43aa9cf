import type { DocumentState } from "../../contract/documents";

/**
 * Revision codes as the UK National Annex to ISO 19650-2 writes them (decision 038): work in progress P01.1, P01.2…
 * towards the next preliminary revision; shared P01, P02…; published (contractual) C01, C02….
 */
type Existing = ReadonlyArray<{ revision: string }>;
const two = (n: number) => String(n).padStart(2, "0");
const highest = (existing: Existing, pattern: RegExp) => Math.max(0, ...existing.map(({ revision }) => Number(pattern.exec(revision)?.[1] ?? 0)));

/** The next shared (preliminary) revision: P01 first. */
export const nextShared = (existing: Existing) => `P${two(highest(existing, /^P(\d+)$/) + 1)}`;
/** The next contractual revision: C01 first. */
export const nextPublished = (existing: Existing) => `C${two(highest(existing, /^C(\d+)$/) + 1)}`;
/** The next work-in-progress version, towards the next shared revision: P01.1, then P01.2… */
export function nextWip(existing: Existing): string {
  const towards = nextShared(existing);
  const version = highest(existing, new RegExp(`^${towards}\\.(\\d+)$`));
  return `${towards}.${version + 1}`;
}

export function codeFor(state: DocumentState, existing: Existing): string {
  if (state === "wip") return nextWip(existing);
  if (state === "shared") return nextShared(existing);
  return nextPublished(existing);
}

/** Which states may follow which; nothing goes back to work in progress, and an archived revision stays archived. */
export const allowedMoves: Record<DocumentState, readonly DocumentState[]> = {
  wip: ["shared"],
  shared: ["published", "archived"],
  published: ["archived"],
  archived: [],
};

/** Which revisions a revision entering `state` supersedes: the older ones a person would otherwise take as current. */
export const supersededBy: Record<DocumentState, readonly DocumentState[]> = {
  wip: ["wip"],
  shared: ["wip", "shared"],
  published: ["wip", "shared", "published"],
  archived: [],
};
