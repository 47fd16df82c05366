/**
 * German words of the content editor's form and page (fields, autosave, leaving, the
 * advanced section, new entries); mirrored by content-editor.en.ts.
 */
export const contentEditorDe = {
  contentEditor: {
    length: "{length} von etwa {recommended} Zeichen",
    lengthOver: "{length} Zeichen: länger als die etwa {recommended}, die angezeigt werden",
    markdownHint: "Formatierung mit Markdown: ## Zwischenüberschrift, **fett**, [Link](/contact).",
    markdownPreview: "Vorschau zeigen",
    markdownEdit: "Text bearbeiten",
    markdownHelpTitle: "Formatierungshilfe",
    markdownHelp: [
      "## Zwischenüberschrift",
      "**fett** und *kursiv*",
      "- Aufzählungspunkt",
      "[Linktext](/contact) oder [Linktext](https://…)",
    ],
    monthsHint: "Keiner angekreuzt: das ganze Jahr.",
    choose: "Bitte wählen",
    minutes: "{count} Min.",
    readingTimeHint: "Aus dem Text berechnet (etwa 200 Wörter pro Minute).",
    texts: "Texte",
    facts: "Angaben für beide Sprachen",
    advanced: "Adresse und Suchmaschinen",
    advancedIntro:
      "Titel und Beschreibung für Suchmaschinen werden aus Titel und Anreißer gefüllt, bis Sie sie selbst ändern.",
    address: "Adresse der Seite",
    addressHint:
      "Kleinbuchstaben, Ziffern und Bindestriche. Die alte Adresse leitet danach weiter.",
    addressFixed: "Die Adresse wird beim Anlegen festgelegt.",
    googlePreview: "So erscheint die Seite bei Google ({language})",
    saving: "Wird gespeichert …",
    savedAt: "Gespeichert um {time}",
    saveFailed: "Nicht gespeichert – bitte „Entwurf speichern“ wählen.",
    unsaved: "Ungespeicherte Änderungen",
    savedDraft: "Entwurf gespeichert um {time}.",
    published: "Veröffentlicht. Die Seite ist in wenigen Sekunden online.",
    restored:
      "Version wiederhergestellt und veröffentlicht. Die Seite ist in wenigen Sekunden online.",
    nothingToPublish: "Nichts zu veröffentlichen: Die Website ist aktuell.",
    draftBy: "Entwurf vom {time}, {name}.",
    leaveTitle: "Seite verlassen?",
    leaveText:
      "Ihre letzten Änderungen sind noch nicht gespeichert. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.",
    leaveConfirm: "Verlassen ohne Speichern",
    stay: "Bleiben",
    discardTitle: "Entwurf verwerfen?",
    discardText:
      "Alle Änderungen des Entwurfs gehen verloren. Das Formular zeigt danach wieder den veröffentlichten Stand.",
    discardConfirm: "Entwurf verwerfen",
    newTitle: "Titel (Deutsch)",
    newAddress: "Adresse der Seite",
    newAddressHint: "Aus dem Titel vorgeschlagen; Kleinbuchstaben, Ziffern und Bindestriche.",
    schedule: "Zeitplan",
    close: "Schließen",
  },
};
