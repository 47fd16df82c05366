// First: everything this process writes is private to its user.
import "./umask.ts";
import { startServer } from "./index.ts";

await startServer();
