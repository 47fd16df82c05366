/**
 * One's own notifications and the owners' assignment setting in a real browser against the
 * real server: the morning mail switched off by keyboard in "Mein Konto" stays off after a
 * reload, as do answers "only in the morning mail" and the direct phone (a wrong one named
 * beside its field); the language switch saves the language to the account (the morning mail's), and
 * on the sign-in page, without a session, asks nothing of the server; an owner chooses
 * "reihum" and sees who takes part; a role changes only after the owner confirms it; the
 * navigation is one row at 1280 px with the rest behind "Mehr"; axe (WCAG 2.2 AA +
 * target-size) finds nothing on both pages in German at 390 px and in English at 1280 px.
 */
import { signedInState } from "./admin-support";
import { axeViews, wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

let owner: string;
let staff: string;
test.beforeAll(async ({ browser, baseURL }) => {
  owner = await signedInState(browser, baseURL!, "owner");
  staff = await signedInState(browser, baseURL!, "staff");
});

test("the morning mail switched off in Mein Konto stays off; the language goes to the account", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: staff });
  const page = await context.newPage();
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { name: "Benachrichtigungen" })).toBeVisible();
  const dailyMail = page.getByRole("switch", {
    name: "Morgens um 8 Uhr eine Mail mit meinen fälligen Schritten",
  });
  await expect(dailyMail).toBeChecked();
  // Keyboard alone: focus the switch and press the space bar.
  await dailyMail.focus();
  await page.keyboard.press("Space");
  await expect(dailyMail).not.toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();

  // Answers on one's leads only in the morning mail (issue 47): on, and kept.
  const answers = page.getByRole("switch", {
    name: "Antworten auf meine Anfragen nur in der Morgenmail",
  });
  await expect(answers).not.toBeChecked();
  await answers.click();
  await expect(answers).toBeChecked();
  // The direct phone for the signature: a wrong one is named beside the field.
  const phone = page.getByRole("textbox", { name: "Durchwahl" });
  await phone.fill("ruf mich an");
  await page.getByRole("button", { name: "Durchwahl speichern" }).click();
  await expect(phone).toHaveAccessibleDescription(/Bitte eine Telefonnummer eingeben/);
  await phone.fill("+49 30 555 0142");
  await page.getByRole("button", { name: "Durchwahl speichern" }).click();
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await expect
    .poll(
      async () => (await (await page.request.get("/api/admin/account/preferences")).json()).phone,
    )
    .toBe("+49 30 555 0142");

  await page.reload();
  await expect(dailyMail).not.toBeChecked();
  await expect(answers).toBeChecked();
  await expect(phone).toHaveValue("+49 30 555 0142");
  await expect(
    page.getByRole("switch", { name: "Neue Anfragen reihum an mich" }),
  ).not.toBeChecked();

  // English chosen in the back office is the language of this person's mails.
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await expect
    .poll(
      async () => (await (await page.request.get("/api/admin/account/preferences")).json()).locale,
    )
    .toBe("en");
  await context.close();
});

test("the sign-in page switches the language without asking for an account", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/account/")) asked.push(request.url());
  });
  await page.goto("/admin/sign-in");
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(asked).toEqual([]);
  await context.close();
});

test("an owner has new enquiries given out in turn and sees who takes part", async ({
  browser,
  baseURL,
}) => {
  const staffContext = await browser.newContext({ baseURL, storageState: staff });
  const staffPage = await staffContext.newPage();
  await staffPage.goto("/admin/account");
  await staffPage
    .getByRole("switch", { name: /Neue Anfragen reihum an mich|Give me new enquiries in turn/ })
    .click();
  await expect(
    staffPage.getByRole("status").filter({ hasText: /Gespeichert\.|Saved\./ }),
  ).toBeVisible();
  await staffContext.close();

  const context = await browser.newContext({ baseURL, storageState: owner });
  const page = await context.newPage();
  await page.goto("/admin/users");
  const roundRobin = page.getByRole("radio", {
    name: "reihum an die Personen, die das in ihrem Konto eingeschaltet haben",
  });
  const manual = page.getByRole("radio", { name: "nicht zuweisen" });
  // The default, unless an earlier run on this server's data left it otherwise.
  await expect(manual).toBeEnabled();
  if (!(await manual.isChecked())) {
    await manual.check();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  }
  await roundRobin.check();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  await expect(page.getByTestId("lead-assignees")).toContainText("Stefan Staff");
  await page.reload();
  await expect(roundRobin).toBeChecked();
  // Back to the default, so that other tests' enquiries stay unassigned.
  await manual.check();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  await context.close();
});

