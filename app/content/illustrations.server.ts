/**
 * The artwork registry (./artwork.ts) for the server: the back office's picture library lists
 * every illustration with its alt texts (server/media/illustrations.ts). The server imports
 * content modules only through *.server.ts files.
 */
export { artwork, type ArtworkEntry } from "./artwork";
