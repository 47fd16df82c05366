/**
 * German words for every issue code of the content checks (app/content/issues.ts), with
 * their parameters in braces; mirrored by content-issues.en.ts. The editor shows these next
 * to the field; a test fails when a code has no words in a language.
 */
export const contentIssuesDe = {
  contentIssues: {
    required: "Pflichtfeld: Bitte ausfüllen.",
    missing: "Fehlt.",
    number: "Bitte eine Zahl eingeben.",
    integer: "Bitte eine ganze Zahl eingeben.",
    min_number: "Mindestens {min}.",
    above_number: "Muss größer als {min} sein.",
    max_number: "Höchstens {max}.",
    min_items: "Mindestens {min} Einträge.",
    max_items: "Höchstens {max} Einträge.",
    max_length: "Höchstens {max} Zeichen.",
    option: "Bitte eine der angebotenen Möglichkeiten wählen.",
    slug: "Nur Kleinbuchstaben, Ziffern und Bindestriche.",
    date: "Bitte ein gültiges Datum wählen.",
    unknown_key: "Unbekanntes Feld „{key}“.",
    min_max: "Der kleinste Wert darf nicht größer sein als der größte.",
    season_needs_months: "Ein Event mit Saison braucht auch die Monate, in denen es stattfindet.",
    invalid: "Dieser Wert passt nicht.",
    price_quote_mismatch:
      "Der Text nennt {quoted} €, der Preis ab ist aber {price} €. Bitte den Text anpassen.",
    people_quote_mismatch:
      "Der Text nennt {quoted} Personen, die Gruppengröße ist aber {range}. Bitte den Text anpassen.",
    list_price_quote_mismatch:
      "Der Text nennt {quoted} €, das günstigste Event der Seite kostet aber ab {price} €.",
    list_people_quote_mismatch:
      "Der Text nennt {quoted} Personen, die Events der Seite sind aber für {range} Personen.",
    unknown_picture: "Das Bild „{id}“ gibt es nicht. Bitte ein Bild wählen.",
    unknown_event: "Das Event „{id}“ gibt es nicht.",
    listed_twice: "„{id}“ steht zweimal in der Liste.",
    variant_missing: "Wird auf „{page}“ ({language}) gezeigt und braucht dort diese Angabe.",
    not_listed: "Steht auf keiner Listenseite.",
    event_exists_twice: "Das Event „{id}“ gibt es zweimal.",
    slug_taken: "Diese Adresse hat schon ein anderer Artikel.",
    id_taken: "Diese Nummer hat schon ein anderer Artikel.",
    promotion_before_date: "Die Aktion endet vor dem Datum des Artikels.",
    reading_time:
      "Die Lesezeit ist {stated} Minuten, der Text ({language}) liest sich aber in etwa {minutes} Minuten.",
    link_not_allowed:
      "Dieser Link ist nicht erlaubt: {href}. Links dürfen zu Seiten der Website (/…), zu https://…, mailto: oder tel: führen.",
    link_missing_anchor: "Der Link {href} zeigt auf eine Überschrift, die es im Text nicht gibt.",
    link_unknown_page: "Der Link {href} zeigt auf eine Seite, die es nicht gibt.",
    markdown: "Der Text lässt sich nicht darstellen.",
    document_missing: "Dieser Inhalt fehlt.",
    document_twice: "Diesen Inhalt gibt es zweimal.",
    nothing_to_publish: "Es gibt keinen Entwurf zum Veröffentlichen.",
    nothing_changed: "Nichts geändert: Die Website zeigt bereits diesen Stand.",
  },
};
