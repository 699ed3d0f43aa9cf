/** How a yes/no column is stored: SQLite has no boolean, so both databases keep 0 or 1 and the code sees booleans. */
export type Flag = 0 | 1;

export const toFlag = (value: boolean): Flag => (value ? 1 : 0);
export const fromFlag = (value: Flag): boolean => value === 1;
