import { defineConfig } from "drizzle-kit";

// Every feature's tables in its own server/<feature>/schema.ts, one migrations folder, for
// both PGlite (embedded) and PostgreSQL. `npx drizzle-kit generate` writes a new migration
// after a change to any of them.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/*/schema.ts"],
  out: "./server/database/migrations",
});
