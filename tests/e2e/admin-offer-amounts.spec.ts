/**
 * Amounts in the offer editor read as typed, in a real browser against the real server
 * (issue 42, point 1; decision 0163): in the English back office "450,00" for catering is
 * €450.00 (it was saved as €45,000.00), shown as read before saving and stored so; "1,250"
 * is refused beside the field in English, naming both readings, and nothing is saved; an
 * event priced more than ten times its catalogue price asks before saving, and "Cancel"
 * keeps it unsaved. On the way: the intro stands above the lines, and quick-add catering
 * starts at the group's 24 people.
 */
import { signedInState } from "./admin-support";
import { enquiryLead } from "./offer-support";
import { expect, test } from "./fixtures";

let staff: string;
test.beforeAll(async ({ browser, baseURL }) => {
  staff = await signedInState(browser, baseURL!, "staff");
});

interface StoredOffer {
  lines: Array<{ title: string; quantity: number; unitPriceCents: number }>;
}

test("English back office: 450,00 is €450.00, 1,250 is refused, ten times the catalogue asks", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const leadId = await enquiryLead(
    baseURL!,
    { name: `Erika Muster ${tag}`, company: `Muster GmbH ${tag}` },
    `erika.${tag}@muster.example`,
  );
  const context = await browser.newContext({ baseURL, storageState: staff });
  await context.addInitScript(() => localStorage.setItem("spreegeist-admin-locale", "en"));
  const page = await context.newPage();
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole("button", { name: "Create offer" }).click();
  await page.waitForURL(/\/admin\/offers\/[\w-]+$/);
  const offerId = page.url().split("/").pop()!;
  const stored = async () =>
    (await (await page.request.get(`/api/admin/offers/${offerId}`)).json()) as StoredOffer;
  const editor = page.getByTestId("offer-editor");
  const lines = editor.getByTestId("offer-lines").getByRole("listitem");
  await expect(lines).toHaveCount(1);

  // The intro is above the lines, as on the PDF.
  const intro = await editor.getByLabel("Introduction").boundingBox();
  const firstLine = await lines.first().boundingBox();
  expect(intro!.y + intro!.height).toBeLessThan(firstLine!.y);

  // Catering starts at the group's size; its price typed the German way reads as €450.00.
  await editor.getByRole("button", { name: "+ Catering" }).click();
  const catering = lines.nth(1);
  await expect(catering.getByLabel("Quantity")).toHaveValue("24");
  const cateringPrice = catering.getByLabel("Unit price (€)");
  await cateringPrice.fill("450,00");
  await expect(catering.getByTestId("read-as")).toHaveText("Read as €450.00");
  await expect(cateringPrice).toHaveAccessibleDescription("Read as €450.00");
  await expect(catering.getByTestId("line-amount")).toHaveText("€10,800.00");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(editor.getByTestId("offer-stored")).toHaveText(/^Saved: total /);
  expect((await stored()).lines[1]).toMatchObject({
    title: "Catering",
    quantity: 24,
    unitPriceCents: 45000,
  });
  await expect(cateringPrice).toHaveValue("450.00");

  // "1,250" could be either: refused beside the field, in English, and not saved.
  await cateringPrice.fill("1,250");
  const ambiguous = catering.getByText(
    "This could be €1,250.00 or €1.25. Please type the cents too, e.g. 1250.00.",
  );
  await expect(ambiguous).toBeVisible();
  await expect(cateringPrice).toHaveAttribute("aria-invalid", "true");
  await expect(catering.getByTestId("read-as")).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(editor.getByText("Please correct the marked fields.")).toBeVisible();
  await expect(cateringPrice).toBeFocused();
  expect((await stored()).lines[1]!.unitPriceCents).toBe(45000);
  await cateringPrice.fill("1,250.00");
  await expect(ambiguous).toHaveCount(0);
  await expect(catering.getByTestId("read-as")).toHaveText("Read as €1,250.00");

  // The event at more than ten times its catalogue price: saving asks first.
  const event = lines.nth(0);
  const eventPrice = event.getByLabel("Unit price (€)");
  const catalogueCents = Math.round(Number(await eventPrice.inputValue()) * 100);
  expect(catalogueCents).toBeGreaterThan(0);
  await eventPrice.fill(String((catalogueCents * 11) / 100));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const question = page.getByRole("dialog", { name: "Check the prices" });
  await expect(question).toContainText("more than ten times above or below the catalogue price");
  await expect(question).toContainText("Weihnachtliches Teamkochen");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toHaveCount(0);
  await expect(editor.getByText("Unsaved changes.")).toBeVisible();
  expect((await stored()).lines.map((line) => line.unitPriceCents)).toEqual([
    catalogueCents,
    45000,
  ]);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await question.getByRole("button", { name: "Save as it is" }).click();
  await expect(editor.getByText("Saved.", { exact: true })).toBeVisible();
  expect((await stored()).lines.map((line) => line.unitPriceCents)).toEqual([
    catalogueCents * 11,
    125000,
  ]);
  await context.close();
});
