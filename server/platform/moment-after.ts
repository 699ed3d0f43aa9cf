/**
 * Now, or a millisecond after the latest entry of a conversation when the clock says otherwise: conversations are
 * read in time order, and two entries in one millisecond (or from an instance whose clock runs ahead) keep theirs.
 */
export function momentAfter(...latest: (string | null | undefined)[]): string {
  return momentFrom(new Date(), ...latest).toISOString();
}

/** `when`, or a millisecond after the latest entry if that is not later: for an act that fixed its own time. */
export function momentFrom(when: Date, ...latest: (string | null | undefined)[]): Date {
  const after = Math.max(0, ...latest.map((at) => (at ? Date.parse(at) + 1 : 0)));
  return new Date(Math.max(when.getTime(), after));
}
