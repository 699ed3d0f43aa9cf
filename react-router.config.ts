import type { Config } from "@react-router/dev/config";
import { publicPaths } from "./content/public-paths";

export default {
  appDirectory: "app",
  ssr: false,
  // Every public page is HTML before any script runs; signed-in screens use the SPA fallback.
  prerender: () => publicPaths(),
  // v8 behaviour stated, so builds print no future-flag warnings. Adopted: Vite's environment API (the build no
  // longer starts a second "child compiler" Vite server). Pinned to today's behaviour, because the page budgets,
  // prerendered `.data` files and static serving were measured with it: route module splitting, trailing-slash
  // data URLs; and two that touch only server rendering and middleware, which this site does not use.
  future: {
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: false,
    v8_trailingSlashAwareDataRequests: false,
    v8_passThroughRequests: false,
    v8_middleware: false,
  },
} satisfies Config;
