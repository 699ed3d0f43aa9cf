import { copyFileSync, existsSync, linkSync, unlinkSync } from "node:fs";

/**
 * Beside the built server: a SQLite database every migration has already run on, with nothing of anyone's in it. The
 * build writes it (scripts/build-server.ts); run on an empty file, the migrations alter a growing schema that SQLite
 * parses again at each change, about a tenth of a first start.
 */
export const FRESH_DATABASE = "fresh-site.db";

/**
 * A SQLite site with no database yet starts from the build's fresh one; migrate() then finds nothing to run. Copied
 * under another name and linked into place, so a second process starting on the same folder never opens half a copy.
 * Where the folder takes no hard link, the site starts as it would without a build: migrating an empty file.
 */
export function startFromFreshDatabase(location: string, fresh: string): void {
  if (existsSync(location) || !existsSync(fresh)) return;
  const copy = `${location}.${process.pid}.fresh`;
  copyFileSync(fresh, copy);
  try {
    linkSync(copy, location);
  } catch {
    // EEXIST: another process linked its copy first. Anything else (a filesystem without hard links): migrate() builds it.
  } finally {
    unlinkSync(copy);
  }
}
