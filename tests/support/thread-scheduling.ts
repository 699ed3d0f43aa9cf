import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export const SCHED_IDLE = 5;

/** Each thread of this process, its nice value and its scheduling policy, from /proc (Linux keeps both per thread). */
export const threadsOfThisProcess = () =>
  readdirSync("/proc/self/task").map((tid) => {
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return { tid: Number(tid), nice: Number(fields[16]), policy: Number(fields[38]) };
  });

/** Whether util-linux's chrt is here (Debian, this machine and CI): where it is, hashes run under SCHED_IDLE. */
export const hasChrt = (() => {
  try {
    execFileSync("chrt", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
