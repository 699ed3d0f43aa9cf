import type { Migration } from "kysely";
import * as m001 from "./001-users";
import * as m002 from "./002-accounts";
import * as m003 from "./003-jobs";
import * as m004 from "./004-disabled-users";
import * as m010 from "./010-analytics";
import * as m011 from "./011-site-settings";
import * as m020 from "./020-leads";
import * as m030 from "./030-lead-notify-inboxes";
import * as m040 from "./040-session-details";
import * as m041 from "./041-email-changes";
import * as m042 from "./042-two-factor";
import * as m043 from "./043-login-delays";
import * as m044 from "./044-account-deletions";
import * as m045 from "./045-email-verification";
import * as m050 from "./050-platform-secrets";
import * as m051 from "./051-email-change-chains";
import * as m060 from "./060-lead-references";
import * as m202611250113 from "./202611250113-scale-indexes-search-and-rollups";
import * as m202611250500 from "./202611250500-client-portal";
import * as m202611261145 from "./202611261145-sales-pipeline";
import * as m202611261156 from "./202611261156-counts-and-user-search";
import * as m202611261157 from "./202611261157-portal-register-tickets-activity";
import * as m202611261158 from "./202611261158-mail-preferences";
import * as m202611261216 from "./202611261216-documents";
import * as m202611261329 from "./202611261329-portal-inbox-turn-indexes";
import * as m202611261516 from "./202611261516-document-thumbnails";
import * as m202611261517 from "./202611261517-lead-digest-into-mail-preferences";
import * as m202611281110 from "./202611281110-resource-uploads";

/**
 * Every migration in the order it runs. Append only: a deployed database has applied a prefix of this list,
 * so a new migration goes at the end, named `YYYYMMDDHHMM-what-it-does` (UTC, when written). See decision 026.
 */
export const migrationOrder: ReadonlyArray<readonly [string, Migration]> = [
  ["001-users", m001],
  ["002-accounts", m002],
  ["003-jobs", m003],
  ["004-disabled-users", m004],
  ["010-analytics", m010],
  ["011-site-settings", m011],
  ["020-leads", m020],
  ["030-lead-notify-inboxes", m030],
  ["040-session-details", m040],
  ["041-email-changes", m041],
  ["042-two-factor", m042],
  ["043-login-delays", m043],
  ["044-account-deletions", m044],
  ["045-email-verification", m045],
  ["050-platform-secrets", m050],
  ["051-email-change-chains", m051],
  ["060-lead-references", m060],
  ["202611250113-scale-indexes-search-and-rollups", m202611250113],
  ["202611250500-client-portal", m202611250500],
  ["202611261145-sales-pipeline", m202611261145],
  ["202611261156-counts-and-user-search", m202611261156],
  ["202611261157-portal-register-tickets-activity", m202611261157],
  ["202611261158-mail-preferences", m202611261158],
  ["202611261216-documents", m202611261216],
  ["202611261329-portal-inbox-turn-indexes", m202611261329],
  ["202611261516-document-thumbnails", m202611261516],
  ["202611261517-lead-digest-into-mail-preferences", m202611261517],
  ["202611281110-resource-uploads", m202611281110],
];

export const migrations: Record<string, Migration> = Object.fromEntries(migrationOrder);

const position = new Map(migrationOrder.map(([name], index) => [name, index]));

/** Orders by the list, not by name, so a name that sorts early can never look like a gap in applied history. */
export function byMigrationOrder(a: string, b: string): number {
  return (position.get(a) ?? Number.MAX_SAFE_INTEGER) - (position.get(b) ?? Number.MAX_SAFE_INTEGER);
}
