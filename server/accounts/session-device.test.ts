/** Signed-in devices in words: browser and system from common user agents, nothing from none. */
import { describe, expect, it } from "vitest";
import { sessionDevice } from "./session-device.ts";

describe("sessionDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      { browser: "Chrome", os: "Linux" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iOS" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:144.0) Gecko/20100101 Firefox/144.0",
      { browser: "Firefox", os: "Windows" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0",
      { browser: "Microsoft Edge", os: "Windows" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
      { browser: "Safari", os: "macOS" },
    ],
  ])("reads %s", (userAgent, device) => {
    expect(sessionDevice(userAgent)).toEqual(device);
  });

  it("says nothing for no user agent, an unknown one, or an absurdly long one", () => {
    expect(sessionDevice(null)).toEqual({ browser: null, os: null });
    expect(sessionDevice("")).toEqual({ browser: null, os: null });
    expect(sessionDevice("curl/8.5.0").os).toBeNull();
    expect(sessionDevice(`Mozilla/5.0 (X11; Linux x86_64) ${"x".repeat(2000)}`)).toEqual({
      browser: null,
      os: null,
    });
  });
});
