import { call, newPerson, test } from "./support/fixtures";
import { open } from "./support/forms";

const people = [
  ["Greta Fischer", "Fischer Bau GmbH", "precast-detailing", "proposal", 48000, "Send revised fee for 120 units"],
  ["Arjun Mehta", "Mehta Infra", "mep-design", "qualified", 26000, "Call about the plant room"],
  ["Sofia Rossi", "Rossi Architetti", "scan-to-bim", "contacted", null, "Wait for the point cloud"],
  ["Liam O'Connor", "Harbour Health", "clash-detection", "new", null, null],
  ["Hannah Berg", "Nordic Steel AS", "structural-detailing", "won", 61000, null],
  ["Tom Okafor", "Lagos Towers", "rebar-detailing", "lost", 15000, null],
  ["Mei Chen", "Chen & Partners", "bim-services", "proposal", 92000, "Present at their Thursday meeting"],
] as const;

test("screenshots", async ({ page, signIn }) => {
  test.setTimeout(300_000);
  await signIn("admin");
  const { csrfToken } = (await (await page.request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const me = (await (await page.request.get("/api/admin/pipeline/people")).json()).people[0].id;
  let first = "";
  for (const [i, [name, company, service, stage, value, next]] of people.entries()) {
    const who = newPerson("shot");
    await call(page.request, "/api/contact", {
      name,
      email: who.email,
      company,
      subject: `${company}: ${service.replace(/-/g, " ")} package`,
      serviceType: "general",
      message: "We need a detailing partner for a mid-size package; drawings attached to the follow-up mail.",
      attribution: { utmSource: ["linkedin", "google", "newsletter"][i % 3], utmCampaign: i % 2 ? "autumn-precast" : undefined },
    });
    const found = (await (await page.request.get(`/api/admin/leads?search=${encodeURIComponent(who.email)}`)).json()).data.leads[0];
    if (!first) first = found.id;
    const body: Record<string, unknown> = {
      owner: me,
      value,
      nextAction: next,
      nextActionDate: next ? new Date(Date.now() + (i - 2) * 86_400_000).toISOString().slice(0, 10) : null,
    };
    if (stage !== "new") body.stage = stage;
    if (stage === "won" || stage === "lost") body.reason = stage === "won" ? "Best programme" : "Price";
    await page.request.patch(`/api/admin/leads/${found.id}`, { data: body, headers: { "x-csrf-token": csrfToken } });
    await page.request.post(`/api/admin/leads/${found.id}/notes`, {
      data: { kind: "call", body: `Called ${name.split(" ")[0]} about the scope and the programme.` },
      headers: { "x-csrf-token": csrfToken },
    });
  }
  await page.request.post(`/api/admin/leads/${first}/replies`, {
    data: { subject: "Your precast detailing request", body: "Hello Greta,\n\nThanks for the scope." },
    headers: { "x-csrf-token": csrfToken },
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await open(page, "/admin/dashboard?tab=leads");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/list-${width}.png`, fullPage: true });
    await open(page, "/admin/dashboard?tab=leads&view=board");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/board-${width}.png`, fullPage: true });
    await open(page, "/admin/dashboard?tab=leads&view=reports");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/reports-${width}.png`, fullPage: true });
    await open(page, `/admin/dashboard?tab=leads&lead=${first}`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/shots/lead-${width}.png`, fullPage: false });
    await page.getByRole("dialog").evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.screenshot({ path: `/tmp/shots/lead-bottom-${width}.png`, fullPage: false });
    await page.keyboard.press("Escape");
    await open(page, "/admin/settings");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/settings-${width}.png`, fullPage: true });
  }
});
