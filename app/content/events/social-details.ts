/**
 * Detail pages (`detail`) of the social events, in both languages; ./social.ts attaches each
 * to its event. Each language's social page lists only three of them (docs/product.md#event-lists),
 * but every one has its page in both languages (docs/decisions/0136-a-page-for-every-event.md).
 * They quote only the facts of the event's card (group size, hours, price, location, highlights).
 */
import type { EventDetailEntry } from "./detail-entry";

export const socialDetails = {
  bowling: {
    de: {
      seo: {
        title: "Bowling als Firmenfeier in Berlin – Teamabend mit Turnier",
        description:
          "Bowling für 8-120 Personen in Berlin-Steglitz: reservierte Bahnen, Fingerfood-Buffet und Turnier mit Pokal. 2-3 Stunden, ab 39 € pro Person.",
        keywords: [
          "Bowling Firmenfeier Berlin",
          "Teamabend Bowling",
          "Social Event Berlin",
          "Firmenfeier",
        ],
      },
      category: "Social Event",
      body: [
        "Manchmal braucht es kein großes Programm, sondern einfach einen guten Abend. Beim Bowling hat Ihr Team eigene, reservierte Bahnen im Bowlingcenter in Berlin-Steglitz – und jede Menge Gelegenheiten, gemeinsam zu lachen, zu jubeln und über den letzten Wurf zu fachsimpeln.",
        "Damit niemand hungrig bleibt, steht ein Fingerfood-Buffet bereit. Wer möchte, spielt einfach drauflos; für alle mit Ehrgeiz gibt es ein kleines Turnier, bei dem das beste Team den Pokal mit nach Hause nimmt.",
        "Bowling ist der unkomplizierte Feierabend: ohne Vorkenntnisse, ohne Dresscode, für Einsteiger wie für alle, die schon einmal eine Strike-Serie hingelegt haben. Wir kümmern uns um Reservierung und Essen.",
      ],
      features: [
        "Reservierte Bahnen für Ihr Team",
        "Fingerfood-Buffet",
        "Kleines Turnier mit Pokal",
        "Bowlingcenter in Berlin-Steglitz",
        "Stimmung: locker & gesellig",
      ],
    },
    en: {
      seo: {
        title: "Bowling in Berlin – a Team Night with a Tournament",
        description:
          "Bowling for 8-120 people in Berlin-Steglitz: reserved lanes, a finger-food buffet and a tournament with a trophy. 2-3 hours, from €39 per person.",
        keywords: [
          "bowling company party Berlin",
          "team night bowling",
          "social event Berlin",
          "company party",
        ],
      },
      category: "Social event",
      body: [
        "Sometimes you don't need a big programme, just a good evening. For bowling your team has its own reserved lanes at the bowling centre in Berlin-Steglitz – and plenty of chances to laugh, cheer and debate that last throw together.",
        "So nobody goes hungry, a finger-food buffet is ready. Anyone who wants to can simply play; for the ambitious there is a small tournament in which the best team takes home the trophy.",
        "Bowling is the easy after-work event: no experience needed, no dress code, for beginners and strike-streak veterans alike. We take care of the booking and the food.",
      ],
      features: [
        "Reserved lanes for your team",
        "Finger-food buffet",
        "A small tournament with a trophy",
        "Bowling centre in Berlin-Steglitz",
        "Mood: relaxed & sociable",
      ],
    },
  },
  karaoke: {
    de: {
      seo: {
        title: "Karaoke als Firmenfeier in Berlin – private Lounge fürs Team",
        description:
          "Karaoke für 8-80 Personen in Berlin-Friedrichshain: private Lounge, über 20.000 Songs, Moderation und Duett-Battle. 2-4 Stunden, ab 45 € pro Person.",
        keywords: [
          "Karaoke Firmenfeier Berlin",
          "Karaoke Teamabend",
          "Social Event Berlin",
          "Firmenfeier",
        ],
      },
      category: "Social Event",
      body: [
        "Laut, ausgelassen und garantiert unvergesslich: Beim Karaoke gehört Ihrem Team eine private Lounge in einer Karaoke-Bar in Berlin-Friedrichshain. Über 20.000 Songs stehen zur Wahl – von der Schlagerhymne bis zum Rockklassiker ist für jeden Geschmack etwas dabei.",
        "Ein Moderator führt durch den Abend, sorgt für Stimmung und lockt auch die Schüchternen ans Mikro. Spätestens beim Duett-Battle singen Kolleginnen und Kollegen zusammen, die sich sonst nur aus Meetings kennen.",
        "Niemand muss singen können, um Spaß zu haben – und oft sind es gerade die schiefen Töne, über die man am nächsten Morgen im Büro noch lacht.",
      ],
      features: [
        "Private Karaoke-Lounge",
        "Über 20.000 Songs",
        "Moderation durch den Abend",
        "Duett-Battle",
        "Karaoke-Bar in Berlin-Friedrichshain",
      ],
    },
    en: {
      seo: {
        title: "Karaoke in Berlin – a Private Lounge for Your Team",
        description:
          "Karaoke for 8-80 people in Berlin-Friedrichshain: a private lounge, over 20,000 songs, a host and a duet battle. 2-4 hours, from €45 per person.",
        keywords: [
          "karaoke company party Berlin",
          "karaoke team night",
          "social event Berlin",
          "company party",
        ],
      },
      category: "Social event",
      body: [
        "Loud, lively and guaranteed unforgettable: for karaoke your team has a private lounge in a karaoke bar in Berlin-Friedrichshain. Over 20,000 songs are on offer – from cheesy pop anthems to rock classics, there is something for every taste.",
        "A host guides you through the evening, keeps the mood up and coaxes even the shyest to the mic. By the duet battle at the latest, colleagues who usually only meet in meetings are singing together.",
        "Nobody needs to be able to sing to have fun – and it is often the off-key notes that still make the office laugh the next morning.",
      ],
      features: [
        "A private karaoke lounge",
        "Over 20,000 songs",
        "A host for the evening",
        "Duet battle",
        "Karaoke bar in Berlin-Friedrichshain",
      ],
    },
  },
  minigolf: {
    de: {
      seo: {
        title: "Schwarzlicht-Minigolf in Berlin – Teamevent mit Get-together",
        description:
          "Minigolf für 8-100 Personen in Berlin-Kreuzberg: 18 Schwarzlicht-Bahnen, Team-Wertung und Get-together an der Bar. 1-2 Stunden, ab 39 € pro Person.",
        keywords: [
          "Minigolf Firmenfeier Berlin",
          "Schwarzlicht Minigolf",
          "Teamabend Berlin",
          "Social Event",
        ],
      },
      category: "Social Event",
      body: [
        "Schwarzlicht, Windmühlen und knifflige Bahnen: Beim Indoor-Minigolf in Berlin-Kreuzberg leuchtet alles, und jede der 18 Bahnen hat ihre eigene Tücke. Hier braucht es Gefühl, Geduld und manchmal einfach Glück.",
        "Gespielt wird als Teamwettbewerb. Jeder Schlag zählt für die Team-Wertung, sodass auch ein verpatztes Loch von den anderen wieder wettgemacht werden kann. Das sorgt für Anfeuerungsrufe, Fachgespräche über den richtigen Winkel und viel Gelächter.",
        "Nach der letzten Bahn treffen sich alle zum Get-together an der Bar, wo die besten Schläge noch einmal erzählt und die Sieger gefeiert werden.",
      ],
      features: [
        "18 Schwarzlicht-Bahnen",
        "Teamwettbewerb mit Team-Wertung",
        "Get-together an der Bar",
        "Indoor-Minigolf in Berlin-Kreuzberg",
        "Stimmung: entspannt & verspielt",
      ],
    },
    en: {
      seo: {
        title: "Blacklight Mini Golf in Berlin – a Team Competition",
        description:
          "Mini golf for 8-100 people in Berlin-Kreuzberg: 18 blacklight holes, team scoring and a get-together at the bar. 1-2 hours, from €39 per person.",
        keywords: [
          "mini golf company party Berlin",
          "blacklight mini golf",
          "team night Berlin",
          "social event",
        ],
      },
      category: "Social event",
      body: [
        "Blacklight, windmills and tricky holes: at the indoor mini golf in Berlin-Kreuzberg everything glows, and each of the 18 holes has its own catch. It takes touch, patience and sometimes just luck.",
        "Play is a team competition. Every stroke counts towards the team score, so a botched hole can be made up by the others. That means cheering, expert debates about the right angle and plenty of laughter.",
        "After the last hole everyone meets for a get-together at the bar, where the best shots are retold and the winners celebrated.",
      ],
      features: [
        "18 blacklight holes",
        "Team competition with team scoring",
        "Get-together at the bar",
        "Indoor mini golf in Berlin-Kreuzberg",
        "Mood: easy-going & playful",
      ],
    },
  },
  "charitable-teambuilding": {
    de: {
      seo: {
        title: "Charity-Teambuilding in Berlin – gemeinsam Gutes tun",
        description:
          "Charity-Teambuilding für 10-50 Personen bei geprüften Berliner Partnerprojekten: anpacken, sichtbare Ergebnisse schaffen. 4-6 Stunden, ab 49 € pro Person.",
        keywords: [
          "Charity Teambuilding Berlin",
          "Corporate Volunteering",
          "CSR Teamevent",
          "Soziales Teamevent",
        ],
      },
      category: "Soziales Engagement",
      body: [
        "Gemeinsam Gutes tun: Beim Charity-Teambuilding packt Ihr Team bei einem Berliner Sozialprojekt an. Die Aufgaben reichen vom Renovieren eines Jugendtreffs bis zum Packen von Hilfspaketen – je nachdem, was unsere gemeinnützigen Partnerprojekte gerade brauchen.",
        "Alle Partnerprojekte sind von uns geprüft. Wir stimmen die Aufgabe mit dem Projekt und mit Ihnen ab, sodass sie zur Größe und zu den Fähigkeiten Ihres Teams passt. Vor Ort arbeiten alle Hand in Hand, und am Ende des Tages ist sichtbar, was gemeinsam geschafft wurde.",
        "Zum Abschluss kommen Sie mit dem Projektteam zusammen, erfahren, was Ihr Einsatz bewirkt, und haben Gelegenheit für Fragen. So verbindet das Event Teamgeist mit echtem Engagement in der Stadt.",
      ],
      features: [
        "Geprüfte gemeinnützige Partnerprojekte in ganz Berlin",
        "Aufgabe abgestimmt auf Projekt und Team",
        "Sichtbare Ergebnisse am Ende des Tages",
        "Abschluss mit Projektbesuch",
        "Drinnen oder draußen, je nach Projekt",
      ],
    },
    en: {
      seo: {
        title: "Charitable Teambuilding in Berlin – Doing Good Together",
        description:
          "Charitable team building for 10-50 people at vetted Berlin charity partners: lend a hand and create visible results. 4-6 hours, from €49 per person.",
        keywords: [
          "charity team building Berlin",
          "corporate volunteering Berlin",
          "CSR team event",
          "social impact event",
        ],
      },
      category: "Social impact event",
      body: [
        "Do good together: in Charitable Teambuilding your team lends a hand at a Berlin charity project. Tasks range from renovating a youth club to packing aid parcels – depending on what our charity partners need at the time.",
        "We vet every partner project ourselves. We agree the task with the project and with you, so it suits the size and the skills of your team. On site everyone works hand in hand, and by the end of the day you can see what you have achieved together.",
        "To finish, you meet the project team, hear what your work makes possible and have the chance to ask questions. The event combines team spirit with real commitment to the city.",
      ],
      features: [
        "Vetted charity partners across Berlin",
        "A task agreed with the project and your team",
        "Visible results by the end of the day",
        "Wrap-up with the project team",
        "Indoors or outdoors, depending on the project",
      ],
    },
  },
  "urban-gardening": {
    de: {
      seo: {
        title: "Urban Gardening in Berlin – Gemeinschaftsgarten im Team",
        description:
          "Urban Gardening für 8-30 Personen in Neukölln und Wedding: Hochbeete bauen, pflanzen, ernten, mit Gärtnern. 3-5 Stunden, ab 39 € pro Person.",
        keywords: [
          "Urban Gardening Teamevent",
          "Corporate Volunteering Berlin",
          "CSR Teamevent",
          "Gemeinschaftsgarten",
        ],
      },
      category: "Soziales Engagement",
      body: [
        "Hochbeete bauen, pflanzen, ernten: Beim Urban-Gardening-Projekt legt Ihr Team einen Gemeinschaftsgarten an – in Berlin-Neukölln oder im Wedding. Was dabei entsteht, bleibt nach dem Event der Nachbarschaft und wächst weiter.",
        "Erfahrene Gärtnerinnen und Gärtner leiten die Arbeit an. Zuerst werden die Hochbeete gebaut, dann mit Erde gefüllt und bepflanzt. Je nach Jahreszeit gehört auch die Ernte dazu. Grüne Daumen sind nicht nötig, nur die Bereitschaft, sich die Hände schmutzig zu machen.",
        "Das Projekt findet draußen statt, von April bis Oktober. Am Ende steht ein Garten, den Ihr Team gemeinsam geschaffen hat – und den die Nachbarschaft noch lange nutzt.",
      ],
      features: [
        "Hochbeete selbst bauen und bepflanzen",
        "Anleitung durch Gärtnerinnen und Gärtner",
        "Gemeinschaftsgärten in Berlin-Neukölln und Wedding",
        "Der Garten bleibt der Nachbarschaft",
        "Von April bis Oktober",
      ],
    },
    en: {
      seo: {
        title: "Urban Gardening in Berlin – a Community Garden as a Team",
        description:
          "Urban gardening for 8-30 people in Neukölln and Wedding: build raised beds, plant and harvest, guided by gardeners. 3-5 hours, from €39 per person.",
        keywords: [
          "urban gardening team event",
          "corporate volunteering Berlin",
          "CSR team event",
          "community garden",
        ],
      },
      category: "Social impact event",
      body: [
        "Build raised beds, plant, harvest: in the Urban Gardening Project your team creates a community garden – in Berlin-Neukölln or Wedding. What you build stays with the neighbourhood after the event and keeps on growing.",
        "Experienced gardeners guide the work. First the raised beds are built, then filled with soil and planted. Depending on the season, harvesting is part of it too. No green fingers are needed, just a willingness to get your hands dirty.",
        "The project takes place outdoors, from April to October. At the end there is a garden your team created together – and that the neighbourhood will use for a long time.",
      ],
      features: [
        "Build and plant raised beds yourselves",
        "Guided by gardeners",
        "Community gardens in Berlin-Neukölln and Wedding",
        "The garden stays with the neighbourhood",
        "From April to October",
      ],
    },
  },
  "social-innovation-workshop": {
    de: {
      seo: {
        title: "Social-Innovation-Workshop – Design Thinking mit Wirkung",
        description:
          "Social-Innovation-Workshop für 12-40 Personen: echte Aufgabe eines Sozialunternehmens, Design-Thinking-Coaches, Pitch. 4-8 Stunden, ab 59 € pro Person.",
        keywords: [
          "Social Innovation Workshop",
          "Design Thinking Teamevent",
          "CSR Workshop Berlin",
          "Corporate Volunteering",
        ],
      },
      category: "Soziales Engagement",
      body: [
        "Beim Social-Innovation-Workshop arbeitet Ihr Team an einer echten Herausforderung eines Berliner Sozialunternehmens. Statt einer ausgedachten Fallstudie steht eine Frage im Raum, deren Antwort wirklich gebraucht wird.",
        "Design-Thinking-Coaches führen durch den Prozess: die Herausforderung verstehen, Ideen entwickeln, die besten auswählen und greifbar machen. In kleinen Gruppen entstehen Lösungsansätze, die verschiedene Perspektiven Ihres Teams zusammenbringen.",
        "Zum Schluss pitchen die Gruppen ihre Ideen vor Expertinnen und Experten aus dem Sozialunternehmen. So lernt Ihr Team eine Methode, die sich auch im eigenen Arbeitsalltag anwenden lässt – und leistet dabei einen Beitrag, der über den Tag hinaus wirkt. Der Workshop findet in einem Coworking-Space für Sozialunternehmen statt oder in Ihren Räumen.",
      ],
      features: [
        "Echte Aufgabe eines Berliner Sozialunternehmens",
        "Design-Thinking-Coaches",
        "Arbeit in kleinen Gruppen",
        "Pitch vor Expertinnen und Experten",
        "Coworking-Space für Sozialunternehmen oder Ihre Räume",
      ],
      phases: [
        {
          title: "Verstehen",
          text: "Das Sozialunternehmen stellt seine Herausforderung vor; die Gruppen fragen nach und schärfen die Aufgabe.",
        },
        {
          title: "Ideen entwickeln",
          text: "Mit Design-Thinking-Methoden entstehen viele Ideen, die besten werden ausgewählt und ausgearbeitet.",
        },
        {
          title: "Pitch",
          text: "Die Gruppen stellen ihre Lösungen vor und erhalten Rückmeldung von den Expertinnen und Experten.",
        },
      ],
    },
    en: {
      seo: {
        title: "Social Innovation Workshop – Design Thinking with Impact",
        description:
          "A social innovation workshop for 12-40 people: a real social-enterprise brief, design-thinking coaches and a pitch. 4-8 hours, from €59 per person.",
        keywords: [
          "social innovation workshop",
          "design thinking team event",
          "CSR workshop Berlin",
          "corporate volunteering",
        ],
      },
      category: "Social impact event",
      body: [
        "In the Social Innovation Workshop your team works on a real challenge from a Berlin social enterprise. Instead of a made-up case study, there is a question on the table whose answer is genuinely needed.",
        "Design-thinking coaches guide the process: understand the challenge, develop ideas, pick the best ones and make them tangible. Working in small groups, your team produces approaches that bring its different perspectives together.",
        "To finish, the groups pitch their ideas to a panel of experts from the social enterprise. Your team learns a method it can use in everyday work – and makes a contribution that lasts beyond the day. The workshop takes place in a social-enterprise co-working space or at your premises.",
      ],
      features: [
        "A real brief from a Berlin social enterprise",
        "Design-thinking coaches",
        "Work in small groups",
        "A pitch to a panel of experts",
        "Social-enterprise co-working space or your premises",
      ],
      phases: [
        {
          title: "Understand",
          text: "The social enterprise presents its challenge; the groups ask questions and sharpen the brief.",
        },
        {
          title: "Develop ideas",
          text: "Design-thinking methods produce many ideas; the best are chosen and worked out.",
        },
        {
          title: "Pitch",
          text: "The groups present their solutions and receive feedback from the experts.",
        },
      ],
    },
  },
} satisfies Record<string, EventDetailEntry>;
