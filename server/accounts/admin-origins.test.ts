import { describe, expect, it } from "vitest";
import { AdminOrigins, EXTRA_LOOPBACK_ORIGINS, adminInstancesBuilt } from "./admin-origins.ts";

function origins(ports = [3000]) {
  const builds: string[] = [];
  const table = new AdminOrigins<string>({
    siteUrl: "https://www.example.de",
    listeningPorts: () => ports,
    build: async (origin) => {
      builds.push(origin);
      return `auth for ${origin}`;
    },
  });
  return { table, builds };
}

describe("the back office's origins", () => {
  it("builds for SITE_URL and the loopback names on the listening port, once each", async () => {
    const { table, builds } = origins();
    for (const origin of [
      "https://www.example.de",
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "https://localhost:3000",
    ]) {
      expect(await table.instanceFor(origin)).toBe(`auth for ${origin}`);
      expect(await table.instanceFor(origin)).toBe(`auth for ${origin}`);
    }
    expect(builds).toHaveLength(5);
  });

  it("refuses other hosts and non-canonical spellings without building", () => {
    const { table, builds } = origins();
    for (const origin of [
      "https://evil.example",
      "http://www.example.de",
      "http://LOCALHOST:3000",
      "http://localhost:03000",
      "http://localhost.:3000",
      "http://localhost:3000/x",
      "http://127.0.0.2:3000",
      "not a url",
    ]) {
      expect(table.instanceFor(origin), origin).toBeUndefined();
    }
    expect(builds).toEqual([]);
  });

  it("takes a few other loopback ports, first come, and no more", async () => {
    const { table, builds } = origins();
    const before = adminInstancesBuilt();
    for (let port = 5000; port < 5200; port++) table.instanceFor(`http://localhost:${port}`);
    expect(builds).toHaveLength(EXTRA_LOOPBACK_ORIGINS);
    expect(adminInstancesBuilt() - before).toBe(EXTRA_LOOPBACK_ORIGINS);
    expect(await table.instanceFor("http://localhost:5000")).toBe("auth for http://localhost:5000");
    expect(table.instanceFor("http://localhost:5199")).toBeUndefined();
    // The server's own port is never crowded out.
    expect(await table.instanceFor("http://localhost:3000")).toBeDefined();
  });

  it("tries a failed build again at the next request", async () => {
    let fail = true;
    const table = new AdminOrigins<string>({
      siteUrl: "https://www.example.de",
      listeningPorts: () => [3000],
      build: async () => {
        if (fail) throw new Error("database away");
        return "auth";
      },
    });
    await expect(table.instanceFor("https://www.example.de")).rejects.toThrow("database away");
    fail = false;
    expect(await table.instanceFor("https://www.example.de")).toBe("auth");
  });
});
