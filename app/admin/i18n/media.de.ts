/** German texts of the pictures page; spread into the dictionary (de.ts), mirrored by media.en.ts. */
export const mediaDe = {
  media: {
    title: "Bilder",
    intro:
      "Laden Sie Fotos für Events und Neuigkeiten hoch. Der Server erstellt daraus AVIF- und WebP-Dateien in den Größen, die die Website braucht.",
    uploadTitle: "Bild hochladen",
    file: "Bilddatei",
    fileHint: "JPEG, PNG oder WebP, höchstens 15 MB.",
    altDe: "Alternativtext Deutsch",
    altEn: "Alternativtext Englisch",
    altHint: "Was ist auf dem Bild zu sehen? Für Menschen, die es nicht sehen können.",
    upload: "Hochladen",
    uploading: "Wird hochgeladen und umgewandelt …",
    uploaded: "Das Bild „{name}“ ist gespeichert.",
    existing: "Dieses Bild war schon vorhanden; es wurde nichts Neues gespeichert.",
    listTitle: "Hochgeladene Bilder",
    empty: "Noch keine Bilder.",
    count: "{count} Bild(er)",
    size: "{width} × {height} px · {format} · {bytes}",
    uploadedAt: "Hochgeladen am {date}",
    save: "Alternativtexte speichern",
    saving: "Wird gespeichert …",
    saved: "Gespeichert.",
    remove: "Löschen",
    removeTitle: "Bild löschen?",
    removeIntro:
      "Das Bild und alle seine Größen werden gelöscht. Seiten, die es noch zeigen, verlieren es.",
    removeNow: "Endgültig löschen",
    cancel: "Abbrechen",
    pictureOf: "Bild {id}",
    errors: {
      file_missing: "Bitte wählen Sie eine Bilddatei aus.",
      file_too_large: "Die Datei ist größer als 15 MB. Bitte verkleinern Sie das Bild.",
      not_a_picture: "Diese Datei ist kein Bild. Erlaubt sind JPEG, PNG und WebP.",
      unsupported_format:
        "Dieses Bildformat wird nicht angenommen. Bitte speichern Sie es als JPEG, PNG oder WebP.",
      damaged_picture: "Das Bild lässt sich nicht lesen. Ist die Datei beschädigt?",
      altDeMissing: "Bitte beschreiben Sie das Bild auf Deutsch.",
      altEnMissing: "Bitte beschreiben Sie das Bild auf Englisch.",
      altTooLong: "Höchstens 250 Zeichen, bitte.",
    },
  },
};
