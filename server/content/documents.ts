/**
 * The documents module the server uses (kinds, schemas, checks, titles, diffs): one place to
 * import it from on the server side. It is the site's own (app/content/documents.server.ts):
 * the editor, the server and the build check content with the same schemas.
 */
export * from "#app/content/documents.server.ts";
