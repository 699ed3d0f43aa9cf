import { call, expect, newPerson, test } from "./support/fixtures";
import { open } from "./support/forms";

for (const width of [1280, 390]) {
  test(`merge dialog screenshot at ${width}`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const who = newPerson("shot");
    await signIn("admin");
    const body = (fullName: string) => ({ fullName, email: who.email, service: "mep-design", message: `MEP coordination for a 6-storey office block (${fullName}), Revit LOD 350, clash detection with the structural model.`, privacy: true });
    await call(page.request, "/api/contact", body("Lena Vogt"));
    await call(page.request, "/api/contact", body("Lena Vogt-Berg"));
    await call(page.request, "/api/contact", body(`L. Vogt ${width}`));
    await open(page, "/admin/dashboard?tab=leads");
    await page.getByRole("searchbox", { name: "Search leads" }).fill(who.email);
    await page.getByRole("button", { name: `View lead from L. Vogt ${width}` }).click();
    await page.getByRole("button", { name: "Merge into this lead" }).first().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/digest-shots/merge-${width}.png` });
    await page.keyboard.press("Escape");
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/digest-shots/lead-${width}.png`, fullPage: false });
  });
}
