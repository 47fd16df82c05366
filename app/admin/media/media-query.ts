/** The uploaded pictures, as the Pictures page and the content editor's picture fields ask. */
import type { MediaListItem } from "../../../server/media/routes.ts";
import { adminApi } from "../api";

export const mediaQuery = {
  queryKey: ["media"],
  queryFn: () => adminApi.get<{ pictures: MediaListItem[] }>("/media"),
};
