/**
 * German texts of a lead's customer panel (the customer's enquiries, possible duplicates,
 * merging) and of the privacy page's links to leads; spread into the dictionary (de.ts),
 * mirrored by customers.en.ts.
 */
export const customersDe = {
  customers: {
    heading: "Kunde",
    title: "Kunde: {count} Anfragen",
    titleOne: "Kunde: 1 Anfrage",
    noOther: "Keine weitere Anfrage von dieser E-Mail-Adresse.",
    intro: "Alle Anfragen von derselben E-Mail-Adresse, älteste zuerst.",
    thisLead: "diese Anfrage",
    estimate: "Schätzung {amount}",
    owner: "betreut von {name}",
    lostBecause: "verloren: {reason}",
    duplicatesTitle: "Mögliche Duplikate",
    duplicatesIntro:
      "Anfragen innerhalb von 30 Tagen mit derselben Telefonnummer, Firma oder Firmen-Domain.",
    duplicate: "Mögliches Duplikat",
    duplicateCount: "{count} mögliche Duplikate",
    duplicateOne: "1 mögliches Duplikat",
    reasons: {
      email: "gleiche E-Mail-Adresse",
      phone: "gleiche Telefonnummer",
      company: "gleicher Firmenname",
      domain: "gleiche E-Mail-Domain",
    },
    merge: "Zusammenführen",
    mergeLabel: "Zusammenführen: Anfrage von {name} vom {date} hierher übernehmen",
    mergeTitle: "Anfrage von {name} hierher übernehmen?",
    mergeWhat:
      "Die Anfrage von {name} vom {date} wird mit dieser zusammengeführt. Ihre Notizen, Anrufe, Antworten, Mails und ihr Verlauf stehen danach im Verlauf dieser Anfrage; nichts wird gelöscht.",
    mergeAfter:
      "Sie verschwindet aus dem Posteingang; ihre eigene Seite bleibt erreichbar und verweist hierher. Hat diese Anfrage keine verantwortliche Person oder keinen nächsten Schritt, übernimmt sie die der anderen. Das lässt sich nicht rückgängig machen.",
    mergeConfirm: "Zusammenführen",
    merging: "Wird zusammengeführt …",
    cancel: "Abbrechen",
    merged:
      "Zusammengeführt: Die Anfrage von {name} gehört jetzt zu dieser Anfrage. Ihre Einträge stehen im Verlauf.",
    mergeConflict:
      "Diese Anfrage wurde inzwischen selbst zusammengeführt. Bitte laden Sie die Seite neu.",
    otherMerged: "Die andere Anfrage wurde inzwischen schon zusammengeführt.",
    otherGone: "Die andere Anfrage gibt es nicht mehr.",
    privacyOpen: "Zur Anfrage",
    privacyOpenLabel: "Zur Anfrage vom {date}",
  },
};
