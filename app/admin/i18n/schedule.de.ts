/**
 * German texts of planned publishing (the panel beside a document, the content list's
 * badges) and of the translation status; spread into de.ts, mirrored by schedule.en.ts.
 */
export const scheduleDe = {
  schedule: {
    title: "Zeitplan",
    intro: "Veröffentlicht den gespeicherten Entwurf zur gewählten Zeit (Berliner Zeit).",
    action: "Was",
    publish: "Veröffentlichen am …",
    end: "Aktion beenden am …",
    day: "Datum",
    time: "Uhrzeit (Berlin)",
    submit: "Planen",
    planning: "Wird geplant …",
    planned: "Geplant.",
    none: "Nichts geplant.",
    pendingPublish: "Veröffentlichen am {when}",
    pendingEnd: "Aktion endet am {when}",
    by: "geplant von {email}",
    cancel: "Planung aufheben",
    cancelled: "Die Planung ist aufgehoben.",
    badge: "Geplant: {when}",
    badgeEnd: "Endet: {when}",
    errors: {
      in_the_past: "Bitte wählen Sie einen Zeitpunkt in der Zukunft.",
      day: "Bitte wählen Sie ein Datum.",
      time: "Bitte wählen Sie eine Uhrzeit.",
      no_draft: "Speichern Sie zuerst einen Entwurf: Er wird zur geplanten Zeit veröffentlicht.",
      no_promotion: "Nur ein veröffentlichter Artikel mit einer Aktion kann enden.",
    },
  },
  translation: {
    missing: { de: "Deutsch fehlt", en: "Englisch fehlt" },
    older: { de: "Deutsch älter als Englisch", en: "Englisch älter als Deutsch" },
    upToDate: "Beide Sprachen aktuell",
  },
};
