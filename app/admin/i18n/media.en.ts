/** English texts of the pictures page; the shape is media.de.ts's. */
import type { mediaDe } from "./media.de";

export const mediaEn: typeof mediaDe = {
  media: {
    title: "Pictures",
    intro:
      "Upload photos for events and news. The server makes AVIF and WebP files from them in the sizes the website needs.",
    uploadTitle: "Upload a picture",
    file: "Picture file",
    fileHint: "JPEG, PNG or WebP, at most 15 MB.",
    altDe: "Alt text German",
    altEn: "Alt text English",
    altHint: "What does the picture show? For people who cannot see it.",
    upload: "Upload",
    uploading: "Uploading and converting …",
    uploaded: "The picture “{name}” is saved.",
    existing: "This picture was already there; nothing new was saved.",
    listTitle: "Uploaded pictures",
    empty: "No pictures yet.",
    count: "{count} picture(s)",
    size: "{width} × {height} px · {format} · {bytes}",
    uploadedAt: "Uploaded on {date}",
    save: "Save alt texts",
    saving: "Saving …",
    saved: "Saved.",
    remove: "Delete",
    removeTitle: "Delete this picture?",
    removeIntro: "The picture and all its sizes are deleted. Pages that still show it lose it.",
    removeNow: "Delete for good",
    cancel: "Cancel",
    pictureOf: "Picture {id}",
    errors: {
      file_missing: "Please choose a picture file.",
      file_too_large: "The file is larger than 15 MB. Please make the picture smaller.",
      not_a_picture: "This file is not a picture. JPEG, PNG and WebP are accepted.",
      unsupported_format:
        "This picture format is not accepted. Please save it as JPEG, PNG or WebP.",
      too_many_pixels: "The picture has more than 80 megapixels. Please make it smaller.",
      damaged_picture: "The picture cannot be read. Is the file damaged?",
      altDeMissing: "Please describe the picture in German.",
      altEnMissing: "Please describe the picture in English.",
      altTooLong: "At most 250 characters, please.",
    },
  },
};
