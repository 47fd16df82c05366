/**
 * The server's command-line tools, `npm run <name>`, each with its TypeScript entry point.
 * The server bundle holds each beside main.mjs as build/node/<name>.mjs
 * (scripts/build-server.ts), and scripts/tool.mjs runs it from there.
 */
export const serverTools = {
  users: "server/accounts/cli.ts",
  leads: "server/leads/cli.ts",
  purge: "server/retention/cli.ts",
  backup: "server/ops/backup-cli.ts",
  restore: "server/ops/restore-cli.ts",
};
