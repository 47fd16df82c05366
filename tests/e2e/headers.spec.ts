import { expect, test } from "./fixtures";

test("pages, assets and API answers carry the security headers", async ({ request }) => {
  const page = await request.get("/");
  const html = await page.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const responses = {
    page: page.headers(),
    asset: (await request.get(asset ?? "")).headers(),
    api: (await request.get("/api/unknown")).headers(),
  };
  for (const [kind, headers] of Object.entries(responses)) {
    expect(headers["x-content-type-options"], kind).toBe("nosniff");
    expect(headers["referrer-policy"], kind).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"], kind).toContain("frame-ancestors 'none'");
    expect(headers["cross-origin-opener-policy"], kind).toBe("same-origin");
    expect(headers["x-powered-by"], kind).toBeUndefined();
  }
  expect(responses.page["content-security-policy"]).toMatch(
    /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
  );
  expect(responses.page["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(responses.asset["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(responses.api["content-type"]).toContain("application/json");
});

test("pages are compressed with brotli or gzip as accepted", async ({ request }) => {
  const br = await request.get("/en/", { headers: { "accept-encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get("/en/", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await br.text()).toBe(await gzip.text());
});

// The fixtures' own check (tests/e2e/fixtures.ts): a script the policy does not trust is
// refused, and its report is collected for the check that fails a test after its page.
test("a page's CSP violation is caught for the check that fails its test", async ({
  page,
  signals,
}) => {
  await page.goto("/imprint");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.title = 'ran'";
    document.body.append(script);
  });
  await expect.poll(() => signals.cspViolations.length).toBe(1);
  await expect(page).not.toHaveTitle("ran");
  // Caught as it should be: emptied, so that this test itself passes.
  signals.cspViolations.length = 0;
});

// The worker's shared page (tests/e2e/fixtures.ts) keeps nothing a test could leave for the
// next one: what would outlast the test is refused, on the page and on its context.
test("the visitor page refuses an init script, a route and extra headers", async ({ visitor }) => {
  expect(() => visitor.addInitScript(() => {})).toThrow(/addInitScript needs `page`/);
  expect(() => visitor.route("**/*", (route) => route.abort())).toThrow(/route needs `page`/);
  expect(() => visitor.context().setExtraHTTPHeaders({})).toThrow(/needs `page`/);
});
