/** Whatever reaches a header must be one line. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();
