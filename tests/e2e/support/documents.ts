import { type APIRequestContext, type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import { call, type newPerson } from "./fixtures";
import { waitForMail } from "./mail";

type Person = ReturnType<typeof newPerson>;

export async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A company, its project coordinated by the first coordinator, and an invitation to the client's BIM coordinator. */
export async function projectWithClient(request: APIRequestContext, who: Person) {
  const suffix = who.username.slice(-5).toUpperCase();
  const company = (await (
    await call(request, "/api/admin/companies", {
      name: `Riverside Health ${suffix}`,
      country: "United Kingdom",
      timeZone: "Europe/London",
      billingName: "Accounts Payable",
      billingEmail: "ap@riverside.example",
    })
  ).json()) as { company: { id: string } };
  const { coordinators } = await json<{ coordinators: { id: string }[] }>(request, "/api/admin/coordinators");
  const project = (await (
    await call(request, "/api/admin/projects", {
      companyId: company.company.id,
      code: `RVC${suffix.slice(0, 3)}-01`,
      name: "Riverside Clinic outpatient wing",
      sector: "Healthcare",
      services: ["mep-design"],
      startDate: "2026-11-02",
      dueDate: "2027-06-30",
      coordinatorId: coordinators[0]?.id,
    })
  ).json()) as { project: { id: string; code: string } };
  await call(request, `/api/admin/companies/${company.company.id}/invitations`, { email: who.email, fullName: "Priya Nair", role: "admin" });
  return project.project;
}

/** The invited person accepts the mailed invitation and signs in, in a browser context of their own. */
export async function joinAsClient(
  browser: Browser,
  who: Person,
  since: number,
  viewport = { width: 1280, height: 900 },
  site: Pick<BrowserContextOptions, "baseURL" | "storageState"> = {},
) {
  const invitation = await waitForMail(who.email, since);
  const token = new URL(invitation.text!.match(/https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/)![0]).searchParams.get("token");
  const context = await browser.newContext({ viewport, ...site });
  const page = await context.newPage();
  await call(page.request, "/api/invitations/accept", { token, password: who.password });
  await call(page.request, "/api/login", { username: who.email, password: who.password });
  return { context, page };
}

/** Staff upload a file through the register's dialog, as a person does; returns the dialog, still open while it uploads. */
export async function uploadDocument(page: Page, file: string, fields: { type: string; number: string; title: string }) {
  await page.getByRole("button", { name: "Upload a document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a document" });
  await dialog.getByLabel("Type").selectOption(fields.type);
  await dialog.getByLabel("Number").fill(fields.number);
  await dialog.getByLabel("Title").fill(fields.title);
  await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  return dialog;
}

/** Staff share the document open on the page for its purpose (status code), and see it shared. */
export async function shareDocument(page: Page, statusCode: string) {
  await page.getByRole("button", { name: "Share" }).click();
  const share = page.getByRole("dialog", { name: /^Share/ });
  await share.getByLabel("Status code").selectOption(statusCode);
  await share.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Shared", { exact: true }).first()).toBeVisible();
}
