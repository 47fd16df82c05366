import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";

/**
 * scripts/ holds command-line entry points; what the product runs (also after every publish)
 * lives in app/ or server/, never the other way round.
 */
const noScripts = {
  regex: "^(?:\\.\\./)+scripts/",
  message:
    "app/ must not import scripts/: code the product runs belongs in app/ (e.g. app/render/), scripts/ only calls it.",
};

/** Which app/ code the server may import (docs/decisions/0050-shared-code-boundary.md). */
const serverImportPatterns = [
  {
    regex: "^(?:\\.\\./)+app/",
    message:
      "Import app/ code through #app/ (app/shared, app/i18n, app/content/site.ts or a *.server.ts(x) module).",
  },
  {
    regex: "^#app/(?!shared/|i18n/|content/site\\.ts$|.*\\.server\\.tsx?$)",
    message:
      "The server imports from app/ only app/shared, app/i18n, app/content/site.ts and modules named *.server.ts(x): move what both sides need into app/shared.",
  },
];

/** What a feature's data functions may not import: they know nothing of HTTP. */
const storeImportPatterns = [
  {
    regex: "^(?:fastify|@fastify/)",
    message: "Data functions do not use Fastify: return a result or throw a DomainError.",
  },
  {
    regex: "(?:^|/)(?:[\\w-]+-)?routes\\.ts$",
    message: "Data functions never import routes: the routes import them.",
  },
  {
    regex: "^(?:\\.\\./)+(?:http|api)/",
    message:
      "Data functions know nothing of HTTP: throw a DomainError (server/domain-error.ts); server/http/errors.ts maps it.",
  },
  {
    regex: "^(?:\\.\\./)+admin/(?!audit\\.ts$)",
    message:
      "Data functions import from admin/ only the audit log (admin/audit.ts); the rest is the admin API's plumbing.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      ".artwork/",
      "public/art/",
      "test-results/",
      "playwright-report/",
      "bench/.tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Plain CommonJS programs run as child processes (server/database/create-embedded.cjs).
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", process: "readonly", console: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Plain JavaScript run by node itself (scripts/start.mjs, the render and SMTP threads).
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  // Which code may import which (docs/decisions/0050-shared-code-boundary.md). The server
  // sees only what app/ shares on purpose; no browser code can reach the server.
  {
    files: ["server/**/*.{ts,mjs,cjs}"],
    rules: { "no-restricted-imports": ["error", { patterns: serverImportPatterns }] },
  },
  // A feature's data functions (server/<feature>/store.ts, server/<feature>/store/*.ts) take
  // a Db and return results or throw a DomainError: no Fastify, no routes, no HTTP mapping
  // (server/README.md). These options replace the server-wide ones, so they repeat them.
  {
    files: [
      "server/*/store.ts",
      "server/*/store/**/*.ts",
      // Data functions beside the routes: the offer and invoice documents and mails read and
      // queue in the caller's transaction, so they follow the same rule.
      "server/offers/document.ts",
      "server/offers/public-document.ts",
      "server/offers/mails.ts",
      "server/offers/public-mails.ts",
      "server/invoices/mails.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...serverImportPatterns, ...storeImportPatterns] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:#server/|(?:\\.\\./)+server/)",
              message: "Code in app/ must not import the server: share it through app/shared.",
            },
            noScripts,
          ],
        },
      ],
    },
  },
  {
    // The back office reads the admin API's answers as the server's own types: type-only
    // imports, erased from its bundle (docs/decisions/0056-back-office-api-types.md).
    files: ["app/admin/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:#server/|(?:\\.\\./)+server/)",
              allowTypeImports: true,
              message:
                "The back office may import only types from the server; share code through app/shared.",
            },
            noScripts,
          ],
        },
      ],
    },
  },
  {
    files: ["app/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:#server/|(?:\\.\\./)+server/)",
              message: "Code in app/ must not import the server: share it through app/shared.",
            },
            {
              regex: "^(?:#app/|(?:\\.\\./)+)(?:components|islands|lib|routes|seo)/",
              message:
                "app/shared is loaded by the server too: it may import only app/shared, app/i18n and app/content data.",
            },
            noScripts,
          ],
        },
      ],
    },
  },
  {
    // No import circles (a module that needs itself to load works only by load order).
    files: ["**/*.{ts,tsx,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The languages come from one table (app/i18n/locales.ts, decision 0051): the literal
    // pair, as a type or a list, is what a third language would have to find again.
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/i18n/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            'TSUnionType:has(> TSLiteralType[literal.value="de"]):has(> TSLiteralType[literal.value="en"])',
          message: 'Use the type Locale from app/i18n/locales.ts, not "de" | "en".',
        },
        {
          selector: 'ArrayExpression:has(> Literal[value="de"]):has(> Literal[value="en"])',
          message: "Use locales from app/i18n/locales.ts, not the literal list of languages.",
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
);
