/**
 * Grades one HTTP response the way the MDN HTTP Observatory does (mdn/mdn-http-observatory,
 * src/analyzer/tests/*.js and src/grader/charts.js): every test yields a result with a
 * score modifier; the score starts at 100, penalties apply, bonuses only when the score
 * without them is 90 or more; 100 or more is A+. Each rule names the Observatory test and
 * result it implements. Rules marked LOCAL are our own stricter requirements (issue 6),
 * reported as failing tests with modifier 0.
 *
 * Not graded here: redirection from http:// to https:// (the Observatory's `redirection`
 * test) is the TLS-terminating proxy's job in front of the Node server, which never
 * listens on a public http:// port (docs/decisions/0030-server-throughput.md).
 */

export interface ObservedResponse {
  /** The URL as the visitor saw it (https://… behind the proxy). */
  url: string;
  headers: Headers;
  body: string;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
  pass: boolean;
}

export interface Grade {
  score: number;
  grade: string;
  results: TestResult[];
  failing: TestResult[];
}

type Csp = Map<string, string[]>;

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const broadOrInline = (source: string) =>
  DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source);
const isNonceOrHash = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

/** Directives by name, the first occurrence winning as in browsers (cspParser.js). */
export function parseCsp(header: string): Csp {
  const csp: Csp = new Map();
  for (const directive of header.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!csp.has(key))
      csp.set(
        key,
        sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s)),
      );
  }
  return csp;
}

/** Observatory test `content-security-policy` (csp.js), plus the LOCAL directive checks. */
function contentSecurityPolicy(response: ObservedResponse): TestResult[] {
  const header = response.headers.get("content-security-policy");
  const test = "content-security-policy";
  if (!header) return [{ test, result: "csp-not-implemented", modifier: -25, pass: false }];
  const csp = parseCsp(header);
  const fallback = (name: string) => csp.get(name) ?? csp.get("default-src") ?? ["*"];
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  // 'unsafe-inline' is ignored by browsers next to a hash or nonce.
  const effective = (list: string[]) =>
    list.some(isNonceOrHash) ? list.filter((s) => s !== "'unsafe-inline'") : list;
  const https = new URL(response.url).protocol === "https:";
  const all = [...csp.values()].flat();

  let result: TestResult;
  if (effective(scriptSrc).some(broadOrInline) || objectSrc.some((s) => DANGEROUSLY_BROAD.has(s))) {
    result = { test, result: "csp-implemented-with-unsafe-inline", modifier: -20, pass: false };
  } else if (https && all.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    result = { test, result: "csp-implemented-with-insecure-scheme", modifier: -20, pass: false };
  } else if ([...scriptSrc, ...styleSrc].includes("'unsafe-eval'")) {
    result = { test, result: "csp-implemented-with-unsafe-eval", modifier: -10, pass: false };
  } else if (effective(styleSrc).some(broadOrInline)) {
    // Passes in the Observatory (modifier 0): styles cannot run code.
    result = {
      test,
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: 0,
      pass: true,
    };
  } else if (csp.get("default-src")?.join(" ") === "'none'") {
    result = {
      test,
      result: "csp-implemented-with-no-unsafe-default-src-none",
      modifier: 10,
      pass: true,
    };
  } else {
    result = { test, result: "csp-implemented-with-no-unsafe", modifier: 5, pass: true };
  }

  // The Observatory's policy flags (antiClickjacking, insecureBaseUri, insecureFormAction,
  // unsafeObjects) are shown without a modifier; issue 6 requires each of them.
  const local = (name: string, ok: boolean): TestResult => ({
    test: `LOCAL csp ${name}`,
    result: ok ? "ok" : "missing or too broad",
    modifier: 0,
    pass: ok,
  });
  const defaultSrc = csp.get("default-src")?.join(" ");
  return [
    result,
    local("default-src 'none' or 'self'", defaultSrc === "'none'" || defaultSrc === "'self'"),
    local("object-src 'none'", objectSrc.join(" ") === "'none'"),
    local(
      "base-uri 'none' or 'self'",
      ["'none'", "'self'"].includes(csp.get("base-uri")?.join(" ") ?? ""),
    ),
    local(
      "form-action 'none' or 'self'",
      ["'none'", "'self'"].includes(csp.get("form-action")?.join(" ") ?? ""),
    ),
    local("frame-ancestors 'none'", csp.get("frame-ancestors")?.join(" ") === "'none'"),
  ];
}

