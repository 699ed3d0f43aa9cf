import type { Locator, Page } from "@playwright/test";
import { call, expect, newPerson, test } from "./support/fixtures";
import { open } from "./support/forms";
import { waitForMail } from "./support/mail";
import { holdRequests } from "./support/held-requests";

const ADMIN_EMAIL = "admin@stratumbim.com";

// The Proposal dialog's value was once found empty after a fill on a loaded machine, not reproduced since: a failure
// here keeps its trace (test-results/) to show what rendered in between.
test.use({ trace: "retain-on-failure" });

/** A consultation request as the site's form sends it; answers the lead's reference. */
async function sendLead(
  page: Page,
  person: { email: string },
  fullName: string,
  service: string,
  message = "Precast detailing for a two-storey logistics hall: 120 double-tee units, shop drawings in Tekla.",
) {
  const response = await call(page.request, "/api/contact", {
    fullName,
    email: person.email,
    service,
    message,
    privacy: true,
    attribution: { utmSource: "linkedin", utmCampaign: "precast-autumn" },
  });
  return ((await response.json()) as { reference: string }).reference;
}

/** A new person's MEP lead, and the board open on it: answers the person and the name on their card. */
async function boardWithNewLead(page: Page, tag: string, firstNames: string) {
  const who = newPerson(tag);
  const name = `${firstNames} ${who.username.slice(-5)}`;
  await sendLead(page, who, name, "mep-design");
  await open(page, "/admin/dashboard?tab=leads&view=board");
  return { who, name };
}

const column = (page: Page, stage: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(`^${stage}\\b`) }) });
const cardIn = (where: Locator, name: string) => where.getByRole("button", { name: new RegExp(`^${name},`) });

/** A real pointer drag: press on the card, move in steps over the target column, release. */
async function drag(page: Page, card: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 12, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
}

