import { describe, expect, it } from "vitest";
import { seoMeta, type PageSeo } from "./meta";

const base: PageSeo = {
  locale: "en",
  path: "/en/horror-events",
  title: "Horror Events",
  description: "Zombies in Berlin.",
  keywords: ["horror", "team event"],
  alternates: { de: "/horror-events", en: "/en/horror-events" },
};

function find(
  meta: ReturnType<typeof seoMeta>,
  predicate: (m: Record<string, unknown>) => boolean,
) {
  return meta.filter((m) => predicate(m as Record<string, unknown>)) as Record<string, unknown>[];
}

describe("seoMeta", () => {
  it("suffixes the title with the brand", () => {
    expect(seoMeta(base)).toContainEqual({ title: "Horror Events | Spreegeist Events" });
  });

  it("gives an absolute canonical URL on the site origin", () => {
    const [canonical] = find(seoMeta(base), (m) => m.rel === "canonical");
    expect(canonical?.href).toBe("https://www.spreegeist-events.de/en/horror-events");
  });

  it("pairs hreflang de and en with x-default pointing to German", () => {
    const alternates = find(seoMeta(base), (m) => m.rel === "alternate");
    expect(alternates.map((a) => [a.hrefLang, a.href])).toEqual([
      ["de", "https://www.spreegeist-events.de/horror-events"],
      ["en", "https://www.spreegeist-events.de/en/horror-events"],
      ["x-default", "https://www.spreegeist-events.de/horror-events"],
    ]);
  });

  it("keeps the English home canonical at /en/", () => {
    const meta = seoMeta({ ...base, path: "/en/", alternates: { de: "/", en: "/en/" } });
    expect(find(meta, (m) => m.rel === "canonical")[0]?.href).toBe(
      "https://www.spreegeist-events.de/en/",
    );
    expect(find(meta, (m) => m.property === "og:url")[0]?.content).toBe(
      "https://www.spreegeist-events.de/en/",
    );
  });

  it("has Open Graph and Twitter tags with an absolute image", () => {
    const meta = seoMeta(base);
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:locale"]) {
      expect(find(meta, (m) => m.property === property)).toHaveLength(1);
    }
    expect(find(meta, (m) => m.property === "og:locale")[0]?.content).toBe("en_GB");
    expect(find(meta, (m) => m.name === "twitter:card")[0]?.content).toBe("summary_large_image");
    expect(String(find(meta, (m) => m.property === "og:image")[0]?.content)).toMatch(/^https:\/\//);
  });

  it("marks noindex pages and gives them neither canonical nor hreflang", () => {
    const meta = seoMeta({ ...base, noindex: true });
    expect(find(meta, (m) => m.name === "robots")[0]?.content).toBe("noindex, follow");
    expect(find(meta, (m) => m.rel === "alternate")).toHaveLength(0);
    expect(find(meta, (m) => m.rel === "canonical")).toHaveLength(0);
  });

  it("renders each structured data object as its own ld+json entry", () => {
    const meta = seoMeta({
      ...base,
      jsonLd: [{ "@type": "Service" }, { "@type": "BreadcrumbList" }],
    });
    expect(find(meta, (m) => "script:ld+json" in m)).toHaveLength(2);
  });
});
