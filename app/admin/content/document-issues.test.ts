/**
 * The editor's problems: the kind's own checks as typed, the server's while their field is
 * unchanged, and other documents' problems apart.
 */
import { describe, expect, it } from "vitest";
import { contentKinds } from "../../content/kinds";
import { initialDocuments } from "../../content/documents.server";
import type { ContentIssue } from "./content-api";
import { otherIssues, ownIssues, report } from "./document-issues";

const zombie = initialDocuments().find((d) => d.key === "zombie-virus")!.data as Record<
  string,
  unknown
>;
const shown = { kind: "event", key: "zombie-virus" } as const;
const issue = (patch: Partial<ContentIssue>): ContentIssue => ({
  kind: "event",
  key: "zombie-virus",
  path: "de.title",
  code: "slug_taken",
  params: {},
  message: "taken",
  ...patch,
});

describe("the problems the document editor shows", () => {
  it("shows the server's problem at its field until the field changes", () => {
    const reported = report([issue({})], zombie);
    expect(Object.keys(ownIssues(contentKinds.event, zombie, reported, shown))).toEqual([
      "de.title",
    ]);
    const changed = { ...zombie, de: { ...(zombie.de as object), title: "Neu" } };
    expect(ownIssues(contentKinds.event, changed, reported, shown)).toEqual({});
  });

  it("checks the kind's rules as typed, the first problem of a field winning", () => {
    const broken = { ...zombie, priceFrom: 1.5 };
    const reported = report([issue({ path: "priceFrom", code: "max_number" })], broken);
    const own = ownIssues(contentKinds.event, broken, reported, shown);
    expect(own.priceFrom?.code).toBe("integer");
  });

  it("keeps other documents' problems apart", () => {
    const elsewhere = issue({ kind: "category", key: "teambuilding" });
    const reported = report([issue({}), elsewhere], zombie);
    expect(otherIssues(reported, shown)).toEqual([elsewhere]);
    expect(Object.keys(ownIssues(contentKinds.event, zombie, reported, shown))).toEqual([
      "de.title",
    ]);
  });
});