test("an owner changes a role after confirming what it means, and is told it is done", async ({
  browser,
  baseURL,
}) => {
  const personContext = await browser.newContext({
    baseURL,
    storageState: await signedInState(browser, baseURL!, "staff"),
  });
  const me = async () =>
    (await (await personContext.request.get("/api/admin/me")).json()) as {
      user: { email: string; role: string };
    };
  const { email } = (await me()).user;
  const context = await browser.newContext({ baseURL, storageState: owner });
  const page = await context.newPage();
  await page.goto("/admin/users");
  const role = page
    .getByTestId("users")
    .locator("li")
    .filter({ hasText: email })
    .getByRole("combobox", { name: "Rolle von Stefan Staff" });
  await role.selectOption("owner");
  const question = page.getByRole("dialog", { name: "Rolle von Stefan Staff ändern?" });
  await expect(question).toContainText("Von „Team“ zu „Inhaber:in“.");
  await question.getByRole("button", { name: "Abbrechen" }).click();
  await expect(question).toBeHidden();
  await expect(role).toHaveValue("staff");
  expect((await me()).user.role).toBe("staff");

  await role.selectOption("owner");
  await question.getByRole("button", { name: "Rolle ändern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Rolle von" })).toHaveText(
    "Rolle von Stefan Staff ist jetzt Inhaber:in.",
  );
  await expect(role).toHaveValue("owner");
  expect((await me()).user.role).toBe("owner");
  await personContext.close();
  await context.close();
});

test("the navigation is one row at 1280 px with the rest behind Mehr, usable by keyboard", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    storageState: owner,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  for (const [locale, label, more, people] of [
    ["en", "Main navigation", "More", "People"],
    ["de", "Hauptnavigation", "Mehr", "Personen"],
  ] as const) {
    await page.goto("/admin");
    await page.evaluate((value) => localStorage.setItem("spreegeist-admin-locale", value), locale);
    await page.reload();
    const nav = page.getByRole("navigation", { name: label });
    await expect(nav.getByRole("button", { name: more })).toBeVisible();
    const tops = await nav
      .locator("a:visible, button:visible")
      .evaluateAll((found) => found.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(5);
    expect(new Set(tops).size, `${locale}: one row`).toBe(1);

    const button = nav.getByRole("button", { name: more });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: people }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  }
  // The account menu opens on its first entry; the arrow keys move between them.
  await page.getByRole("button", { name: /^Angemeldet als / }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Mein Konto" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Abmelden" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  // The menu moves the focus a moment after the key: Enter before that would sign out.
  await expect(page.getByRole("menuitem", { name: "Mein Konto" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/account$/);
  await context.close();
});

for (const { locale, width } of axeViews) {
  test(`axe finds nothing on the account and people pages (${locale}, ${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    // Two pages, each checked by axe: more than the default 30 s when the machine is busy.
    test.slow();
    const context = await browser.newContext({
      baseURL,
      storageState: owner,
      viewport: { width, height: width === 390 ? 844 : 800 },
    });
    await context.addInitScript(
      (value) => localStorage.setItem("spreegeist-admin-locale", value),
      locale,
    );
    const page = await context.newPage();
    await page.goto("/admin/account");
    await expect(page.getByRole("switch").first()).toBeEnabled();
    expect(await wcagViolations(page)).toEqual([]);
    await page.goto("/admin/users");
    await expect(page.getByRole("radio").first()).toBeEnabled();
    await expect(page.getByTestId("lead-assignees")).not.toBeEmpty();
    expect(await wcagViolations(page)).toEqual([]);
    await context.close();
  });
}
