import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { joinAsClient, json, projectWithClient } from "./support/documents";
import { expect, newPerson, test } from "./support/fixtures";
import { open } from "./support/forms";

const fixture = (name: string) => path.resolve("tests/fixtures/documents", name);
const WEBGL_NOTES = /GL Driver Message|GPU stall due to ReadPixels/;

/** A document with its first revision sent in the same multipart request, shared at once. */
async function postDocument(request: APIRequestContext, projectId: string, file: string, fields: Record<string, string>) {
  const { csrfToken } = (await (await request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const response = await request.post(`/api/projects/${projectId}/documents`, {
    headers: { "x-csrf-token": csrfToken },
    multipart: { ...fields, state: "shared", file: { name: path.basename(file), mimeType: "application/octet-stream", buffer: readFileSync(file) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { document: { id: string; current: { id: string } } }).document;
}

async function send(request: APIRequestContext, url: string, data: unknown) {
  const { csrfToken } = (await (await request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const response = await request.post(url, { data, headers: { "x-csrf-token": csrfToken } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test("the documents screens at 1280 and 390 px: register, drawing in the page, model with a picked element, transmittal, review queue", async ({
  page,
  signIn,
  browser,
  allowConsoleErrors,
}) => {
  // Six screens at two widths, one of them a software-rendered 3D scene: work that grows with the machine's load.
  test.setTimeout(420_000);
  allowConsoleErrors(WEBGL_NOTES);
  const dir = process.env.SCREENSHOT_DIR ?? test.info().outputPath("screens");
  mkdirSync(dir, { recursive: true });
  const who = newPerson("screens");
  const since = Date.now();
  await signIn("admin");
  const project = await projectWithClient(page.request, who);
  const { context, page: client } = await joinAsClient(browser, who, since);
  const code = project.code.split("-")[0] ?? project.code;
  const plan = await postDocument(page.request, project.id, fixture("ground-floor-plan.pdf"), {
    project: code,
    originator: "STR",
    volume: "ZZ",
    level: "00",
    type: "DR",
    role: "A",
    number: "0001",
    title: "Ground floor general arrangement plan",
    statusCode: "S3",
  });
  const model = await postDocument(page.request, project.id, fixture("riverside-clinic.ifc"), {
    project: code,
    originator: "STR",
    volume: "ZZ",
    level: "ZZ",
    type: "M3",
    role: "A",
    number: "0001",
    title: "Architectural model",
    statusCode: "S3",
  });
  const { team } = (await json<{ project: { team: { id: string; side: string }[] } }>(page.request, `/api/projects/${project.id}`)).project;
  const transmittal = (await send(page.request, `/api/projects/${project.id}/transmittals`, {
    reason: "review",
    revisionIds: [plan.current.id, model.current.id],
    recipientIds: team.filter((p) => p.side === "client").map((p) => p.id),
    message: "Stage 4 drawings and the architectural model for your review.",
  })) as { transmittal: { id: string } };
  await send(client.request, `/api/documents/${plan.id}/reviews`, { code: "B", comment: "Grid B/2: show the door swing to Consulting 02." });
  // The server's job runner draws the plan's thumbnail soon after the upload; the register shows it once it exists.
  await expect
    .poll(async () => (await json<{ document: { current: { thumbnail: boolean } } }>(page.request, `/api/documents/${plan.id}`)).document.current.thumbnail, {
      timeout: 60_000,
    })
    .toBe(true);

  for (const width of [1280, 390]) {
    const height = width === 390 ? 844 : 900;
    await page.setViewportSize({ width, height });
    await client.setViewportSize({ width, height });

    await open(page, `/projects/${project.id}/documents`);
    const register = page.getByRole(width === 390 ? "list" : "table", { name: "Documents" });
    await expect(register).toContainText("Ground floor general arrangement plan");
    // The drawing shows its first page, decoded; the model, which has no thumbnail, its icon.
    const thumbnail = register.getByRole("img", { name: /^Thumbnail of .+-DR-A-0001 P01$/ });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await expect(register.getByRole("img")).toHaveCount(1);
    await page.screenshot({ path: path.join(dir, `documents-register-${width}.png`), fullPage: true });

    await open(client, `/projects/${project.id}/documents/${plan.id}`);
    await expect(client.getByText("Page 1 of 1")).toBeVisible();
    await expect(client.getByRole("img", { name: /-DR-A-0001 P01, page 1/ })).toBeVisible();
    // The revisions table shows each revision's thumbnail beside its code where there is room.
    if (width === 1280)
      await expect(client.getByRole("table", { name: "Revisions" }).getByRole("img", { name: /^Thumbnail of .+-DR-A-0001 P01$/ })).toBeVisible();
    await client.screenshot({ path: path.join(dir, `documents-pdf-${width}.png`), fullPage: true });

    await open(page, `/projects/${project.id}/documents/${model.id}`);
    await expect(page.getByRole("table", { name: "Audit trail" })).toContainText("Uploaded");
    await page.screenshot({ path: path.join(dir, `documents-document-${width}.png`), fullPage: true });

    await open(client, `/projects/${project.id}/documents/${model.id}/model`);
    await expect(client.getByRole("button", { name: "Front" })).toBeEnabled({ timeout: 120_000 });
    if (width === 1280) {
      await client.getByRole("button", { name: /^W-L00-001 / }).click();
    } else {
      await client.getByRole("button", { name: "Front" }).click();
      const box = (await client.getByRole("region", { name: /^3D model/ }).boundingBox())!;
      // The phone's narrow view leaves sky around the model: points are tried from the middle up until one is on it.
      let tries = 0;
      await expect(async () => {
        await client.mouse.click(box.x + box.width / 2, box.y + box.height * (0.55 - 0.05 * tries++));
        await expect(client.getByRole("region", { name: "Selected element" })).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 60_000 });
    }
    await expect(client.getByRole("region", { name: "Selected element" })).toContainText(
      /W-L0\d-\d{3} External wall|Floor slab|Supply air duct|Internal partition/,
    );
    await client.screenshot({ path: path.join(dir, `documents-model-${width}.png`), fullPage: true });

    await open(client, `/projects/${project.id}/transmittals/${transmittal.transmittal.id}`);
    await expect(client.getByRole("heading", { level: 1, name: /^Transmittal / })).toBeVisible();
    await client.screenshot({ path: path.join(dir, `documents-transmittal-${width}.png`), fullPage: true });

    await open(page, "/admin/dashboard?tab=reviews");
    await expect(page.getByRole("table", { name: "Reviewed" })).toContainText("B – Accepted with comments");
    await page.screenshot({ path: path.join(dir, `documents-review-queue-${width}.png`), fullPage: true });
  }
  await context.close();
});
