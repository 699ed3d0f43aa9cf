/** A capture group the pattern always fills when it matches; an empty one means the pattern and its reader disagree. */
export function group(match: RegExpMatchArray | RegExpExecArray, index: number): string {
  const value = match[index];
  if (value === undefined) throw new Error(`capture group ${index} of ${String(match[0])} did not take part in the match`);
  return value;
}
