import type { Config } from "@react-router/dev/config";
import { publicPaths } from "./content/public-paths";

export default {
  appDirectory: "app",
  ssr: false,
  // Every public page is HTML before any script runs; signed-in screens use the SPA fallback.
  prerender: () => publicPaths(),
} satisfies Config;