test("a lead is auto-assigned, its owner replies from the console, drags it to proposal with a value and wins it: the client exists", async ({
  page,
  signIn,
}) => {
  test.slow();
  const who = newPerson("pipeline");
  const name = `Greta Pipeline ${who.username.slice(-5)}`;
  await signIn("admin");

  // The admin sends precast requests to themselves, through the settings screen.
  await open(page, "/admin/settings");
  await page.getByRole("button", { name: "Add a service rule" }).click();
  const rules = page.getByRole("group", { name: "By service" });
  const last = (await rules.getByLabel(/^Service \d+$/).count()).toString();
  await rules.getByLabel(`Service ${last}`).selectOption({ label: "Precast Detailing" });
  await rules.getByLabel(`Goes to ${last}`).selectOption({ label: "siteadmin" });
  await page.getByRole("button", { name: "Save pipeline settings" }).click();
  await expect(page.getByText("Pipeline settings saved.").first()).toBeVisible();

  const since = Date.now();
  const reference = await sendLead(page, who, name, "precast-detailing");
  const notification = await waitForMail(ADMIN_EMAIL, since, 30_000, new RegExp(`New consultation request from ${name}`));
  expect(notification.subject).toContain("Precast Detailing");

  await open(page, "/admin/dashboard?tab=leads");
  await page.getByLabel("Filter by owner").selectOption("me");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(who.email);
  const table = page.getByRole("table", { name: "Leads" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("linkedin");
  await table.getByRole("button", { name: `View lead from ${name}` }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(reference);
  await expect(dialog.getByRole("list", { name: "Timeline" })).toContainText("Assigned");
  await dialog.getByRole("button", { name: "Reply" }).click();
  const reply = dialog.getByRole("form", { name: "Reply by email" });
  await reply.getByLabel("Subject").fill("Your precast detailing request");
  await reply.getByLabel("Message").fill("Hello Greta,\n\nThanks for the scope. Could you send the architectural set so we can price the 120 units?");
  await reply.getByRole("button", { name: "Send reply" }).click();
  const mail = await waitForMail(who.email, since, 30_000, /Your precast detailing request/);
  expect(mail.replyTo?.value[0]?.address).toBe(ADMIN_EMAIL);
  expect(mail.from?.value[0]?.address).not.toBe(ADMIN_EMAIL);
  expect(mail.text).toContain("Could you send the architectural set");
  const sent = dialog.getByRole("list", { name: "Timeline" }).getByRole("listitem").filter({ hasText: "Email reply" });
  await expect(sent).toContainText("Sent", { timeout: 20_000 });
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Board" }).click();
  await page.getByLabel("Owner").selectOption("me");
  const contacted = column(page, "Contacted");
  await expect(cardIn(contacted, name)).toBeVisible();
  await drag(page, cardIn(contacted, name), column(page, "Proposal"));
  const proposal = page.getByRole("dialog", { name: new RegExp(`${name}: Contacted → Proposal`) });
  const value = proposal.getByLabel("Value (USD)");
  // The dialog puts the cursor in the value; typing before that settles could land elsewhere.
  await expect(value).toBeFocused();
  await value.fill("48000");
  await expect(value).toHaveValue("48000");
  await proposal.getByRole("button", { name: "Move to Proposal" }).click();
  await expect(proposal).toBeHidden();
  // The release of a drag lands on the card it carries: it must not also open the lead.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(cardIn(column(page, "Proposal"), name)).toHaveAccessibleName(/, Proposal, \$48,000\./);
  await expect(column(page, "Proposal").getByRole("heading")).toContainText("$48K");

  await drag(page, cardIn(column(page, "Proposal"), name), column(page, "Won"));
  const won = page.getByRole("dialog", { name: new RegExp(`${name}: Proposal → Won`) });
  const company = `Hallenbau ${who.username.slice(-5)} GmbH`;
  await won.getByLabel("Why did we win it?").fill("Fastest schedule and Tekla shop drawings in-house");
  await won.getByLabel("Company name").fill(company);
  await won.getByLabel("Country").fill("Germany");
  await won.getByLabel("Time zone").fill("Europe/Berlin");
  await won.getByLabel("Sector").fill("Industrial");
  await expect(won.getByLabel("Service")).toHaveValue("precast-detailing");
  await expect(won.getByLabel(/Invite .* to the client portal/)).toBeChecked();
  await won.getByRole("button", { name: "Mark won and create the client" }).click();
  await expect(won).toBeHidden();
  await expect(cardIn(column(page, "Won"), name)).toBeVisible();

  const invitation = await waitForMail(who.email, since, 30_000, new RegExp(`${company} on the`));
  expect(invitation.text).toContain(company);
  await open(page, "/admin/dashboard?tab=clients");
  await expect(page.getByRole("row", { name: new RegExp(`^${company} Germany`) })).toBeVisible();
  await page.getByRole("navigation", { name: "Client sections" }).getByRole("button", { name: "Projects" }).click();
  const project = page.getByRole("row").filter({ hasText: reference });
  await expect(project).toContainText(company);
  await expect(project).toContainText(`Precast Detailing for ${name}`);
});

test("the board moves a card by keyboard alone: arrows between stages, and Move to… with its reason", async ({ page, signIn }) => {
  await signIn("admin");
  const { who, name } = await boardWithNewLead(page, "keys", "Kai Keyboard");

  const card = cardIn(column(page, "New"), name);
  await card.focus();
  await page.keyboard.press("ArrowRight");
  await expect(cardIn(column(page, "Contacted"), name)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(cardIn(column(page, "Qualified"), name)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(cardIn(column(page, "Contacted"), name)).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: `${name} moved to Contacted.` })).toBeAttached();

  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Move ${name} to…` })).toBeFocused();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "Lost" })).toBeFocused();
  await page.keyboard.press("Enter");
  const lost = page.getByRole("dialog", { name: new RegExp(`${name}: Contacted → Lost`) });
  await expect(lost.getByLabel("Why did we lose it?")).toBeFocused();
  await page.keyboard.type("Chose an in-house team for the MEP package");
  await page.keyboard.press("Enter");
  await expect(lost).toBeHidden();
  await expect(cardIn(column(page, "Lost"), name)).toBeVisible();
  const lead = await page.request.get(`/api/admin/leads?search=${encodeURIComponent(who.email)}`);
  expect((await lead.json()).data.leads[0]).toMatchObject({ status: "lost", stageReason: "Chose an in-house team for the MEP package" });
});

test("quick moves by keyboard reach the server in order, and a slow answer never sends the card or the focus back", async ({ page, signIn }) => {
  await signIn("admin");
  const { who, name } = await boardWithNewLead(page, "quick", "Quinn Quick");
  // The move to Qualified is slow to be answered; the moves around it are not.
  const release = await holdRequests(page, "**/api/admin/leads/*", (request) => request.method() === "PATCH" && request.postDataJSON()?.stage === "qualified");

  await cardIn(column(page, "New"), name).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("status").filter({ hasText: `${name} moved to Contacted.` })).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(cardIn(column(page, "Qualified"), name)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(cardIn(column(page, "Contacted"), name)).toBeFocused();
  await page.keyboard.press("Tab");
  const moveButton = page.getByRole("button", { name: `Move ${name} to…` });
  await expect(moveButton).toBeFocused();
  const settled = page.waitForResponse((r) => r.url().includes("/api/admin/pipeline/board") && r.request().method() === "GET");
  release();
  await settled;
  await expect(cardIn(column(page, "Contacted"), name)).toBeVisible();
  await expect(cardIn(column(page, "Qualified"), name)).toHaveCount(0);
  await expect(moveButton).toBeFocused();
  const lead = await page.request.get(`/api/admin/leads?search=${encodeURIComponent(who.email)}`);
  expect((await lead.json()).data.leads[0]).toMatchObject({ status: "contacted" });
});

test("merging a duplicate asks in the console's own dialog, says what happens, and works from the keyboard", async ({ page, signIn }) => {
  page.on("dialog", (browserDialog) => {
    throw new Error(`The browser's own ${browserDialog.type()} dialog opened: ${browserDialog.message()}`);
  });
  const who = newPerson("merge");
  const first = `Mara Merge ${who.username.slice(-5)}`;
  const second = `Mara Merge-Again ${who.username.slice(-5)}`;
  await signIn("admin");
  const older = await sendLead(page, who, first, "mep-design");
  const kept = await sendLead(page, who, second, "mep-design", "Following up: the same logistics hall, now with the MEP coordination package in Revit.");

  await open(page, "/admin/dashboard?tab=leads");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(who.email);
  const table = page.getByRole("table", { name: "Leads" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await table.getByRole("button", { name: `View lead from ${second}` }).click();
  const lead = page.getByRole("dialog");
  const duplicates = lead.getByRole("region", { name: "1 other lead from this address" });
  const mergeButton = duplicates.getByRole("button", { name: "Merge into this lead" });

  // Cancelled with Escape: nothing merged, focus back on the button.
  await mergeButton.click();
  const confirm = page.getByRole("alertdialog", { name: `Merge ${older} into ${kept}?` });
  await expect(confirm).toContainText(`${kept} is kept. 1 lead is merged into it: ${older}`);
  await expect(confirm).toContainText(`${older} is then deleted. This cannot be undone.`);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(lead).toBeVisible();
  await expect(mergeButton).toBeFocused();

  // Opened and confirmed from the keyboard alone.
  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: `Merge into ${kept}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Leads merged").first()).toBeVisible();
  await expect(lead.getByRole("list", { name: "Timeline" })).toContainText(`Merged ${older}`);
  await expect(duplicates).toBeHidden();
  await expect(lead).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("button", { name: `View lead from ${first}` })).toBeHidden();
});
