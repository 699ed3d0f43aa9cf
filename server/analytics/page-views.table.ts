import type { Generated } from "kysely";
import type { PageView } from "../../contract/widgets";

/** One row per counted page view; nothing in it identifies a visitor. The id grows with time. */
interface PageViewsTable {
  id: Generated<number>;
  viewed_at: string;
  day: string;
  path: string;
  referrer_host: string | null;
  width_class: PageView["width"];
}

/** The traffic card's figures, one row per UTC day and kind: 'all' (key ''), 'path' (key the path) or 'referrer' (key the host). */
export interface PageViewDaysTable {
  kind: "all" | "path" | "referrer";
  day: string;
  key: string;
  views: number;
}

declare module "../platform/schema" {
  interface Database {
    page_views: PageViewsTable;
    page_view_days: PageViewDaysTable;
  }
}
