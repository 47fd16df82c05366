/**
 * SITE_URL is read by the build (canonical URLs) and by the server; both validate it the
 * same way so a bad value names the variable instead of producing broken links.
 */
import { DEFAULT_ORIGIN } from "#app/content/site.ts";

export function siteUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return DEFAULT_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as ${DEFAULT_ORIGIN}, got "${raw}"`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must use http or https, got "${raw}"`);
  }
  if (url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`SITE_URL must be an origin without path, query or fragment, got "${raw}"`);
  }
  return url.origin;
}
