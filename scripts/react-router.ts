import { createRequire } from "node:module";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/**
 * The React Router CLI (`build`, `typegen`, `dev`) with one line of its output dropped. @react-router/dev 7.18 (the
 * newest 7.x) creates its internal Vite servers with `envFile: false`, which Vite 8 deprecates for `envDir: false`,
 * and warns through loggers no option of ours reaches: the config loader runs before vite.config.ts and passes no
 * plugins. That exact line goes; every other warning passes. tests/unit/build-warnings.test.ts says when it can go.
 */
const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated, please use `envDir: false` instead.";

const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (args.length === 1 && typeof args[0] === "string" && stripVTControlCharacters(args[0]).trim() === ENV_FILE_DEPRECATION) return;
  warn(...args);
};

// The CLI's own entry (it sets NODE_ENV from the command, then runs it); its package does not export the path.
createRequire(import.meta.url)(path.resolve("node_modules/@react-router/dev/bin.js"));
