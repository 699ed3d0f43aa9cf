import type { Migration } from "kysely";
import * as m001 from "./001-users";

export const migrations: Record<string, Migration> = {
  "001-users": m001,
};
