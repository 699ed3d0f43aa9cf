import type { Migration } from "kysely";
import * as m001 from "./001-users";
import * as m002 from "./002-accounts";

export const migrations: Record<string, Migration> = {
  "001-users": m001,
  "002-accounts": m002,
};
