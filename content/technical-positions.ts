/**
 * Technical positions that service pages and articles both state (issue 20, item 12). Service pages import them;
 * articles are Markdown, so tests/unit/content-consistency.test.ts checks that they quote them word for word.
 */
export const technicalPositions = {
  /** The hard-clash tolerance we start from, for services against structure and system against system. */
  clashTolerance: "6 mm (1/4 in)",
  /** What a typical Scan-to-BIM accuracy brief asks for, in USIBD LOA terms. */
  scanAccuracyBrief:
    "LOA40 measured accuracy for the point cloud, LOA30 represented (5-15 mm) for architecture and structure, and LOA20 represented (15-50 mm) for MEP routes and above-ceiling services",
  /** Autodesk's drainage design tool for Civil 3D networks; Storm and Sanitary Analysis is retired. */
  drainageTool: "Autodesk InfoDrainage",
} as const;
