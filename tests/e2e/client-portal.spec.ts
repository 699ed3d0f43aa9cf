import { readFileSync } from "node:fs";
import { expect, newPerson, test } from "./support/fixtures";
import { open } from "./support/forms";
import { toast } from "./support/accounts";
import { waitForMail } from "./support/mail";

test("staff invite a client, who signs in with their email, sees only their project, asks a question and gets the answer", async ({
  page,
  signIn,
  browser,
}) => {
  test.slow();
  const who = newPerson("portal");
  const company = `Northgate Health ${who.username.slice(-6)}`;
  const code = `NH-${who.username.slice(-6).toUpperCase()}`;
  const since = Date.now();
  await signIn("admin");
  await open(page, "/admin/dashboard?tab=clients");

  await page.getByRole("button", { name: "New company" }).click();
  const companyDialog = page.getByRole("dialog", { name: "New company" });
  await companyDialog.getByLabel("Company name").fill(company);
  await companyDialog.getByLabel("Country").fill("United Kingdom");
  await companyDialog.getByLabel("Billing contact").fill("Accounts Payable");
  await companyDialog.getByLabel("Billing email").fill("ap@northgate.example");
  await companyDialog.getByRole("button", { name: "Create company" }).click();
  await expect(companyDialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(company) })).toBeVisible();

  await page.getByRole("navigation", { name: "Client sections" }).getByRole("button", { name: "Projects" }).click();
  await page.getByRole("button", { name: "New project" }).click();
  const projectDialog = page.getByRole("dialog", { name: "New project" });
  await projectDialog.getByLabel("Company").selectOption({ label: company });
  await projectDialog.getByLabel("Code").fill(code);
  await projectDialog.getByLabel("Project name").fill("Ward block MEP coordination");
  await projectDialog.getByLabel("Sector").fill("Healthcare");
  await projectDialog.getByLabel("Start date").fill("2026-11-02");
  await projectDialog.getByLabel("Due date").fill("2027-03-31");
  await projectDialog.getByLabel("MEP Design").check();
  await projectDialog.getByLabel("Coordinator").selectOption({ index: 1 });
  await projectDialog.getByRole("button", { name: "Create project" }).click();
  await expect(projectDialog).toBeHidden();
  await page.getByRole("link", { name: "Ward block MEP coordination" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Ward block MEP coordination" })).toBeVisible();
  const projectUrl = page.url();
  for (const [name, due] of [
    ["Survey registered", "2026-12-04"],
    ["LOD 300 model issued", "2027-01-15"],
  ] as const) {
    await page.getByRole("form", { name: "Add a milestone" }).getByLabel("Milestone").fill(name);
    await page.getByRole("form", { name: "Add a milestone" }).getByLabel("Due date").fill(due);
    await page.getByRole("button", { name: "Add milestone" }).click();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Mark done: Survey registered" }).click();
  await expect(page.getByText("50% complete")).toBeVisible();

  await open(page, "/admin/dashboard?tab=clients");
  await page.getByRole("button", { name: `Invite someone to ${company}` }).click();
  const invite = page.getByRole("dialog", { name: `Invite to ${company}` });
  await invite.getByLabel("Full name").fill("Priya Nair");
  await invite.getByLabel("Email").fill(who.email);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page)).toContainText(`Invitation sent to ${who.email}.`);

  const mail = await waitForMail(who.email, since);
  expect(mail.text).toContain("within 7 days");
  const link = new URL(mail.text!.match(/https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/)![0]);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await context.newPage();
  await open(client, `${link.pathname}${link.search}`);
  await expect(client.getByRole("heading", { name: `Join ${company}` })).toBeVisible();
  await client.getByLabel("Choose a password").fill(who.password);
  await client.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(client.getByText("Welcome aboard. You can now sign in with your email address.")).toBeVisible();
  await client.getByRole("link", { name: "Sign in" }).click();
  const form = client.getByRole("tabpanel", { name: "Login" });
  await form.getByLabel("Username").fill(who.email);
  await form.getByLabel("Password").fill(who.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(client).toHaveURL(/\/dashboard$/);

  await expect(client.getByText("Sample")).toHaveCount(0);
  const active = client.getByText("Active Projects", { exact: true }).locator("..").locator("..");
  await expect(active).toContainText("1");
  await expect(client.getByRole("link", { name: "Ward block MEP coordination" }).first()).toBeVisible();
  await expect(client.getByRole("progressbar", { name: "Ward block MEP coordination progress" })).toHaveAttribute("aria-valuenow", "50");
  const openConversations = client.getByText("Open Conversations", { exact: true }).locator("..").locator("..");
  await expect(openConversations).toContainText("0");
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await client.getByRole("link", { name: "Ward block MEP coordination" }).first().click();
  const start = client.getByRole("form", { name: "Start a conversation" });
  await start.getByLabel("Subject").fill("Riser clearance on grid C4");
  await start.getByLabel("Message").fill("Can the riser on grid C4 drop 150 mm to clear the cable tray?");
  await start.getByRole("button", { name: "Send message" }).click();
  await expect(client.getByText("Waiting for the firm")).toBeVisible();
  await open(client, "/dashboard");
  await expect(openConversations).toContainText("1");

  const answeredSince = Date.now();
  await page.goto(projectUrl);
  await page.getByRole("form", { name: "Reply" }).getByLabel("Reply").fill("Yes: the revised section is in Friday's issue.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Waiting for the client")).toBeVisible();
  const answer = await waitForMail(who.email, answeredSince, 15_000, /Riser clearance on grid C4/);
  expect(answer.text).toContain("Yes: the revised section is in Friday's issue.");
  await client.reload();
  await expect(openConversations).toContainText("0");

  // A deliverable issued: the client is told by mail, sees it on the project and accepts it; the dashboard's list follows.
  await page.goto(projectUrl);
  const addDeliverable = page.getByRole("form", { name: "Add a deliverable" });
  await addDeliverable.getByLabel("Deliverable").fill("Ward block GA drawings");
  await addDeliverable.getByLabel("Type").selectOption({ label: "Drawing set" });
  await addDeliverable.getByLabel("Due date").fill("2027-01-22");
  await addDeliverable.getByRole("button", { name: "Add deliverable" }).click();
  await expect(page.getByText("Ward block GA drawings")).toBeVisible();
  await open(client, "/dashboard");
  const upcoming = client.getByRole("heading", { name: "Upcoming Deliverables" }).locator("../..");
  await expect(upcoming).toContainText("Ward block GA drawings");
  const issuedSince = Date.now();
  await page.getByLabel("Status of Ward block GA drawings").selectOption({ label: "Issued" });
  await expect(toast(page)).toContainText("Ward block GA drawings: Issued");
  const issuedMail = await waitForMail(who.email, issuedSince, 15_000, /Drawing set issued: Ward block GA drawings/);
  expect(issuedMail.text).toContain("/projects/");
  await client.reload();
  await expect(upcoming).not.toContainText("Ward block GA drawings");
  await client.getByRole("link", { name: "Ward block MEP coordination" }).first().click();
  await client.getByRole("button", { name: "Accept Ward block GA drawings" }).click();
  await expect(client.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(client.getByText(/accepted Ward block GA drawings/)).toBeVisible();

  // An RFI from the firm waits for the client's answer, which reaches the firm by mail.
  await page.reload();
  const start2 = page.getByRole("form", { name: "Start a conversation" });
  await start2.getByLabel("Kind").selectOption({ label: "RFI" });
  await start2.getByLabel("Subject").fill("RFI 003: ceiling void depth");
  await start2.getByLabel("Answer needed by").fill("2026-12-09");
  await start2.getByLabel("Question").fill("Please confirm the ceiling void depth in the ward corridors.");
  await start2.getByRole("button", { name: "Raise RFI" }).click();
  await expect(page.getByRole("heading", { name: /RFI 003: ceiling void depth/ })).toBeVisible();
  await open(client, "/dashboard");
  await expect(openConversations).toContainText("1 question waits for your answer");
  await client.getByRole("link", { name: "Ward block MEP coordination" }).first().click();
  const rfi = client.locator("[id^=thread-]", { hasText: "RFI 003: ceiling void depth" });
  await expect(rfi.getByText("Waiting for you")).toBeVisible();
  const rfiSince = Date.now();
  await rfi.getByRole("textbox", { name: "Reply" }).fill("450 mm clear, below the slab soffit.");
  await rfi.getByRole("button", { name: "Send reply" }).click();
  // Answered: the turn is the firm's again.
  await expect(rfi.getByText("Waiting for the firm", { exact: true })).toBeVisible();
  await expect(rfi.getByText("Waiting for you", { exact: true })).toHaveCount(0);
  const answerMail = await waitForMail("admin@stratumbim.com", rfiSince, 15_000, /RFI 003: ceiling void depth/);
  expect(answerMail.text).toContain("450 mm clear");
  await open(client, "/dashboard");
  await expect(openConversations).not.toContainText("waits for your answer");
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test("staff upload a template for every client's Resources tab, which offers it as a download under its own name", async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  // The refused file below is answered 415 on purpose; the browser and the request layer log it.
  allowConsoleErrors(/415|not accepted/);
  const title = `Clash report template ${Date.now().toString(36)}`;
  const csv = "Clash ID,Level,Grid,Status,Owner\nC-001,L02,B/4,Open,MEP\n";
  await signIn("admin");
  await open(page, "/admin/dashboard?tab=clients&view=resources");
  const form = page.getByRole("form", { name: "Add a resource" });
  await form.getByLabel("Kind").selectOption({ label: "Template library" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("One row per clash, as our coordinators log them.");
  // Bytes that are no CSV, under a CSV's name: refused, and said so beside the picker.
  await form.getByLabel("File to upload").setInputFiles({ name: "clash-report.csv", mimeType: "text/csv", buffer: Buffer.from([0x4d, 0x5a, 0, 0, 1]) });
  await form.getByRole("button", { name: "Add resource" }).click();
  await expect(form.getByText("This kind of file is not accepted.", { exact: false })).toBeVisible();
  await form.getByLabel("File to upload").setInputFiles({ name: "clash-report.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await form.getByRole("button", { name: "Add resource" }).click();
  await expect(toast(page).filter({ hasText: "Resource added" })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();

  await open(page, "/dashboard?tab=resources");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download ${title} (CSV, 1 KB)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("clash-report.csv");
  expect(readFileSync(await download.path(), "utf8")).toBe(csv);

  await open(page, "/admin/dashboard?tab=clients&view=resources");
  await page.getByRole("button", { name: `Remove ${title}` }).click();
  await expect(page.getByText(title, { exact: true })).toBeHidden();
});
