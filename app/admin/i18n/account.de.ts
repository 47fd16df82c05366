/**
 * German texts of one's own preferences ("Mein Konto": notifications, new leads in turn) and
 * of the owners' assignment setting ("Personen"); they define the shape.
 */
export const accountDe = {
  notifications: {
    title: "Benachrichtigungen",
    dailyMail: "Morgens um 8 Uhr eine Mail mit meinen fälligen Schritten",
    dailyMailHint:
      "Die überfälligen und heutigen Schritte der Anfragen, für die Sie zuständig sind, mit Links. Ohne fällige Schritte kommt keine Mail. Sie kommt in der Sprache, die Sie hier zuletzt gewählt haben.",
    answersInMorningMail: "Antworten auf meine Anfragen nur in der Morgenmail",
    answersInMorningMailHint:
      "Aus: eine kurze Mail sofort, wenn eine Kundin oder ein Kunde auf eine Ihrer Anfragen antwortet. An: keine Einzelmails, die neuen Antworten stehen in der Mail am Morgen.",
    takesNewLeads: "Neue Anfragen reihum an mich",
    takesNewLeadsHint:
      "Ob neue Anfragen reihum verteilt werden, entscheiden die Inhaber:innen unter „Personen“.",
    assignmentManual: "Zurzeit werden neue Anfragen niemandem zugewiesen.",
    assignmentRoundRobin:
      "Zurzeit gehen neue Anfragen reihum an alle, die das eingeschaltet haben.",
    on: "An",
    off: "Aus",
    saved: "Gespeichert.",
    failed: "Nicht gespeichert. Bitte versuchen Sie es noch einmal.",
  },
  assignment: {
    legend: "Neue Anfragen",
    manual: "nicht zuweisen",
    manualHint: "Neue Anfragen bleiben ohne Zuständige:n, bis jemand sie übernimmt.",
    roundRobin: "reihum an die Personen, die das in ihrem Konto eingeschaltet haben",
    roundRobinHint: "Jede neue Anfrage geht an die nächste Person der Reihe.",
    assignees: "Eingeschaltet haben es: {names}.",
    noAssignees:
      "Bisher hat das niemand in „Mein Konto“ eingeschaltet: Neue Anfragen bleiben ohne Zuständige:n.",
    saved: "Gespeichert.",
  },
};
