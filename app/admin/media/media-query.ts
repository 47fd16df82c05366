/**
 * The uploaded pictures, as the Pictures page and the content editor's picture fields ask,
 * and the whole picture library (uploads and the site's illustrations) the picker shows.
 */
import type { LibraryPicture } from "../../../server/media/library-routes.ts";
import type { MediaListItem } from "../../../server/media/routes.ts";
import { adminApi } from "../api";

export const mediaQuery = {
  queryKey: ["media"],
  queryFn: () => adminApi.get<{ pictures: MediaListItem[] }>("/media"),
};

/** Under ["media", …], so whatever refreshes the uploads refreshes the library too. */
export const libraryQuery = {
  queryKey: ["media", "library"],
  queryFn: () => adminApi.get<{ pictures: LibraryPicture[] }>("/media/library"),
};
