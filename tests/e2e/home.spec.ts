import { expect, test } from "./support/fixtures";

test("Latest insights shows the blog's own articles, also when home is reached inside the app", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  const insights = page.getByRole("region", { name: "Engineering notes from our teams" });
  await expect(insights.getByRole("listitem")).toHaveCount(3);
  await insights.getByRole("link", { name: /^Scan-to-BIM Accuracy/ }).click();
  await expect(page).toHaveURL(/\/blog\/scan-to-bim-accuracy-laser-scanning-point-cloud-processing$/);
  const readingTime = (await page
    .getByText(/^\d+ min read$/)
    .first()
    .textContent())!;
  await page.goBack();
  await expect(insights.getByRole("listitem").nth(2)).toContainText(readingTime);
});
