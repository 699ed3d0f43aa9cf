import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { joinAsClient, json, projectWithClient, shareDocument, uploadDocument } from "./support/documents";
import { expect, newPerson, signInAdmin, test } from "./support/fixtures";
import { open } from "./support/forms";

// The site whose files live in a bucket (playwright.config.ts, support/s3-site.ts): every file the browser reads comes
// from the bucket's origin by a presigned link, so the signed-in pages' CSP and the bucket's CORS rule are both on trial.
const site = `http://127.0.0.1:${process.env.E2E_S3_PORT}`;
const onSite = {
  baseURL: site,
  storageState: { cookies: [], origins: [{ origin: site, localStorage: [{ name: "cookie-consent", value: "declined" }] }] },
};
const fixture = (name: string) => path.resolve("tests/fixtures/documents", name);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const WEBGL_NOTES = /GL Driver Message|GPU stall due to ReadPixels/;

test.use(onSite);

test("on a bucket: staff upload a drawing and a model; the client sees the thumbnail, reads the drawing, downloads it byte for byte and opens the model", async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  // Two uploads into a bucket, a thumbnail job and a software-rendered 3D scene: work that grows with the machine's load.
  test.setTimeout(300_000);
  allowConsoleErrors(WEBGL_NOTES);
  const who = newPerson("bucket");
  const since = Date.now();
  await signInAdmin(page.request, "s3-admin");
  const project = await projectWithClient(page.request, who);
  const { context, page: client } = await joinAsClient(browser, who, since, undefined, onSite);
  client.on("console", (message) => {
    if (message.type() === "error" && !WEBGL_NOTES.test(message.text())) throw new Error(`client console: ${message.text()}`);
  });

  // Staff upload through the dialog: the file goes to the site, which stores it in the bucket.
  await open(page, `/projects/${project.id}/documents`);
  await expect(page.getByText("No documents yet")).toBeVisible();
  await uploadDocument(page, fixture("ground-floor-plan.pdf"), { type: "DR", number: "0001", title: "Ground floor general arrangement plan" });
  await expect(page.getByRole("heading", { level: 1, name: "Ground floor general arrangement plan" })).toBeVisible({ timeout: 120_000 });
  const planId = page.url().split("/").pop() ?? "";
  await shareDocument(page, "S3");

  await open(page, `/projects/${project.id}/documents`);
  await uploadDocument(page, fixture("riverside-clinic.ifc"), { type: "M3", number: "0001", title: "Architectural model" });
  await expect(page.getByRole("heading", { level: 1, name: "Architectural model" })).toBeVisible({ timeout: 120_000 });
  await shareDocument(page, "S3");

  // The job runner draws the plan's thumbnail from the bucket's copy and stores it beside it.
  await expect
    .poll(async () => (await json<{ document: { current: { thumbnail: boolean } } }>(page.request, `/api/documents/${planId}`)).document.current.thumbnail, {
      timeout: 60_000,
    })
    .toBe(true);

  // The client's register shows the thumbnail, decoded from the bucket's bytes.
  await open(client, `/projects/${project.id}/documents`);
  const thumbnail = client.getByRole("table", { name: "Documents" }).getByRole("img", { name: /^Thumbnail of .+-DR-A-0001 P01$/ });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

  // The drawing, read in the page by the PDF viewer straight from the bucket.
  await client
    .getByRole("link", { name: /-DR-A-0001/ })
    .first()
    .click();
  await expect(client.getByText("Page 1 of 1")).toBeVisible({ timeout: 60_000 });
  await expect(client.getByRole("img", { name: /-DR-A-0001 P01, page 1/ })).toBeVisible();

  // The download is the uploaded file, byte for byte.
  const [download] = await Promise.all([
    client.waitForEvent("download"),
    client.getByRole("table", { name: "Revisions" }).getByRole("link", { name: "Download P01" }).click(),
  ]);
  expect(sha256(readFileSync((await download.path()) ?? ""))).toBe(sha256(readFileSync(fixture("ground-floor-plan.pdf"))));

  // The model, fetched from the bucket by the 3D viewer.
  await open(client, `/projects/${project.id}/documents`);
  await client
    .getByRole("link", { name: /-M3-A-0001/ })
    .first()
    .click();
  await client.getByRole("link", { name: "Open in the 3D viewer" }).click();
  await expect(client.getByRole("button", { name: "Front" })).toBeEnabled({ timeout: 120_000 });
  await context.close();
});
