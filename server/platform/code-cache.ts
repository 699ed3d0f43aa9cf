/** What the built entry did with V8's code cache (decision 055); the ready line reports it, so a slow start says why. */
export type CodeCacheUse = "used" | "rejected" | "none" | "not built";

// The entry (main.js) and the server bundle are separate files with a module each: a registry symbol is what both see.
const USE = Symbol.for("stratum.serverCodeCache");
const registry = globalThis as { [USE]?: CodeCacheUse };

export const recordCodeCacheUse = (use: CodeCacheUse) => {
  registry[USE] = use;
};

export const codeCacheUse = (): CodeCacheUse => registry[USE] ?? "not built";
