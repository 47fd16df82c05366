/**
 * German texts of the booking calendar ("Kalender": month, week, list by day) and of one's
 * own calendar subscription on "Mein Konto"; they define the shape.
 */
export const calendarDe = {
  calendar: {
    title: "Kalender",
    views: "Ansicht",
    month: "Monat",
    week: "Woche",
    previousMonth: "Vorheriger Monat",
    nextMonth: "Nächster Monat",
    previousWeek: "Vorherige Woche",
    nextWeek: "Nächste Woche",
    today: "Heute",
    weekTitle: "KW {week} · {range}",
    more: "+{count} weitere",
    moreLabel: "{count} weitere Buchungen am {day} in der Wochenansicht",
    allDay: "ganztägig",
    people: "{count} Pers.",
    place: "Ort",
    owner: "Zuständig",
    nobody: "niemand",
    noPlace: "Ort offen",
    empty: "Keine Buchungen in diesem Zeitraum.",
    noneThisDay: "Keine Buchungen",
    count: "{count} Buchungen",
    countOne: "1 Buchung",
    todayMark: "heute",
    hint: "Jedes angenommene Angebot ist eine Buchung. Ein Klick öffnet das Angebot.",
  },
  booking: {
    title: "Buchung",
    version: "Version {version}",
    states: {
      confirmed: "bestätigt",
      changed: "geändert",
      held: "durchgeführt",
      cancelled: "storniert",
    },
    when: "{date}{time}",
    allDay: ", ganztägig",
    people: "{count} Teilnehmende",
    noPlace: "Ort offen",
    items: "Events und Extras",
    cancelledAt: "Storniert am {time} ({by}).",
    by: {
      customer: "vom Kunden online",
      staff_for_customer: "für den Kunden",
      agency: "durch uns",
    },
    fee: "Stornogebühr {rate}: {fee}",
    depositCredited: "Anzahlung angerechnet: {deposit}",
    due: "Zu zahlen: {due}",
    refund: "Zu erstatten: {refund}",
    cancelForCustomer: "Für den Kunden stornieren",
    cancelForCustomerTitle: "Buchung für den Kunden stornieren?",
    cancelForCustomerText:
      "{days} Tage vor dem Event. Laut AGB: Stornogebühr {rate} = {fee}; die Anzahlung von {deposit} wird angerechnet. {owed} Kunde und Kalender erfahren es sofort.",
    cancelByAgency: "Absage durch uns",
    cancelByAgencyTitle: "Buchung durch uns absagen?",
    cancelByAgencyText:
      "Der Kunde zahlt nichts; eine Anzahlung von {deposit} wird vollständig erstattet. Die E-Mail an den Kunden bietet einen neuen Termin an.",
    owedDue: "Zu zahlen: {due}.",
    owedRefund: "Zu erstatten: {refund}.",
    owedNothing: "Es ist nichts zu zahlen.",
    confirmCancel: "Verbindlich stornieren",
    keep: "Nicht stornieren",
    cancelled: "Die Buchung ist storniert; der Kunde bekommt eine E-Mail.",
    feeChanged:
      "Die Gebühr hat sich inzwischen geändert (ein neuer Tag). Bitte sehen Sie sie sich noch einmal an.",
    failed: "Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.",
    versions: "Frühere Versionen",
    agreement: {
      acceptance: "Annahme des Angebots",
      mail: "per E-Mail",
      page: "auf der Angebotsseite",
    },
  },
  calendarFeed: {
    title: "Kalender-Abo",
    intro:
      "Die Buchungen in Ihrer Kalender-App (iPhone, Google, Outlook): Sie abonnieren eine geheime Adresse, die App holt sich Änderungen selbst, etwa stündlich. Sie zeigt zwei Monate zurück und ein Jahr voraus.",
    none: "Sie haben noch keine Abo-Adresse.",
    since:
      "Ihre Abo-Adresse besteht seit {date}. Sie wird aus Sicherheitsgründen nur einmal angezeigt.",
    make: "Abo-Adresse erstellen",
    address: "Ihre Abo-Adresse",
    onceOnly:
      "Kopieren Sie die Adresse jetzt: Sie wird nur dieses eine Mal angezeigt. Wer sie kennt, sieht die Buchungen; geben Sie sie nicht weiter.",
    copy: "Adresse kopieren",
    copied: "Kopiert.",
    copyFailed: "Kopieren ging nicht: Bitte markieren und kopieren Sie die Adresse selbst.",
    openInApp: "In der Kalender-App öffnen",
    howTo: "So abonnieren Sie die Adresse",
    iphone:
      "iPhone: Einstellungen → Apps → Kalender → Kalender-Accounts → Account hinzufügen → Andere → Kalenderabo hinzufügen, Adresse einfügen.",
    google:
      "Google Kalender (im Browser am Computer): links bei „Weitere Kalender“ auf + → „Per URL“, Adresse einfügen, „Kalender hinzufügen“.",
    outlook:
      "Outlook: Kalender → Kalender hinzufügen → „Aus dem Internet abonnieren“, Adresse einfügen.",
    reset: "Neue Adresse erstellen",
    resetTitle: "Neue Abo-Adresse erstellen?",
    resetText:
      "Die alte Adresse funktioniert danach nicht mehr. Kalender, die sie abonniert haben, müssen die neue bekommen.",
    resetConfirm: "Neue Adresse erstellen",
    turnOff: "Abo beenden",
    turnOffTitle: "Kalender-Abo beenden?",
    turnOffText:
      "Die Adresse funktioniert danach nicht mehr; abonnierte Kalender bekommen keine Buchungen mehr.",
    turnOffConfirm: "Abo beenden",
    cancel: "Abbrechen",
    turnedOff: "Das Abo ist beendet.",
    failed: "Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.",
  },
};
