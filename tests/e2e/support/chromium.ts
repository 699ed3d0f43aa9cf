/** Chromium from CHROMIUM_PATH, else the one the @sparticuz/chromium package ships (no download needed). */
export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

// Headless, sandbox-free as root, and no background calls to the outside (this network is closed).
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-zygote",
  "--font-render-hinting=none",
];
