import { defineConfig } from "drizzle-kit";

// One schema and one migrations folder for both PGlite (embedded) and PostgreSQL.
// `npx drizzle-kit generate` writes a new migration after a change to the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/db/schema.ts", "./server/accounts/schema.ts", "./server/media/schema.ts"],
  out: "./server/database/migrations",
});
