import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { PageContext } from "../i18n/use-locale";
import type { IslandDef } from "./island";
import { Island } from "./Island";

const modules = import.meta.glob<{ default: IslandDef<object> }>("./*.island.ts", { eager: true });

describe("islands", () => {
  it("are each named after their file, which is how the browser finds their code", () => {
    const entries = Object.entries(modules);
    expect(entries.length).toBeGreaterThanOrEqual(6);
    for (const [file, module] of entries) {
      expect(module.default.name).toBe(file.slice(2, -".island.ts".length));
    }
  });

  it("render inside an element that carries their name, page and props", () => {
    const Greeting = ({ who }: { who: string }) => createElement("p", null, `Hallo ${who}`);
    const html = renderToString(
      createElement(
        PageContext.Provider,
        { value: { locale: "de", pathname: "/kontakt" } },
        createElement(Island<{ who: string }>, {
          of: { name: "greeting", Component: Greeting },
          props: { who: "Berlin & <Co>" },
        }),
      ),
    );
    expect(html).toBe(
      '<div data-island="greeting" data-page="{&quot;locale&quot;:&quot;de&quot;,&quot;pathname&quot;:&quot;/kontakt&quot;}"' +
        ' data-props="{&quot;who&quot;:&quot;Berlin &amp; &lt;Co&gt;&quot;}"><p>Hallo Berlin &amp; &lt;Co&gt;</p></div>',
    );
  });
});