interface SetCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | undefined;
  domain: string | undefined;
  path: string | undefined;
}

function parseSetCookie(line: string): SetCookie {
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  const attribute = (name: string) =>
    attributes.find((a) => a.toLowerCase().split("=")[0] === name.toLowerCase());
  const value = (name: string) => attribute(name)?.split("=")[1]?.trim();
  return {
    name: pair.split("=")[0] ?? "",
    secure: attribute("secure") !== undefined,
    httpOnly: attribute("httponly") !== undefined,
    sameSite: value("samesite"),
    domain: value("domain"),
    path: value("path"),
  };
}

/** Observatory test `cookies` (cookies.js), plus LOCAL: HttpOnly and `__Host-` over HTTPS. */
function cookies(response: ObservedResponse, hstsPasses: boolean): TestResult[] {
  const test = "cookies";
  const lines = response.headers.getSetCookie();
  if (!lines.length) return [{ test, result: "cookies-not-found", modifier: 0, pass: true }];
  const all = lines.map(parseSetCookie);
  // Worst first, as the Observatory's `goodness` order: the first hit decides.
  const checks: Array<[boolean, string, number]> = [
    [
      all.some((c) => /sess|login/i.test(c.name) && !c.secure && !hstsPasses),
      "cookies-session-without-secure-flag",
      -40,
    ],
    [
      all.some((c) => /sess|login/i.test(c.name) && !c.httpOnly),
      "cookies-session-without-httponly-flag",
      -30,
    ],
    [
      all.some((c) => /csrf/i.test(c.name) && !c.sameSite),
      "cookies-anticsrf-without-samesite-flag",
      -20,
    ],
    [
      all.some(
        (c) =>
          (c.sameSite !== undefined &&
            !["lax", "strict", "none"].includes(c.sameSite.toLowerCase())) ||
          (c.sameSite?.toLowerCase() === "none" && !c.secure),
      ),
      "cookies-samesite-flag-invalid",
      -20,
    ],
    [
      all.some((c) => /sess|login/i.test(c.name) && !c.secure && hstsPasses),
      "cookies-session-without-secure-flag-but-protected-by-hsts",
      -10,
    ],
    [all.some((c) => !c.secure && !hstsPasses), "cookies-without-secure-flag", -20],
    [
      all.some((c) => !c.secure && hstsPasses),
      "cookies-without-secure-flag-but-protected-by-hsts",
      -5,
    ],
  ];
  const failed = checks.find(([hit]) => hit);
  const result: TestResult = failed
    ? { test, result: failed[1], modifier: failed[2], pass: false }
    : all.every((c) => c.sameSite)
      ? {
          test,
          result: "cookies-secure-with-httponly-sessions-and-samesite",
          modifier: 5,
          pass: true,
        }
      : { test, result: "cookies-secure-with-httponly-sessions", modifier: 0, pass: true };
  const https = new URL(response.url).protocol === "https:";
  const hostOnly = all.every(
    (c) => !https || (c.name.startsWith("__Host-") && c.secure && !c.domain && c.path === "/"),
  );
  return [
    result,
    {
      test: "LOCAL cookies __Host- prefix over HTTPS",
      result: hostOnly ? "ok" : "a cookie without __Host-, Secure, Path=/ or with Domain",
      modifier: 0,
      pass: hostOnly,
    },
    {
      test: "LOCAL cookies HttpOnly",
      result: all.every((c) => c.httpOnly) ? "ok" : "a cookie readable by scripts",
      modifier: 0,
      pass: all.every((c) => c.httpOnly),
    },
  ];
}

