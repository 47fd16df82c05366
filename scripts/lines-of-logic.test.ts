// The lines-of-logic count: comments and blank lines do not count, code in any form does.
import { describe, expect, it } from "vitest";
import { linesOfLogic } from "./lines-of-logic.ts";

describe("linesOfLogic", () => {
  it("leaves out blank lines, line and block comments", () => {
    const text = [
      "/**",
      " * A comment.",
      " */",
      "",
      "const a = 1; // trailing",
      "  // alone",
      "/* block */ const b = 2;",
      "",
    ].join("\n");
    expect(linesOfLogic(text, "x.ts")).toBe(2);
  });

  it("counts strings that look like comments and every line of a template", () => {
    const text = ["const url = 'http://example.org';", "const t = `", "  /* kept */", "`;"].join(
      "\n",
    );
    expect(linesOfLogic(text, "x.ts")).toBe(4);
  });

  it("counts JSX text but not the white space between elements", () => {
    const text = ["const e = (", "  <p>", "", "    Hallo", "  </p>", ");"].join("\n");
    expect(linesOfLogic(text, "x.tsx")).toBe(5);
  });
});
