/**
 * Detail pages (`detail`) of the team-building events that did not have one before, in both
 * languages; ./teambuilding.ts attaches each to its event. They quote only the facts of the
 * event's card (group size, hours, price, location, highlights).
 */
import type { EventDetailEntry } from "./detail-entry";

export const teambuildingDetails = {
  "team-olympiade": {
    de: {
      seo: {
        title: "Team-Olympiade in Berlin – Teamwettkampf mit Medaillen",
        description:
          "Team-Olympiade für 20-1000 Personen: rund 100 Disziplinen zur Wahl, Stationsbetrieb mit Punkten, Medaillen und Siegerpodest. 3-5 Stunden, ab 59 € pro Person.",
        keywords: ["Team-Olympiade", "Firmenolympiade Berlin", "Teambuilding Berlin", "Sommerfest"],
      },
      category: "Teambuilding Event",
      body: [
        "Aus rund 100 Disziplinen stellen wir gemeinsam mit Ihnen eine Olympiade zusammen, die zu Ihrem Team passt: Aufgaben für geschickte Hände, für kluge Köpfe, für Schnelle und für alle, die gern einmal albern sein dürfen. So findet jede Person eine Disziplin, in der sie glänzt – und keine, bei der sie nur zuschaut.",
        "Gespielt wird im Stationsbetrieb. Die Teams ziehen von Station zu Station, lösen dort ihre Aufgabe und sammeln Punkte. Unsere Crew betreut die Stationen, erklärt die Regeln und führt die Wertung, damit sich Ihr Team ganz auf den Wettkampf konzentrieren kann.",
        "Zum Schluss steigen die besten Teams aufs Siegerpodest und erhalten ihre Medaillen. Die Olympiade findet auf einem Sportgelände in Berlin-Wannsee statt oder bei Ihnen vor Ort – drinnen wie draußen, für kleine Abteilungen ebenso wie für die ganze Belegschaft.",
      ],
      features: [
        "Programm aus rund 100 Disziplinen, auf Ihr Team abgestimmt",
        "Stationsbetrieb mit Betreuung und Punktewertung",
        "Medaillen und Siegerehrung auf dem Podest",
        "Auf dem Sportgelände in Berlin-Wannsee oder bei Ihnen vor Ort",
        "Drinnen wie draußen möglich",
      ],
    },
    en: {
      seo: {
        title: "Team Olympics in Berlin – a Team Contest with Medals",
        description:
          "Team Olympics for 20-1000 people: about 100 activities to choose from, stations with points, medals and a winners' podium. 3-5 hours, from €59 per person.",
        keywords: [
          "team olympics",
          "corporate olympics Berlin",
          "team building Berlin",
          "summer party",
        ],
      },
      category: "Team-building event",
      body: [
        "Together with you, we pick the activities for an Olympics that suits your team from about 100 options: challenges for nimble hands, for sharp minds, for the quick and for everyone who enjoys being a little silly for once. That way everyone finds a discipline to shine in – and none where they just stand and watch.",
        "The games run as stations. Teams move from station to station, complete each challenge and collect points. Our crew looks after the stations, explains the rules and keeps the score, so your team can concentrate entirely on the contest.",
        "At the end the best teams step onto the winners' podium to receive their medals. The Olympics take place on sports grounds in Berlin-Wannsee or at your venue – indoors or outdoors, for a single department or the whole company.",
      ],
      features: [
        "A programme drawn from about 100 activities, tailored to your team",
        "Supervised stations with points scoring",
        "Medals and an award ceremony on the podium",
        "On sports grounds in Berlin-Wannsee or at your venue",
        "Indoors or outdoors",
      ],
    },
  },
  flossbau: {
    de: {
      seo: {
        title: "Floßbau am Wannsee – Teamevent auf dem Wasser",
        description:
          "Floßbau am Großen Wannsee für 12-120 Personen: Bau ohne Nägel, Jungfernfahrt, Rettungswesten und Begleitboot. 3-4 Stunden, ab 79 € pro Person.",
        keywords: [
          "Floßbau Berlin",
          "Floßbau Teamevent",
          "Wannsee Teamevent",
          "Teambuilding Sommer",
        ],
      },
      category: "Teambuilding Event",
      body: [
        "Stämme, Fässer, Seile – und eine Aufgabe: ein Floß bauen, das das ganze Team trägt. Am Ufer des Großen Wannsees erhält jedes Team sein Material und eine kurze Einführung in die wichtigsten Knoten. Nägel und Schrauben gibt es nicht; was hält, hält durch gute Knoten und kluge Konstruktion.",
        "Schnell zeigt sich, wer plant, wer knotet und wer die Fässer schleppt. Das Team muss sich einigen, wie das Floß aussehen soll, die Arbeit verteilen und im Blick behalten, dass am Ende alles zusammenpasst. Unsere Crew gibt Tipps, greift aber nur ein, wenn es um die Sicherheit geht.",
        "Dann folgt der Moment der Wahrheit: die Jungfernfahrt auf dem Wannsee. Alle tragen Rettungswesten, ein Begleitboot ist stets in der Nähe. Ob das Floß elegant über das Wasser gleitet oder mit nassen Füßen ins Ziel kommt – gelacht wird in jedem Fall.",
      ],
      features: [
        "Stämme, Fässer und Seile für jedes Team",
        "Einführung in die Knotentechnik",
        "Jungfernfahrt auf dem Großen Wannsee",
        "Rettungswesten für alle und Begleitboot auf dem Wasser",
        "Von Mai bis September",
      ],
      phases: [
        {
          title: "Planung",
          text: "Jedes Team sichtet sein Material, lernt die Knoten und entscheidet, wie sein Floß aussehen soll.",
        },
        {
          title: "Bau",
          text: "Stämme und Fässer werden verbunden, nur mit Seilen und Knoten. Jetzt zählen Absprachen und gute Arbeitsteilung.",
        },
        {
          title: "Jungfernfahrt",
          text: "Mit Rettungswesten und Begleitboot geht es aufs Wasser: Trägt das Floß das ganze Team?",
        },
      ],
    },
    en: {
      seo: {
        title: "Raft Building on the Wannsee – a Team Event on the Water",
        description:
          "Raft building on the Großer Wannsee for 12-120 people: no nails, a maiden voyage, life jackets and a safety boat. 3-4 hours, from €79 per person.",
        keywords: [
          "raft building Berlin",
          "raft building team event",
          "Wannsee team event",
          "summer team building",
        ],
      },
      category: "Team-building event",
      body: [
        "Logs, barrels, ropes – and one task: build a raft that carries the whole team. On the shore of the Großer Wannsee every team receives its materials and a short introduction to the most important knots. There are no nails or screws; whatever holds, holds thanks to good knots and clever construction.",
        "It quickly becomes clear who plans, who ties and who hauls the barrels. The team has to agree on a design, share out the work and make sure everything fits together in the end. Our crew offers tips but only steps in when safety is at stake.",
        "Then comes the moment of truth: the maiden voyage on the Wannsee. Everyone wears a life jacket, and a safety boat is always close by. Whether the raft glides elegantly across the water or reaches the finish with wet feet – there is plenty of laughter either way.",
      ],
      features: [
        "Logs, barrels and ropes for every team",
        "An introduction to knot tying",
        "Maiden voyage on the Großer Wannsee",
        "Life jackets for everyone and a safety boat on the water",
        "From May to September",
      ],
      phases: [
        {
          title: "Planning",
          text: "Each team looks over its materials, learns the knots and decides what its raft will look like.",
        },
        {
          title: "Building",
          text: "Logs and barrels are lashed together with nothing but rope and knots. Now clear agreements and a good division of labour count.",
        },
        {
          title: "Maiden voyage",
          text: "Wearing life jackets, with the safety boat nearby, the teams take to the water: will the raft carry everyone?",
        },
      ],
    },
  },
  drachenboot: {
    de: {
      seo: {
        title: "Drachenboot-Rennen auf der Havel – Teamevent in Berlin",
        description:
          "Drachenboot-Rennen in Berlin-Spandau für 16-200 Personen: Training mit Steuerleuten, Trommler, Regatta mit Siegerehrung. 2-3 Stunden, ab 69 € pro Person.",
        keywords: [
          "Drachenboot Berlin",
          "Drachenboot Teamevent",
          "Teamevent Havel",
          "Firmenevent Sommer",
        ],
      },
      category: "Teambuilding Event",
      body: [
        "Im Drachenboot paddeln alle im selben Takt – oder das Boot kommt nicht voran. Kraft allein nützt wenig; es gewinnt die Crew, die am besten zusammenarbeitet. Genau deshalb ist das Drachenboot ein so ehrliches Bild für Teamarbeit.",
        "Am Bootshaus an der Havel in Berlin-Spandau erklären unsere Steuerleute die Technik, und die Crews üben zunächst in Ruhe: gleichmäßig eintauchen, auf den Trommler hören, gemeinsam beschleunigen. Schon nach wenigen Minuten spürt jede Crew, wie das Boot Fahrt aufnimmt, wenn alle im Takt sind.",
        "Dann wird es sportlich: In der Regatta treten die Boote gegeneinander an, angefeuert vom Ufer und vom Trommelschlag. Bei der Siegerehrung feiern alle zusammen – die schnellste Crew ebenso wie die, die am lautesten gelacht hat.",
      ],
      features: [
        "Drachenboote mit Trommler für den Takt",
        "Training mit erfahrenen Steuerleuten",
        "Regatta gegeneinander mit Siegerehrung",
        "Start am Bootshaus an der Havel, Berlin-Spandau",
        "Von Mai bis September",
      ],
      phases: [
        {
          title: "Einweisung",
          text: "Die Steuerleute erklären Boot, Paddel und Kommandos, jede Crew findet ihre Plätze.",
        },
        {
          title: "Training",
          text: "Gemeinsam im Takt paddeln, auf den Trommler hören, Starts üben.",
        },
        {
          title: "Regatta",
          text: "Die Boote treten gegeneinander an, bis die Siegercrew feststeht – mit Siegerehrung am Ufer.",
        },
      ],
    },
    en: {
      seo: {
        title: "Dragon Boat Race on the Havel – a Team Event in Berlin",
        description:
          "Dragon boat racing in Berlin-Spandau for 16-200 people: training with helmspeople, a drummer on board, a regatta with awards. 2-3 hours, from €69 per person.",
        keywords: [
          "dragon boat Berlin",
          "dragon boat team event",
          "team event Havel",
          "summer corporate event",
        ],
      },
      category: "Team-building event",
      body: [
        "In a dragon boat everyone paddles to the same beat – or the boat goes nowhere. Strength alone achieves little; the crew that works together best wins. That is exactly why the dragon boat is such an honest picture of teamwork.",
        "At the boathouse on the Havel in Berlin-Spandau our helmspeople explain the technique, and the crews practise at an easy pace first: dip the paddles evenly, listen to the drummer, speed up together. Within minutes every crew feels the boat pick up speed once everyone is in time.",
        "Then it gets competitive: in the regatta the boats race each other, cheered on from the shore and driven by the drum. At the award ceremony everyone celebrates together – the fastest crew as well as the one that laughed the loudest.",
      ],
      features: [
        "Dragon boats with a drummer setting the pace",
        "Training with experienced helmspeople",
        "A regatta against each other with an award ceremony",
        "Starting at the boathouse on the Havel, Berlin-Spandau",
        "From May to September",
      ],
      phases: [
        {
          title: "Briefing",
          text: "The helmspeople explain the boat, the paddles and the commands, and every crew takes its seats.",
        },
        {
          title: "Training",
          text: "Paddling in time, listening to the drummer, practising starts.",
        },
        {
          title: "Regatta",
          text: "The boats race each other until the winning crew is decided – with an award ceremony on the shore.",
        },
      ],
    },
  },
  "gps-schnitzeljagd": {
    de: {
      seo: {
        title: "GPS-Schnitzeljagd in Berlin – Teamevent mit Rätseln",
        description:
          "GPS-Schnitzeljagd für 10-500 Personen im Grunewald oder in der Innenstadt: GPS-Geräte inklusive, Rätsel an jedem Wegpunkt. 2-4 Stunden, ab 49 € pro Person.",
        keywords: [
          "GPS-Schnitzeljagd Berlin",
          "Geocaching Teamevent",
          "Schnitzeljagd Firma",
          "Teambuilding Berlin",
        ],
      },
      category: "Teambuilding Event",
      body: [
        "Statt Kreidepfeilen gibt es Koordinaten: Mit GPS-Geräten in der Hand folgen Ihre Teams einer Spur aus Wegpunkten. An jedem wartet ein Rätsel, und erst die richtige Lösung verrät, wohin es weitergeht. Versteckte Hinweise wollen gefunden, Zahlen kombiniert und Entscheidungen gemeinsam getroffen werden.",
        "Die Route legen wir nach Ihren Wünschen an – durch den Grunewald für alle, die es grün mögen, oder durch die Berliner Innenstadt. Vor dem Start erklären wir die Geräte und die Regeln, sodass auch Teams ohne Geocaching-Erfahrung sofort loslegen können.",
        "Große Gruppen teilen wir in mehrere Teams auf, die sich unterwegs begegnen, aber ihre eigenen Rätsel lösen. Am Ziel kommen alle wieder zusammen und vergleichen, wer die Spur am schnellsten und am klügsten verfolgt hat.",
      ],
      features: [
        "GPS-Geräte für alle Teams inklusive",
        "Rätsel und Hinweise an jedem Wegpunkt",
        "Route nach Ihren Wünschen, im Grunewald oder in der Innenstadt",
        "Einweisung in Geräte und Regeln vor dem Start",
        "Geeignet für kleine Teams und große Gruppen",
      ],
    },
    en: {
      seo: {
        title: "GPS Scavenger Hunt in Berlin – a Team Event with Puzzles",
        description:
          "A GPS scavenger hunt for 10-500 people in the Grunewald or central Berlin: GPS devices included, a puzzle at every waypoint. 2-4 hours, from €49 per person.",
        keywords: [
          "GPS scavenger hunt Berlin",
          "geocaching team event",
          "corporate scavenger hunt",
          "team building Berlin",
        ],
      },
      category: "Team-building event",
      body: [
        "Coordinates instead of chalk arrows: GPS devices in hand, your teams follow a trail of waypoints. A puzzle waits at each one, and only the right answer reveals where to go next. Hidden clues have to be found, numbers combined and decisions made together.",
        "We plan the route to your wishes – through the Grunewald forest for those who like it green, or through central Berlin. Before the start we explain the devices and the rules, so even teams without any geocaching experience can get going straight away.",
        "Large groups are split into several teams that cross paths along the way but solve their own puzzles. At the finish everyone comes together again to compare who followed the trail the fastest and the smartest.",
      ],
      features: [
        "GPS devices for every team included",
        "Puzzles and clues at every waypoint",
        "A route to your wishes, in the Grunewald or central Berlin",
        "An introduction to the devices and rules before the start",
        "Suits small teams and large groups alike",
      ],
    },
  },
  "outdoor-escape-game": {
    de: {
      seo: {
        title: "Outdoor Escape Game in Berlin – Rätsel unter freiem Himmel",
        description:
          "Outdoor Escape Game für 10-300 Personen im Park oder auf Ihrem Firmengelände: mobile Rätselkisten und Countdown. 2-3 Stunden, ab 59 € pro Person.",
        keywords: [
          "Outdoor Escape Game Berlin",
          "Escape Game Firma",
          "Rätsel Teamevent",
          "Teambuilding Berlin",
        ],
      },
      category: "Teambuilding Event",
      body: [
        "Das Prinzip kennen viele aus dem Escape Room: Rätsel lösen, Codes knacken, Schlösser öffnen – bevor die Zeit abläuft. Beim Outdoor Escape Game nehmen wir diese Spannung mit nach draußen, in einen Park oder auf Ihr Firmengelände in Berlin.",
        "Jedes Team erhält eine mobile Rätselkiste, die mit mehreren Schlössern gesichert ist. Die Hinweise stecken in Texten, Bildern und Gegenständen; manche Aufgaben lassen sich nur lösen, wenn das Team seine Stärken bündelt. Der Countdown läuft mit, und mit jedem geöffneten Schloss steigt die Spannung.",
        "Weil die Kisten mobil sind, spielen auch große Gruppen gleichzeitig: Mehrere Teams treten parallel an, und am Ende zeigt sich, wer am schnellsten entkommen ist. Unsere Spielleitung erklärt die Regeln, hilft bei Bedarf mit Tipps und kürt die Sieger.",
      ],
      features: [
        "Mobile Rätselkisten mit mehreren Schlössern",
        "Countdown für jedes Team",
        "Parallele Spielrunden, auch für große Gruppen",
        "Im Park oder auf Ihrem Firmengelände in Berlin",
        "Spielleitung mit Einweisung, Tipps und Siegerehrung",
      ],
    },
    en: {
      seo: {
        title: "Outdoor Escape Game in Berlin – Puzzles in the Open Air",
        description:
          "An outdoor escape game for 10-300 people in a park or on your company grounds: mobile puzzle boxes and a countdown. 2-3 hours, from €59 per person.",
        keywords: [
          "outdoor escape game Berlin",
          "corporate escape game",
          "puzzle team event",
          "team building Berlin",
        ],
      },
      category: "Team-building event",
      body: [
        "Many people know the idea from escape rooms: solve puzzles, crack codes, open locks – before time runs out. The Outdoor Escape Game takes that thrill outside, into a park or onto your company grounds in Berlin.",
        "Each team receives a mobile puzzle box secured with several locks. The clues are hidden in texts, pictures and objects; some tasks can only be solved when the team pools its strengths. The countdown keeps running, and every lock that opens raises the tension.",
        "Because the boxes are mobile, large groups can play at the same time: several teams compete side by side, and at the end it becomes clear who escaped the fastest. Our game master explains the rules, helps with hints when needed and crowns the winners.",
      ],
      features: [
        "Mobile puzzle boxes with several locks",
        "A countdown for every team",
        "Parallel rounds, for large groups too",
        "In a park or on your company grounds in Berlin",
        "A game master with briefing, hints and award ceremony",
      ],
    },
  },
  bogenschiessen: {
    de: {
      seo: {
        title: "Bogenschießen Teamevent Berlin – mit lizenzierten Trainern",
        description:
          "Bogenschießen als Teamevent in Berlin-Kladow für 8-80 Personen: lizenzierte Trainer, 3D-Ziele im Gelände, Team-Turnier. 2-3 Stunden, ab 55 € pro Person.",
        keywords: [
          "Bogenschießen Teamevent Berlin",
          "Bogenschießen Firma",
          "Teambuilding Berlin",
          "Firmenevent",
        ],
      },
      category: "Teambuilding Event",
      body: [
        "Beim Bogenschießen zählt nicht Kraft, sondern Ruhe: sicher stehen, gleichmäßig atmen, den Blick aufs Ziel richten und im richtigen Moment loslassen. Wer das einmal erlebt hat, weiß, wie gut es tut, für ein paar Sekunden nichts anderes im Kopf zu haben.",
        "Auf dem Bogenplatz in Berlin-Kladow führen lizenzierte Trainer Ihr Team in die Grundlagen ein – Haltung, Technik und Sicherheit. Vorkenntnisse braucht niemand. Nach den ersten Pfeilen auf die Scheibe geht es ins Gelände, wo 3D-Ziele warten und jeder Treffer ein kleines Erfolgserlebnis ist.",
        "Zum Abschluss treten die Teams im Turnier gegeneinander an. Jetzt zählt jeder Pfeil fürs Team, und die Trainer behalten Wertung und Sicherheit im Blick. Das Teamevent funktioniert drinnen wie draußen, sodass es auch bei unbeständigem Wetter stattfinden kann.",
      ],
      features: [
        "Einführung durch lizenzierte Trainer",
        "Bogen und Pfeile für alle",
        "Scheiben und 3D-Ziele im Gelände",
        "Team-Turnier mit Wertung zum Abschluss",
        "Bogenplatz in Berlin-Kladow, drinnen wie draußen",
      ],
    },
    en: {
      seo: {
        title: "Archery Team Event in Berlin – with Licensed Coaches",
        description:
          "Archery as a team event in Berlin-Kladow for 8-80 people: licensed coaches, 3D targets in the field, a team tournament. 2-3 hours, from €55 per person.",
        keywords: [
          "archery team event Berlin",
          "corporate archery",
          "team building Berlin",
          "corporate event",
        ],
      },
      category: "Team-building event",
      body: [
        "Archery is not about strength but about calm: a steady stance, even breathing, eyes on the target and letting go at the right moment. Anyone who has tried it knows how good it feels to have nothing else on your mind for a few seconds.",
        "At the archery range in Berlin-Kladow, licensed coaches introduce your team to the basics – posture, technique and safety. No previous experience is needed. After the first arrows at the target boards the group moves into the field, where 3D targets are waiting and every hit is a small triumph.",
        "To finish, the teams compete in a tournament. Now every arrow counts for the team, and the coaches keep track of the scores and of safety. The event works indoors and outdoors, so it can go ahead even when the weather is changeable.",
      ],
      features: [
        "Introduction by licensed coaches",
        "Bows and arrows for everyone",
        "Target boards and 3D targets in the field",
        "A scored team tournament to finish",
        "Archery range in Berlin-Kladow, indoors and outdoors",
      ],
    },
  },
  kistenklettern: {
    de: {
      seo: {
        title: "Kistenklettern in Berlin – Teamevent mit Seilsicherung",
        description:
          "Kistenklettern für 8-60 Personen: gesichert von Kletterprofis, Vertrauen zwischen oben und unten, Rekordversuch pro Team. 2-3 Stunden, ab 49 € pro Person.",
        keywords: [
          "Kistenklettern Berlin",
          "Klettern Teamevent",
          "Teambuilding Vertrauen",
          "Firmenevent Berlin",
        ],
      },
      category: "Teambuilding Event",
      body: [
        "Eine Getränkekiste ist schnell gestapelt – solange man unten steht. Beim Kistenklettern steht die kletternde Person oben auf dem wachsenden Turm und baut ihn Kiste für Kiste weiter in die Höhe, während das Team unten Kisten anreicht und die nächsten Schritte ansagt.",
        "Unsere Kletterprofis sichern jede Person am Seil und erklären vorher Ausrüstung und Ablauf. So kann sich die Person oben ganz auf Balance und Konzentration einlassen, und das Team unten merkt schnell, wie viel von klarer Kommunikation und Vertrauen abhängt.",
        "Jedes Team startet seinen eigenen Rekordversuch: Wie hoch kommt Ihr Turm, bevor er wackelt? Das Event findet in einer Kletterhalle oder auf einem Outdoor-Gelände in Berlin statt und ist damit nicht vom Wetter abhängig.",
      ],
      features: [
        "Sicherung am Seil durch Kletterprofis",
        "Sicherungsausrüstung und Kisten",
        "Einweisung in Ausrüstung und Ablauf",
        "Rekordversuch für jedes Team",
        "In einer Kletterhalle oder auf einem Outdoor-Gelände in Berlin",
      ],
    },
    en: {
      seo: {
        title: "Crate Climbing in Berlin – a Team Event on the Rope",
        description:
          "Crate climbing for 8-60 people: belayed by climbing pros, trust between top and bottom, a record attempt per team. 2-3 hours, from €49 per person.",
        keywords: [
          "crate climbing Berlin",
          "climbing team event",
          "trust team building",
          "corporate event Berlin",
        ],
      },
      category: "Team-building event",
      body: [
        "Stacking drinks crates is easy – as long as you are standing on the ground. In crate climbing the climber stands on top of a growing tower and builds it higher crate by crate, while the team below passes up new crates and calls out the next moves.",
        "Our climbing pros belay every climber on a rope and explain the equipment and the procedure beforehand. That lets the person at the top focus entirely on balance and concentration, and the team below quickly notices how much depends on clear communication and trust.",
        "Every team makes its own record attempt: how high will your tower get before it starts to sway? The event takes place in a climbing hall or on an outdoor site in Berlin, so it does not depend on the weather.",
      ],
      features: [
        "Belayed on a rope by climbing pros",
        "Safety equipment and crates",
        "A briefing on equipment and procedure",
        "A record attempt for every team",
        "In a climbing hall or on an outdoor site in Berlin",
      ],
    },
  },
  "bubble-football": {
    de: {
      seo: {
        title: "Bubble Football in Berlin – Fußball im Ball als Teamevent",
        description:
          "Bubble Football für 10-80 Personen in Sporthalle oder auf Rasen: Bubbles in allen Größen, Schiedsrichter und Turnierplan. 1-2 Stunden, ab 45 € pro Person.",
        keywords: [
          "Bubble Football Berlin",
          "Bubble Soccer",
          "Teamevent Berlin",
          "Firmenevent Sport",
        ],
      },
      category: "Teambuilding Event",
      body: [
        "Beim Bubble Football steckt der Oberkörper in einem großen, aufblasbaren Ball. Das Ergebnis: Fußball, bei dem niemand ernst bleiben kann. Man rempelt, rollt, kippt um, steht wieder auf – und lacht dabei mehr als bei jedem anderen Spiel.",
        "Fußballtalent ist ausdrücklich nicht nötig. Die Bubbles gibt es in allen Größen, und die Zusammenstöße sind harmlos, weil jede Person rundum gepolstert ist. Vor dem Anpfiff erklären wir, wie man die Bubble trägt, und lassen alle ein paar Runden zum Eingewöhnen laufen.",
        "Danach geht es nach Turnierplan weiter, mit Schiedsrichter und kurzen Spielen, damit alle Teams mehrfach antreten. Gespielt wird in einer Sporthalle oder auf einem Rasenplatz in Berlin – je nach Jahreszeit und Wunsch.",
      ],
      features: [
        "Bubbles in allen Größen",
        "Schiedsrichter und Turnierplan",
        "Einweisung und Eingewöhnung vor dem Anpfiff",
        "In einer Sporthalle oder auf einem Rasenplatz in Berlin",
        "Spaß ohne Fußballtalent",
      ],
    },
    en: {
      seo: {
        title: "Bubble Football in Berlin – a Team Event in a Bubble",
        description:
          "Bubble football for 10-80 people in a sports hall or on a pitch: bubbles in all sizes, a referee and a tournament plan. 1-2 hours, from €45 per person.",
        keywords: [
          "bubble football Berlin",
          "bubble soccer",
          "team event Berlin",
          "sporty corporate event",
        ],
      },
      category: "Team-building event",
      body: [
        "In bubble football your upper body sits inside a large inflatable ball. The result: football in which nobody can keep a straight face. Players bump, roll, topple over, get up again – and laugh more than in any other game.",
        "Football talent is explicitly not required. There are bubbles in all sizes, and collisions are harmless because everyone is padded all round. Before kick-off we show how to wear the bubble and let everyone run a few laps to get used to it.",
        "After that the tournament plan takes over, with a referee and short matches so every team plays several times. Games take place in a sports hall or on a pitch in Berlin – depending on the season and your wishes.",
      ],
      features: [
        "Bubbles in all sizes",
        "A referee and a tournament plan",
        "A briefing and warm-up before kick-off",
        "In a sports hall or on a pitch in Berlin",
        "Fun without football talent",
      ],
    },
  },
  kanutour: {
    de: {
      seo: {
        title: "Kanutour auf Havel und Wannsee – Teamevent in Berlin",
        description:
          "Geführte Kanutour für 8-100 Personen ab Berlin-Wannsee: gemeinsam paddeln, Picknick am Ufer, auch für Neulinge. 3-5 Stunden, ab 59 € pro Person.",
        keywords: ["Kanutour Berlin", "Kanu Teamevent", "Wannsee Kanu", "Teamevent Sommer"],
      },
      category: "Teambuilding Event",
      body: [
        "Im Kanadier kommt man nur voran, wenn alle zusammenarbeiten: Wer vorn paddelt, gibt den Takt vor, wer hinten sitzt, steuert. Schon nach kurzer Zeit findet jedes Boot seinen Rhythmus – und die Havelseen zeigen sich von ihrer schönsten Seite.",
        "Die Tour beginnt in Berlin-Wannsee. Unser Guide erklärt vor dem Start, wie man paddelt, steuert und sicher ein- und aussteigt, und führt die Gruppe dann über Havel und Wannsee. Paddel-Neulinge sind herzlich willkommen; das Tempo richtet sich nach der Gruppe.",
        "Unterwegs legen alle am Ufer an und genießen ein gemeinsames Picknick. Danach geht es entspannt zurück, mit müden Armen und vielen Geschichten vom Wasser.",
      ],
      features: [
        "Geführte Tour mit Guide",
        "Kanadier und Paddel für die ganze Gruppe",
        "Einweisung vor dem Start",
        "Picknick am Ufer",
        "Start in Berlin-Wannsee, auch für Paddel-Neulinge",
        "Von Mai bis September",
      ],
    },
    en: {
      seo: {
        title: "Canoe Tour on the Havel and Wannsee – a Team Event in Berlin",
        description:
          "A guided canoe tour for 8-100 people from Berlin-Wannsee: paddle together, picnic on the shore, beginners welcome. 3-5 hours, from €59 per person.",
        keywords: [
          "canoe tour Berlin",
          "canoe team event",
          "Wannsee canoeing",
          "summer team event",
        ],
      },
      category: "Team-building event",
      body: [
        "A Canadian canoe only moves forward when everyone works together: whoever paddles at the front sets the pace, whoever sits at the back steers. Soon every boat finds its rhythm – and the Havel lakes show themselves at their best.",
        "The tour starts in Berlin-Wannsee. Before setting off, our guide explains how to paddle, steer and get in and out safely, then leads the group across the Havel and the Wannsee. Beginners are very welcome; the pace follows the group.",
        "Along the way everyone pulls in to the shore for a shared picnic. Then it is a relaxed paddle back, with tired arms and plenty of stories from the water.",
      ],
      features: [
        "Guided tour",
        "Canadian canoes and paddles for the whole group",
        "A briefing before the start",
        "Picnic on the shore",
        "Starting in Berlin-Wannsee, beginners welcome",
        "From May to September",
      ],
    },
  },
} satisfies Record<string, EventDetailEntry>;
