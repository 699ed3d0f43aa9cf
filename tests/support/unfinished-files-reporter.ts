import type { Reporter, TestModule } from "vitest/node";

/**
 * Names each test file that never finished: a worker that dies (a native crash, a signal) leaves its file neither
 * passed nor failed, and the summary then says only "Worker exited unexpectedly". Printed last, so a log's tail has it.
 */
export default class UnfinishedFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const file of testModules.filter((m) => m.state() === "pending" || m.state() === "queued")) {
      const ended = [...file.children.allTests()].filter((test) => test.result().state !== "pending").map((test) => test.fullName);
      console.log(`did not finish: ${file.relativeModuleId}; its tests that ended: ${ended.join(" | ") || "none"}`);
    }
  }
}
