import { expect, gotoHydrated, test } from "./fixtures";
import { rawDocument } from "../support/site";
import { site } from "../../app/content/site";

for (const [locale, path, service, items] of [
  [
    "de",
    "/contact",
    "Unser Service",
    ["Kostenlose Beratung", "Individuelle Angebote", "Professionelle Betreuung"],
  ],
  [
    "en",
    "/en/contact",
    "Our Service",
    ["Free consultation", "Tailored offers", "Professional support"],
  ],
] as const) {
  test(`the ${locale} contact page gives phone, e-mail, address and the service promise`, async ({
    visitor: page,
  }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId("contact-phone")).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(page.getByTestId("contact-phone")).toContainText(site.phone.display);
    await expect(page.getByTestId("contact-email")).toHaveAttribute("href", `mailto:${site.email}`);
    const address = page.getByTestId("contact-address");
    await expect(address).toContainText(site.address.street);
    await expect(address).toContainText(`${site.address.postalCode} Berlin-Wannsee`);
    const card = page.getByTestId("contact-service");
    await expect(card.getByRole("heading")).toHaveText(service);
    await expect(card).toContainText("24");
    for (const item of items) await expect(card).toContainText(item);
    // The enquiry form's place (its own issue).
    await expect(page.locator("section#enquiry")).toBeVisible();
  });
}

test("the contact page keeps the event of an enquiry link in its URL", async ({ request }) => {
  const { response, document } = await rawDocument(request, "/en/contact?event=Grill%20Duel");
  expect(response.status()).toBe(200);
  expect(document.documentElement.lang).toBe("en");
});
