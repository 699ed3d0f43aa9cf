import type { PageView } from "../../contract/widgets";

/** One row per counted page view; nothing in it identifies a visitor. */
export interface PageViewsTable {
  id: string;
  viewed_at: string;
  day: string;
  path: string;
  referrer_host: string | null;
  width_class: PageView["width"];
}
