import { describe, expect, it } from "vitest";
import { basePath, localizePath, switchLanguagePath } from "./paths";

describe("localizePath", () => {
  it("keeps German paths and puts English ones under /en", () => {
    expect(localizePath("/", "de")).toBe("/");
    expect(localizePath("/", "en")).toBe("/en/");
    expect(localizePath("/horror-events", "en")).toBe("/en/horror-events");
  });
});

describe("basePath", () => {
  it("strips the English prefix, the bare prefix becoming the home", () => {
    expect(basePath("/en")).toBe("/");
    expect(basePath("/en/")).toBe("/");
    expect(basePath("/en/news/startup-success-story")).toBe("/news/startup-success-story");
    expect(basePath("/contact")).toBe("/contact");
    expect(basePath("/entertainment")).toBe("/entertainment");
  });
});

describe("switchLanguagePath", () => {
  it("goes to the counterpart a page declares", () => {
    expect(
      switchLanguagePath(
        "/events/zombie-virus",
        {
          de: "/events/zombie-virus",
          en: "/en/events/zombie-virus",
        },
        "en",
      ),
    ).toBe("/en/events/zombie-virus");
    expect(switchLanguagePath("/en/privacy", { de: "/privacy", en: "/en/privacy" }, "de")).toBe(
      "/privacy",
    );
  });

  it("falls back to the old site's rule for pages without a counterpart", () => {
    expect(switchLanguagePath("/teambuilding-events", undefined, "en")).toBe(
      "/en/teambuilding-events",
    );
    expect(switchLanguagePath("/", undefined, "en")).toBe("/en/");
    expect(switchLanguagePath("/events/unknown-thing", undefined, "en")).toBe(
      "/en/teambuilding-events",
    );
    expect(switchLanguagePath("/news/hybrid-events-2025", undefined, "en")).toBe("/en/news");
    expect(switchLanguagePath("/en", undefined, "de")).toBe("/");
    expect(switchLanguagePath("/en/horror-events", undefined, "de")).toBe("/horror-events");
    expect(switchLanguagePath("/en/news/some-article", undefined, "de")).toBe("/");
    expect(switchLanguagePath("/en/privacy", undefined, "de")).toBe("/");
    expect(switchLanguagePath("/en/imprint", undefined, "de")).toBe("/");
    expect(switchLanguagePath("/en/terms", undefined, "de")).toBe("/");
  });
});