/** Observatory test `strict-transport-security` (strict-transport-security.js), plus LOCAL includeSubDomains. */
function strictTransportSecurity(response: ObservedResponse): TestResult[] {
  const test = "strict-transport-security";
  if (new URL(response.url).protocol !== "https:") {
    return [{ test, result: "hsts-not-implemented-no-https", modifier: -20, pass: false }];
  }
  const header = response.headers.get("strict-transport-security");
  if (!header) return [{ test, result: "hsts-not-implemented", modifier: -20, pass: false }];
  const directives = header.split(";").map((d) => d.trim().toLowerCase());
  const maxAge = directives.find((d) => d.startsWith("max-age="));
  const seconds = maxAge ? Number(maxAge.slice("max-age=".length).replaceAll('"', "")) : NaN;
  if (!Number.isInteger(seconds) || seconds < 0) {
    return [{ test, result: "hsts-header-invalid", modifier: -20, pass: false }];
  }
  const sixMonths = 15_768_000;
  const result: TestResult =
    seconds >= sixMonths
      ? { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0, pass: true }
      : {
          test,
          result: "hsts-implemented-max-age-less-than-six-months",
          modifier: -10,
          pass: false,
        };
  const sub = directives.includes("includesubdomains");
  return [
    result,
    {
      test: "LOCAL hsts includeSubDomains",
      result: sub ? "ok" : "missing",
      modifier: 0,
      pass: sub,
    },
  ];
}

/** Observatory test `x-content-type-options` (x-content-type-options.js). */
function xContentTypeOptions(response: ObservedResponse): TestResult {
  const test = "x-content-type-options";
  const header = response.headers.get("x-content-type-options");
  if (!header)
    return { test, result: "x-content-type-options-not-implemented", modifier: -5, pass: false };
  return header.trim().toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0, pass: true }
    : { test, result: "x-content-type-options-header-invalid", modifier: -5, pass: false };
}

/** Observatory test `x-frame-options` (x-frame-options.js): CSP frame-ancestors counts more. */
function xFrameOptions(response: ObservedResponse): TestResult {
  const test = "x-frame-options";
  const csp = parseCsp(response.headers.get("content-security-policy") ?? "");
  const ancestors = csp.get("frame-ancestors");
  if (ancestors && !ancestors.some((s) => DANGEROUSLY_BROAD.has(s))) {
    return { test, result: "x-frame-options-implemented-via-csp", modifier: 5, pass: true };
  }
  const header = response.headers.get("x-frame-options")?.trim().toLowerCase();
  if (!header)
    return { test, result: "x-frame-options-not-implemented", modifier: -20, pass: false };
  if (header === "deny" || header === "sameorigin") {
    return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0, pass: true };
  }
  return header.startsWith("allow-from ")
    ? { test, result: "x-frame-options-allow-from-origin", modifier: 0, pass: true }
    : { test, result: "x-frame-options-header-invalid", modifier: -20, pass: false };
}

/** Observatory test `referrer-policy` (referrer-policy.js): the last valid value counts. */
function referrerPolicy(response: ObservedResponse): TestResult {
  const test = "referrer-policy";
  const header = response.headers.get("referrer-policy");
  if (!header) return { test, result: "referrer-policy-not-implemented", modifier: 0, pass: true };
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const values = header.split(",").map((v) => v.trim().toLowerCase());
  const last = values.filter((v) => good.includes(v) || bad.includes(v)).at(-1);
  if (last && good.includes(last)) {
    return { test, result: "referrer-policy-private", modifier: 5, pass: true };
  }
  return last
    ? { test, result: "referrer-policy-unsafe", modifier: -5, pass: false }
    : { test, result: "referrer-policy-header-invalid", modifier: -5, pass: false };
}

/** Observatory test `cross-origin-resource-policy`, plus LOCAL Cross-Origin-Opener-Policy. */
function crossOriginPolicies(response: ObservedResponse): TestResult[] {
  const test = "cross-origin-resource-policy";
  const corp = response.headers.get("cross-origin-resource-policy")?.trim().toLowerCase();
  const result: TestResult = !corp
    ? { test, result: "corp-not-implemented", modifier: 0, pass: true }
    : corp === "same-origin"
      ? { test, result: "corp-implemented-with-same-origin", modifier: 10, pass: true }
      : corp === "same-site"
        ? { test, result: "corp-implemented-with-same-site", modifier: 10, pass: true }
        : corp === "cross-origin"
          ? { test, result: "corp-implemented-with-cross-origin", modifier: 0, pass: true }
          : { test, result: "corp-header-invalid", modifier: -5, pass: false };
  const coop = response.headers.get("cross-origin-opener-policy")?.trim().toLowerCase();
  return [
    result,
    {
      test: "LOCAL cross-origin-opener-policy same-origin",
      result: coop ?? "missing",
      modifier: 0,
      pass: coop === "same-origin",
    },
    {
      test: "LOCAL corp same-origin",
      result: corp ?? "missing",
      modifier: 0,
      pass: corp === "same-origin",
    },
  ];
}

