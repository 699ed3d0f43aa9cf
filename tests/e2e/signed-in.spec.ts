import { expect, test } from "@playwright/test";
import { register } from "./support/accounts";

test("the signed-in Services menu opens the pages its aliases name, inside the app", async ({ page }) => {
  await register(page);
  for (const [label, path, heading] of [
    ["BIM Services", "/services/bim-services", "BIM Services"],
    ["Engineering", "/services", "BIM and engineering production"],
    ["Outsourcing", "/services", "BIM and engineering production"],
    ["Consulting", "/contact", null],
  ] as const) {
    await page.goto("/dashboard");
    const documents: string[] = [];
    page.on("request", (request) => { if (request.resourceType() === "document") documents.push(request.url()); });
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Services" }).click();
    await page.getByRole("menuitem", { name: label, exact: true }).click();
    await expect(page, label).toHaveURL(new RegExp(`${path}$`));
    if (heading) await expect(page.getByRole("heading", { level: 1 }), label).toContainText(heading);
    else await expect(page.getByRole("heading", { level: 1 }), label).toBeVisible();
    await expect(page.getByText("Service Not Found"), label).toHaveCount(0);
    expect(documents, `${label} stays inside the app`).toEqual([]);
    page.removeAllListeners("request");
  }
});
