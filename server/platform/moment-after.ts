/**
 * Now, or a millisecond after the latest entry of a conversation when the clock says otherwise: conversations are
 * read in time order, and two entries in one millisecond (or from an instance whose clock runs ahead) keep theirs.
 */
export function momentAfter(...latest: (string | null | undefined)[]): string {
  const after = Math.max(0, ...latest.map((at) => (at ? Date.parse(at) + 1 : 0)));
  return new Date(Math.max(Date.now(), after)).toISOString();
}
