/**
 * `npm run dev` only: the production build adds the script that hydrates a page's islands
 * (app/render/islands-boot.server.ts), but pages rendered by the dev server never pass through the
 * build. There, app/entry.server.tsx provides React Router's dev manifest and this loads the
 * hot-reload runtime first, then the client entry, which hydrates every island.
 */
import { createContext, useContext } from "react";

export interface DevModules {
  /** React Router's hot-reload runtime (sets up React Refresh before any component). */
  runtime: string;
  entry: string;
}

export const DevModulesContext = createContext<DevModules | null>(null);

export function DevBoot() {
  const modules = useContext(DevModulesContext);
  if (!modules) return null;
  const code = [
    `import ${JSON.stringify(modules.runtime)};`,
    'import "/@vite/client";',
    `import(${JSON.stringify(modules.entry)});`,
  ].join("\n");
  return <script type="module" dangerouslySetInnerHTML={{ __html: code }} />;
}
