/**
 * Imported first by every entry point (the server, the command-line tools): from here on,
 * whatever the process creates is private to its user (umask 077). See private-files.ts.
 */
import { restrictUmask } from "./private-files.ts";

restrictUmask();
