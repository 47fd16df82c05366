/**
 * The documents module the server uses (kinds, schemas, checks, titles, diffs): one place to
 * import it from on the server side.
 */
export * from "./documents-stub.ts";
