/** English texts of the reply composer and the reply templates' page; the shape is replies.de.ts's. */
import type { repliesDe } from "./replies.de";

export const repliesEn: typeof repliesDe = {
  replyComposer: {
    title: "Reply",
    close: "Close",
  },
};
