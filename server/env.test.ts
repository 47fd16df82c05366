import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("has defaults that serve the site on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("https://www.spreegeist-events.de");
    expect(config.trustProxy).toBe(false);
  });

  it.each(["abc", "70000", "-1", "3000.5"])("names PORT when it is %s", (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(/^PORT: /);
  });

  it.each(["not a url", "ftp://example.com", "https://example.com/path"])(
    "names SITE_URL when it is %s",
    (url) => {
      expect(() => loadConfig({ SITE_URL: url })).toThrow(/^SITE_URL: /);
    },
  );

  it("reads TRUST_PROXY as boolean, hop count or addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/^TRUST_PROXY: /);
  });
});