/** Observatory test `cross-origin-resource-sharing` (cors.js), plus LOCAL: no wildcard at all. */
function crossOriginResourceSharing(response: ObservedResponse): TestResult[] {
  const test = "cross-origin-resource-sharing";
  const origin = response.headers.get("access-control-allow-origin")?.trim();
  const credentials = response.headers.get("access-control-allow-credentials")?.trim() === "true";
  const result: TestResult = !origin
    ? { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0, pass: true }
    : origin === "*" && !credentials
      ? {
          test,
          result: "cross-origin-resource-sharing-implemented-with-public-access",
          modifier: 0,
          pass: true,
        }
      : credentials
        ? {
            test,
            result: "cross-origin-resource-sharing-implemented-with-universal-access",
            modifier: -50,
            pass: false,
          }
        : {
            test,
            result: "cross-origin-resource-sharing-implemented-with-restricted-access",
            modifier: 0,
            pass: true,
          };
  return [
    result,
    { test: "LOCAL no CORS wildcard", result: origin ?? "none", modifier: 0, pass: origin !== "*" },
  ];
}

/** Observatory test `subresource-integrity` (subresource-integrity.js), for HTML only. */
function subresourceIntegrity(response: ObservedResponse): TestResult {
  const test = "subresource-integrity";
  if (!response.headers.get("content-type")?.startsWith("text/html")) {
    return { test, result: "sri-not-implemented-response-not-html", modifier: 0, pass: true };
  }
  const scripts = [...response.body.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes = ""]) => ({
      src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1],
      integrity: /\bintegrity\s*=/i.test(attributes),
    }))
    .filter((s): s is { src: string; integrity: boolean } => s.src !== undefined);
  if (!scripts.length) {
    return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0, pass: true };
  }
  const page = new URL(response.url);
  const external = scripts.filter((s) => new URL(s.src, page).origin !== page.origin);
  if (!external.length) {
    return {
      test,
      result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      modifier: 0,
      pass: true,
    };
  }
  const insecure = external.some((s) => !s.src.startsWith("https:"));
  const withIntegrity = external.every((s) => s.integrity);
  if (insecure) {
    return withIntegrity
      ? {
          test,
          result: "sri-implemented-but-external-scripts-not-loaded-securely",
          modifier: -20,
          pass: false,
        }
      : {
          test,
          result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
          modifier: -50,
          pass: false,
        };
  }
  return withIntegrity
    ? {
        test,
        result: "sri-implemented-and-external-scripts-loaded-securely",
        modifier: 5,
        pass: true,
      }
    : {
        test,
        result: "sri-not-implemented-but-external-scripts-loaded-securely",
        modifier: -5,
        pass: false,
      };
}

/** GRADE_CHART of src/grader/charts.js. */
function letter(score: number): string {
  const chart: Array<[number, string]> = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return chart.find(([minimum]) => score >= minimum)?.[1] ?? "F";
}

/** MINIMUM_SCORE_FOR_EXTRA_CREDIT: bonuses count only when the penalised score is 90+. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

export function gradeResponse(response: ObservedResponse): Grade {
  const hsts = strictTransportSecurity(response);
  const results = [
    ...contentSecurityPolicy(response),
    ...cookies(response, hsts[0]?.pass ?? false),
    ...crossOriginResourceSharing(response),
    ...crossOriginPolicies(response),
    referrerPolicy(response),
    ...hsts,
    subresourceIntegrity(response),
    xContentTypeOptions(response),
    xFrameOptions(response),
  ];
  const penalties = results.filter((r) => r.modifier < 0).reduce((n, r) => n + r.modifier, 0);
  const bonuses = results.filter((r) => r.modifier > 0).reduce((n, r) => n + r.modifier, 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? base + bonuses : base;
  return { score, grade: letter(score), results, failing: results.filter((r) => !r.pass) };
}
