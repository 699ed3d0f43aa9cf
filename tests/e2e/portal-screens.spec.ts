import type { APIRequestContext, Page } from "@playwright/test";
import { expect, newPerson, test } from "./support/fixtures";
import { open } from "./support/forms";
import { waitForMail } from "./support/mail";

/** A JSON call with the CSRF token, as the browser's own client sends it. */
async function send(request: APIRequestContext, method: "POST" | "PATCH", path: string, data: unknown) {
  const { csrfToken } = (await (await request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const response = await request.fetch(path, { method, data, headers: { "x-csrf-token": csrfToken } });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** Each screen at both widths: nothing wider than the window, and a screenshot when SCREENSHOT_DIR asks for one. */
async function look(page: Page, path: string, heading: RegExp, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await open(page, path);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/portal-${name}-${width}.png`, fullPage: true });
  }
}

test("the portal's client and console screens fit a phone and a desktop", async ({ page, signIn, browser }) => {
  test.slow();
  const who = newPerson("screens");
  const since = Date.now();
  await signIn("admin");
  const request = page.request;
  const company = (
    await send(request, "POST", "/api/admin/companies", {
      name: `Northgate Health Estates ${who.username.slice(-5)}`,
      country: "United Kingdom",
      timeZone: "Europe/London",
      billingName: "Accounts Payable",
      billingEmail: "ap@northgate.example",
    })
  ).company;
  const coordinator = (await (await request.get("/api/admin/coordinators")).json()).coordinators[0];
  const project = (
    await send(request, "POST", "/api/admin/projects", {
      companyId: company.id,
      code: `NHE-${who.username.slice(-6).toUpperCase()}`,
      name: "Ward block MEP coordination",
      sector: "Healthcare",
      services: ["mep-design", "clash-detection"],
      startDate: "2026-11-02",
      dueDate: "2027-03-31",
      coordinatorId: coordinator.id,
      stage: "LOD 350",
      savedCost: 48500,
    })
  ).project;
  const base = `/api/admin/projects/${project.id}`;
  let milestone = "";
  for (const [name, dueDate] of [
    ["Survey registered", "2026-12-04"],
    ["LOD 300 model issued", "2027-01-15"],
    ["Clash-free coordination", "2027-02-12"],
  ] as const) {
    const added = (await send(request, "POST", `${base}/milestones`, { name, dueDate })).project.milestones[0].id;
    milestone = milestone || added;
  }
  await send(request, "PATCH", `${base}/milestones/${milestone}`, { completed: true });
  await send(request, "POST", `${base}/deliverables`, { name: "Level 2 coordinated MEP model", kind: "model", dueDate: "2027-01-15", status: "issued" });
  await send(request, "POST", `${base}/deliverables`, { name: "Ward block GA drawings", kind: "drawing_set", dueDate: "2027-01-22", status: "in_progress" });
  await send(request, "POST", `${base}/deliverables`, { name: "Services vs structure clash report", kind: "clash_report", dueDate: "2027-02-05" });
  await send(request, "POST", `/api/projects/${project.id}/messages`, {
    subject: "RFI 014: pump skid footprint",
    kind: "rfi",
    dueDate: "2026-12-09",
    body: "Please confirm the skid footprint on drawing M-201; the plant room layout depends on it.",
  });
  await send(request, "POST", `/api/admin/companies/${company.id}/invitations`, { email: who.email, fullName: "Priya Nair" });
  const mail = await waitForMail(who.email, since);
  const token = new URL(mail.text?.match(/https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/)?.[0] ?? "http://x/").searchParams.get("token");

  const context = await browser.newContext();
  const client = await context.newPage();
  await send(client.request, "POST", "/api/invitations/accept", { token, password: who.password });
  await send(client.request, "POST", "/api/login", { username: who.email, password: who.password });
  await send(client.request, "POST", `/api/projects/${project.id}/messages`, {
    subject: "Riser clearance on grid C4",
    body: "Can the riser on grid C4 drop 150 mm to clear the cable tray?",
  });
  await send(client.request, "POST", "/api/tickets", { subject: "Access for our new BIM lead", body: "Please invite Sam Okafor to the portal." });

  await look(client, "/dashboard", /Client Dashboard/, "dashboard");
  await look(client, "/projects", /Client Dashboard/, "projects");
  await look(client, `/projects/${project.id}`, /Ward block MEP coordination/, "project");
  await look(client, "/dashboard?tab=support", /Client Dashboard/, "tickets");
  await look(client, "/dashboard?tab=resources", /Client Dashboard/, "resources");
  await look(client, "/profile?tab=preferences", /Your Profile/, "preferences");
  await look(page, "/admin/dashboard?tab=clients", /Admin Dashboard|Dashboard/, "console-companies");
  await look(page, "/admin/dashboard?tab=clients&view=projects", /Admin Dashboard|Dashboard/, "console-projects");
  await look(page, "/admin/dashboard?tab=clients&view=inbox", /Admin Dashboard|Dashboard/, "console-inbox");
  await look(page, "/admin/dashboard?tab=clients&view=resources", /Admin Dashboard|Dashboard/, "console-resources");
  await look(page, `/projects/${project.id}`, /Ward block MEP coordination/, "console-project");
  await context.close();
});
