import { startServer } from "./index.ts";

await startServer();
