/**
 * Generates the site's artwork into public/art before the site is built. (The illustration
 * generator and photo pipeline live in this folder.)
 */
export async function generateArtwork(): Promise<void> {}
