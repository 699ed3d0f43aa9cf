// Preloaded into a server under test: at exit, the last line of its stdout names every node built-in it loaded.
const { writeSync } = require("node:fs");
process.on("exit", () => {
  const builtins = process.moduleLoadList.filter((entry) => entry.startsWith("NativeModule ")).map((entry) => entry.slice("NativeModule ".length));
  writeSync(1, `${JSON.stringify({ builtins })}\n`);
});
