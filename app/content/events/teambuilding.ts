import type { EventEntry } from "../schema";
import { teambuildingDetails } from "./teambuilding-details";

/**
 * Team-building events, in the order of /teambuilding-events. Domino Event also appears on
 * /creative-events; it lives here only.
 */
export const teambuildingEvents: EventEntry[] = [
  {
    id: "city-rally-berlin",
    image: "event-city-rally-berlin",
    participants: { min: 20, max: 1000 },
    hours: { min: 2, max: 3 },
    priceFrom: 69,
    setting: "outdoor",
    de: {
      title: "City Rally Berlin",
      description:
        "Mit Tablet und Teamgeist quer durch Berlin-Mitte: Rätsel, Foto-Challenges und Aufgaben an den bekanntesten Orten der Stadt.",
      location: "Berlin-Mitte, Start am Alexanderplatz",
      highlights: ["Live-Karte in der Event-App", "Foto-Challenges", "Siegerehrung mit Fotoshow"],
    },
    en: {
      title: "City Rally Berlin",
      description:
        "Tablets in hand, teams race through central Berlin solving riddles, photo challenges and tasks at the city's best-known sights.",
      location: "Berlin-Mitte, starting at Alexanderplatz",
      highlights: [
        "Live map in the event app",
        "Photo challenges",
        "Award ceremony with slideshow",
      ],
    },
    detail: {
      de: {
        seo: {
          title: "City Rally Berlin – Stadtrallye für Teams",
          description:
            "Stadtrallye durch Berlin-Mitte für 20-1000 Personen: Rätsel, Foto-Challenges und Live-Karte per App. 2-3 Stunden, ab 69 € pro Person.",
          keywords: [
            "Stadtrallye Berlin",
            "City Rally Berlin",
            "Teambuilding Berlin",
            "Firmenevent",
          ],
        },
        category: "Teambuilding Event",
        body: [
          "Mit Tablet, Stadtplan und einer Prise Ehrgeiz erkunden Ihre Teams Berlin-Mitte. Zwischen Alexanderplatz, Museumsinsel und Gendarmenmarkt warten knifflige Fragen, Foto-Challenges und kleine Aufgaben, die nur gemeinsam zu lösen sind. Punkte gibt es für richtige Antworten, originelle Fotos und Tempo – wer die Route klug plant, sammelt mehr.",
          "Die Rallye läuft über unsere Event-App auf Ihren Smartphones oder auf Tablets, die wir mitbringen. Die Spielleitung verfolgt alle Teams live auf der Karte, schickt Bonusaufgaben und hilft, wenn eine Gruppe feststeckt. Große Gruppen starten zeitversetzt an mehreren Punkten, damit sich niemand auf den Füßen steht.",
          "Am Ende treffen sich alle an einem gemeinsamen Zielort, etwa in einem Biergarten oder im Restaurant Ihrer Wahl. Dort küren wir die Siegerteams und zeigen die besten Fotos des Tages auf der Leinwand.",
        ],
        features: [
          "Persönliche Spielleitung mit Briefing vor dem Start",
          "Event-App mit Live-Karte, Tablets auf Wunsch",
          "Route mit 15 bis 20 Stationen, auf Ihr Team zugeschnitten",
          "Foto-Challenges und Bonusaufgaben unterwegs",
          "Siegerehrung mit Fotoshow am Zielort",
        ],
      },
      en: {
        seo: {
          title: "City Rally Berlin – City Scavenger Rally for Teams",
          description:
            "A city rally through central Berlin for 20-1000 people: riddles, photo challenges and a live map in the app. 2-3 hours, from €69 per person.",
          keywords: [
            "city rally Berlin",
            "team building Berlin",
            "corporate event Berlin",
            "scavenger hunt",
          ],
        },
        category: "Team-building event",
        body: [
          "Armed with a tablet, a map and a healthy dose of ambition, your teams explore central Berlin. Between Alexanderplatz, Museum Island and Gendarmenmarkt they face tricky questions, photo challenges and small tasks that can only be solved together. Points are awarded for correct answers, original photos and speed – teams that plan their route wisely score more.",
          "The rally runs in our event app on your smartphones or on tablets we bring along. The game master follows every team live on the map, sends bonus tasks and helps whenever a group gets stuck. Large groups start in waves from several points so nobody gets in anyone's way.",
          "At the end everyone meets at a shared finish, such as a beer garden or the restaurant of your choice. There we crown the winning teams and show the best photos of the day on the big screen.",
        ],
        features: [
          "Personal game master with a briefing before the start",
          "Event app with a live map, tablets on request",
          "Route of 15 to 20 stops tailored to your team",
          "Photo challenges and bonus tasks along the way",
          "Award ceremony with a photo show at the finish",
        ],
      },
    },
  },
  {
    id: "seifenkisten-rennen",
    image: "event-seifenkisten-rennen",
    participants: { min: 20, max: 400 },
    hours: { min: 2, max: 6 },
    priceFrom: 59,
    setting: "outdoor",
    de: {
      title: "Seifenkisten-Rennen",
      description:
        "Erst bauen, dann rasen: Ihre Teams konstruieren eigene Seifenkisten und treten im großen Finale gegeneinander an.",
      location: "Eventgelände in Berlin-Köpenick oder bei Ihnen vor Ort",
      highlights: [
        "Bau im Team nach Plan",
        "Design-Wertung und Rennen",
        "Zeitmessung mit Zielflagge",
      ],
    },
    en: {
      title: "Soapbox Race",
      description:
        "Build first, then race: your teams construct their own soapbox cars and compete against each other in a grand finale.",
      location: "Event grounds in Berlin-Köpenick or at your venue",
      highlights: ["Team build from a kit", "Design award and race", "Timing with chequered flag"],
    },
    detail: {
      de: {
        seo: {
          title: "Seifenkisten-Rennen als Teamevent in Berlin",
          description:
            "Seifenkisten bauen und im Team gegeneinander antreten: 20-400 Personen, 2-6 Stunden, ab 59 € pro Person. Material, Strecke und Zeitmessung inklusive.",
          keywords: [
            "Seifenkisten-Rennen",
            "Seifenkisten bauen",
            "Teamevent Berlin",
            "Teambuilding",
          ],
        },
        category: "Teambuilding Event",
        body: [
          "Jedes Team erhält einen Bausatz mit Fahrgestell, Rädern, Lenkung und Bremse – und jede Menge Material für Karosserie und Dekoration. Mit Akkuschrauber, Säge und Farbe entsteht in rund zwei Stunden eine fahrbereite Seifenkiste. Wer plant, wer schraubt, wer gestaltet? Die Rollen finden sich schnell, und genau das macht den Reiz aus.",
          "Bevor es auf die Strecke geht, prüft unsere Crew jede Kiste auf Lenkung und Bremsen. Dann folgen Design-Präsentation, Qualifikation und das Finale mit Zeitmessung. Die Fahrerinnen und Fahrer tragen Helme, die Strecke ist mit Strohballen gesichert, und das Publikum feuert lautstark an.",
          "Die kompakte Variante dauert zwei Stunden mit vormontierten Fahrgestellen; die große Version mit vollem Bau, Boxenstopp-Challenge und Grillbuffet füllt einen ganzen Nachmittag.",
        ],
        features: [
          "Bausatz pro Team mit Werkzeug und Dekomaterial",
          "Sicherheitscheck, Helme und gesicherte Rennstrecke",
          "Moderation, Zeitmessung und Siegerehrung",
          "Preise für das schnellste und das schönste Team",
          "Auf Wunsch Catering und Grill am Streckenrand",
        ],
      },
      en: {
        seo: {
          title: "Soapbox Race as a Team Event in Berlin",
          description:
            "Build soapbox cars and race them as a team: 20-400 people, 2-6 hours, from €59 per person. Materials, track and timing included.",
          keywords: ["soapbox race", "soapbox building", "team event Berlin", "team building"],
        },
        category: "Team-building event",
        body: [
          "Every team receives a kit with chassis, wheels, steering and brakes – plus plenty of material for the bodywork and decoration. With cordless drills, saws and paint, a roadworthy soapbox takes shape in about two hours. Who plans, who builds, who designs? Roles emerge quickly, and that is exactly what makes it fun.",
          "Before anyone hits the track, our crew checks every car's steering and brakes. Then come the design presentations, qualifying and the final with timing. Drivers wear helmets, the track is lined with straw bales and the crowd cheers at the top of its voice.",
          "The compact version takes two hours with pre-assembled chassis; the full version with the complete build, a pit-stop challenge and a barbecue buffet fills a whole afternoon.",
        ],
        features: [
          "A kit per team with tools and decoration material",
          "Safety check, helmets and a secured race track",
          "Hosting, timing and award ceremony",
          "Prizes for the fastest and the best-looking team",
          "Catering and a trackside barbecue on request",
        ],
      },
    },
  },
  {
    id: "cross-golf",
    image: "event-cross-golf",
    participants: { min: 16, max: 1000 },
    hours: { min: 2, max: 3 },
    priceFrom: 39,
    setting: "outdoor",
    de: {
      title: "Cross Golf",
      description:
        "Golf ohne Dresscode und Rasenpflege: Abgeschlagen wird über Brachen, Höfe und Industriekulissen – Vorkenntnisse braucht niemand.",
      location: "Industriegelände in Berlin-Oberschöneweide",
      highlights: ["Keine Vorkenntnisse nötig", "Urbane Kulisse", "Schläger und Bälle inklusive"],
    },
    en: {
      title: "Cross Golf",
      description:
        "Golf without the dress code or the manicured lawn: tee off across wasteland, courtyards and industrial backdrops – no experience needed.",
      location: "Industrial site in Berlin-Oberschöneweide",
      highlights: ["No experience needed", "Urban backdrop", "Clubs and balls included"],
    },
    detail: {
      de: {
        seo: {
          title: "Cross Golf in Berlin – Golf in urbaner Kulisse",
          description:
            "Cross Golf für Teams von 16-1000 Personen: Golf zwischen Industriehallen und Brachen, ohne Vorkenntnisse. 2-3 Stunden, ab 39 € pro Person.",
          keywords: ["Cross Golf Berlin", "Urban Golf", "Teamevent Berlin", "Firmenevent"],
        },
        category: "Teambuilding Event",
        body: [
          "Cross Golf nimmt dem Golfsport alles Steife und behält das Beste: Konzentration, Taktik und den Jubel nach dem perfekten Schlag. Gespielt wird auf einem stillgelegten Industriegelände in Oberschöneweide, wo Rampen, Container und alte Backsteinmauern die Bahnen bilden.",
          "Nach einer kurzen Einweisung durch unsere Trainer spielen kleine Teams im Scramble-Format: Alle schlagen ab, der beste Ball zählt, und von dort geht es gemeinsam weiter. So zählt jeder Schlag, und Anfängerinnen spielen mit Könnern auf Augenhöhe.",
          "Die Bälle sind weicher als auf dem Golfplatz, damit Fenster und Köpfe heil bleiben. Für große Gruppen richten wir mehrere Parcours parallel ein; zum Abschluss gibt es eine Nearest-to-the-Pin-Challenge für alle.",
        ],
        features: [
          "Einweisung durch erfahrene Golftrainer",
          "Parcours mit 9 Bahnen in Industriekulisse",
          "Schläger, Softbälle und Scorekarten",
          "Scramble-Wertung und Siegerehrung",
          "Mehrere Parcours parallel für große Gruppen",
        ],
      },
      en: {
        seo: {
          title: "Cross Golf in Berlin – Golf in an Urban Setting",
          description:
            "Cross golf for teams of 16-1000 people: golf between industrial halls and wasteland, no experience needed. 2-3 hours, from €39 per person.",
          keywords: ["cross golf Berlin", "urban golf", "team event Berlin", "corporate event"],
        },
        category: "Team-building event",
        body: [
          "Cross golf strips the sport of everything stuffy and keeps the best parts: focus, tactics and the cheer after a perfect shot. We play on a disused industrial site in Oberschöneweide, where ramps, containers and old brick walls form the holes.",
          "After a short introduction from our coaches, small teams play in scramble format: everyone tees off, the best ball counts and the team carries on from there. Every shot matters, and beginners play on equal terms with old hands.",
          "The balls are softer than on a golf course, so windows and heads stay intact. For large groups we set up several courses side by side, and everyone finishes with a nearest-to-the-pin challenge.",
        ],
        features: [
          "Introduction by experienced golf coaches",
          "A 9-hole course in an industrial setting",
          "Clubs, soft balls and scorecards",
          "Scramble scoring and award ceremony",
          "Several courses side by side for large groups",
        ],
      },
    },
  },
  {
    id: "survival-training",
    image: "event-survival-training",
    participants: { min: 12, max: 60 },
    hours: { min: 3, max: 5 },
    priceFrom: 99,
    setting: "outdoor",
    de: {
      title: "Survival Training",
      description:
        "Feuer machen, Wasser filtern, einen Unterschlupf bauen: Im Wald am Stadtrand lernt Ihr Team, was wirklich zählt, wenn es darauf ankommt.",
      location: "Düppeler Forst, Berlin-Zehlendorf",
      highlights: ["Feuer ohne Feuerzeug", "Unterschlupf im Team", "Erfahrene Wildnistrainer"],
    },
    en: {
      title: "Survival Training",
      description:
        "Make fire, filter water, build a shelter: in the forest on the edge of the city your team learns what really counts when it matters.",
      location: "Düppel Forest, Berlin-Zehlendorf",
      highlights: ["Fire without a lighter", "Team-built shelter", "Experienced wilderness guides"],
    },
    detail: {
      de: {
        seo: {
          title: "Survival Training für Teams in Berlin",
          description:
            "Survival Training im Wald am Berliner Stadtrand für 12-60 Personen: Feuer, Wasser, Unterschlupf. 3-5 Stunden mit Wildnistrainern, ab 99 € pro Person.",
          keywords: [
            "Survival Training Berlin",
            "Outdoor Teambuilding",
            "Teamevent Wald",
            "Firmenevent",
          ],
        },
        category: "Teambuilding Event",
        body: [
          "Kein Handyempfang, kein Feuerzeug, kein Plan B: Im Düppeler Forst zeigen unsere Wildnistrainer Ihrem Team, wie man mit dem auskommt, was der Wald hergibt. Zuerst geht es um die Grundlagen – Orientierung, Feuer mit dem Feuerstahl, Wasser filtern und abkochen.",
          "Dann wird es ernst: In Kleingruppen bauen die Teams einen Unterschlupf, der einem Regenschauer standhält, und bereiten über dem selbst entfachten Feuer ein einfaches Essen zu. Wer welche Aufgabe übernimmt, entscheidet das Team – und merkt schnell, wie wichtig klare Absprachen sind.",
          "Das Training ist anspruchsvoll, aber nicht extrem: Eine normale Grundfitness genügt, und die Trainer passen die Aufgaben an die Gruppe an. Zum Abschluss sitzen alle am Feuer und sprechen darüber, was aus dem Wald mit ins Büro wandert.",
        ],
        features: [
          "Zwei zertifizierte Wildnistrainer pro 20 Personen",
          "Feuerstahl, Messer und Wasserfilter zum Ausprobieren",
          "Bau eines Unterschlupfs in Kleingruppen",
          "Einfaches Essen vom Lagerfeuer",
          "Abschlussrunde mit Reflexion für den Arbeitsalltag",
        ],
      },
      en: {
        seo: {
          title: "Survival Training for Teams in Berlin",
          description:
            "Survival training in the forest on Berlin's edge for 12-60 people: fire, water, shelter. 3-5 hours with wilderness guides, from €99 per person.",
          keywords: [
            "survival training Berlin",
            "outdoor team building",
            "forest team event",
            "corporate event",
          ],
        },
        category: "Team-building event",
        body: [
          "No phone signal, no lighter, no plan B: in Düppel Forest our wilderness guides show your team how to get by with what the forest provides. First come the basics – finding your way, making fire with a fire steel, filtering and boiling water.",
          "Then it gets serious: in small groups the teams build a shelter that can withstand a rain shower and cook a simple meal over the fire they lit themselves. The team decides who takes on which job – and soon notices how much clear agreements matter.",
          "The training is demanding but not extreme: ordinary fitness is enough, and the guides adapt the tasks to the group. At the end everyone sits around the fire and talks about what they will take from the forest back to the office.",
        ],
        features: [
          "Two certified wilderness guides per 20 people",
          "Fire steels, knives and water filters to try out",
          "Building a shelter in small groups",
          "A simple meal from the campfire",
          "Closing round reflecting on everyday work",
        ],
      },
    },
  },
  {
    id: "disc-golf-event",
    image: "event-disc-golf-event",
    participants: { min: 16, max: 1000 },
    hours: { min: 2, max: 3 },
    priceFrom: 39,
    setting: "outdoor",
    de: {
      title: "Disc Golf Event",
      description:
        "Frisbee trifft Golf: Mit möglichst wenigen Würfen in den Korb – leicht zu lernen, überraschend taktisch und ideal für gemischte Gruppen.",
      location: "Parkgelände am Wannsee oder bei Ihnen vor Ort",
      highlights: ["Bahnen von 20 bis 120 m", "In fünf Minuten erklärt", "Für jedes Fitnesslevel"],
    },
    en: {
      title: "Disc Golf Event",
      description:
        "Frisbee meets golf: get the disc into the basket in as few throws as possible – easy to learn, surprisingly tactical and ideal for mixed groups.",
      location: "Parkland by the Wannsee or at your venue",
      highlights: [
        "Holes from 20 to 120 m",
        "Explained in five minutes",
        "For every fitness level",
      ],
    },
    detail: {
      de: {
        seo: {
          title: "Disc Golf Event für Firmen in Berlin",
          description:
            "Disc Golf als Teamevent für 16-1000 Personen: mobile Körbe, Bahnen von 20 bis 120 m, für jedes Fitnesslevel. 2-3 Stunden, ab 39 € pro Person.",
          keywords: ["Disc Golf Berlin", "Frisbee Golf", "Teamevent Berlin", "Sommerfest Firma"],
        },
        category: "Teambuilding Event",
        body: [
          "Disc Golf funktioniert wie Golf, nur mit Frisbeescheiben statt Schlägern: Wer mit den wenigsten Würfen im Korb landet, gewinnt die Bahn. Die Regeln sind in fünf Minuten erklärt, und schon nach den ersten Würfen fliegen die Scheiben erstaunlich weit.",
          "Wir bauen einen Parcours mit mobilen Körben auf – im Park am Wannsee, auf Ihrem Firmengelände oder auf einer Wiese Ihrer Wahl. Die Bahnen sind zwischen 20 und 120 Meter lang und führen um Bäume, über Hügel und durch schmale Schneisen.",
          "Gespielt wird in Flights von vier bis sechs Personen. Für große Gruppen setzen wir mehrere Parcours parallel ein, sodass niemand lange warten muss. Ein Putting-Wettbewerb zum Abschluss bringt alle noch einmal zusammen.",
        ],
        features: [
          "Mobiler Parcours mit 9 bis 18 Körben",
          "Bahnen von 20 bis 120 Metern",
          "Scheiben-Set für jede Person",
          "Einweisung und Betreuung durch Disc-Golf-Coaches",
          "Putting-Wettbewerb und Siegerehrung",
        ],
      },
      en: {
        seo: {
          title: "Disc Golf Event for Companies in Berlin",
          description:
            "Disc golf as a team event for 16-1000 people: mobile baskets, holes from 20 to 120 m, for every fitness level. 2-3 hours, from €39 per person.",
          keywords: [
            "disc golf Berlin",
            "frisbee golf",
            "team event Berlin",
            "company summer party",
          ],
        },
        category: "Team-building event",
        body: [
          "Disc golf works like golf, only with flying discs instead of clubs: whoever lands in the basket with the fewest throws wins the hole. The rules take five minutes to explain, and after the first few throws the discs fly surprisingly far.",
          "We set up a course with mobile baskets – in the park by the Wannsee, on your company grounds or on a meadow of your choice. Holes are between 20 and 120 metres long and lead around trees, over hillocks and through narrow gaps.",
          "Play is in flights of four to six people. For large groups we run several courses side by side so nobody waits long. A putting contest at the end brings everyone back together.",
        ],
        features: [
          "Mobile course with 9 to 18 baskets",
          "Holes from 20 to 120 metres",
          "A set of discs for every player",
          "Introduction and support by disc golf coaches",
          "Putting contest and award ceremony",
        ],
      },
    },
  },
  {
    id: "domino-event",
    image: "event-domino-event",
    participants: { min: 16, max: 1000 },
    hours: { min: 2, max: 6 },
    priceFrom: 39,
    setting: "indoor",
    de: {
      title: "Domino Event",
      description:
        "Tausende Steine, ein gemeinsamer Moment: Jedes Team baut seinen Abschnitt, am Ende fällt die große Kettenreaktion – auf Video festgehalten.",
      location: "Indoor-Location in Berlin oder Ihre Räume",
      highlights: [
        "Bis zu 20.000 Dominosteine",
        "Kettenreaktion über alle Teams",
        "Video vom großen Fall",
      ],
    },
    en: {
      title: "Domino Event",
      description:
        "Thousands of tiles, one shared moment: every team builds its own section, and at the end the great chain reaction falls – captured on video.",
      location: "Indoor venue in Berlin or your premises",
      highlights: [
        "Up to 20,000 dominoes",
        "Chain reaction across all teams",
        "Video of the big topple",
      ],
    },
    detail: {
      de: {
        seo: {
          title: "Domino Event – Kettenreaktion als Teambuilding",
          description:
            "Domino-Kettenreaktion für 16-1000 Personen: Jedes Team baut einen Abschnitt, am Ende fällt alles zusammen. 2-6 Stunden, ab 39 € pro Person.",
          keywords: ["Domino Event", "Domino Teambuilding", "Kettenreaktion", "Teamevent Berlin"],
        },
        category: "Teambuilding & Kreativ",
        body: [
          "Am Anfang steht ein gemeinsames Motiv – Ihr Firmenlogo, ein Claim oder ein Bild, das zu Ihrem Anlass passt. Unsere Domino-Profis teilen die Fläche in Abschnitte, und jedes Team übernimmt einen davon: mit Plan, Farbvorlage und mehreren tausend Steinen.",
          "Das Besondere: Die Abschnitte funktionieren nur zusammen. An den Übergängen müssen sich die Teams abstimmen, Brücken, Treppen und Spiralen bauen und Sicherheitslücken rechtzeitig schließen. Fällt ein Stein zu früh, ist Geduld gefragt – und Humor.",
          "Zum Schluss versammeln sich alle, zählen gemeinsam herunter und stoßen den ersten Stein an. Die Kettenreaktion filmen wir aus mehreren Perspektiven; das Video erhalten Sie wenige Tage später für Ihr Intranet oder die nächste Präsentation.",
        ],
        features: [
          "Individuelles Motiv mit Planung und Farbvorlagen",
          "Bis zu 20.000 Dominosteine mit Zubehör",
          "Domino-Profis als Anleitung an jedem Abschnitt",
          "Video der Kettenreaktion aus mehreren Perspektiven",
          "Auf- und Abbau durch unser Team",
        ],
      },
      en: {
        seo: {
          title: "Domino Event – Chain Reaction Team Building",
          description:
            "A domino chain reaction for 16-1000 people: every team builds a section, and at the end it all falls together. 2-6 hours, from €39 per person.",
          keywords: ["domino event", "domino team building", "chain reaction", "team event Berlin"],
        },
        category: "Team building & creative",
        body: [
          "It starts with a shared motif – your company logo, a slogan or a picture that suits your occasion. Our domino pros divide the floor into sections, and each team takes one: with a plan, a colour template and several thousand tiles.",
          "The twist: the sections only work together. At the joins the teams have to coordinate, build bridges, stairs and spirals, and close the safety gaps at the right moment. If a tile falls too early, patience is needed – and a sense of humour.",
          "Finally everyone gathers, counts down together and tips the first tile. We film the chain reaction from several angles; you receive the video a few days later for your intranet or your next presentation.",
        ],
        features: [
          "Custom motif with planning and colour templates",
          "Up to 20,000 dominoes with accessories",
          "Domino pros guiding every section",
          "Video of the chain reaction from several angles",
          "Set-up and clear-up by our team",
        ],
      },
    },
  },
  {
    id: "team-olympiade",
    image: "event-team-olympiade",
    participants: { min: 20, max: 1000 },
    hours: { min: 3, max: 5 },
    priceFrom: 59,
    setting: "both",
    de: {
      title: "Team-Olympiade",
      description:
        "Aus rund 100 Disziplinen stellen wir Ihre Olympiade zusammen: Geschick, Köpfchen, Tempo und eine Prise Albernheit – mit Medaillen für die Besten.",
      location: "Sportgelände in Berlin-Wannsee oder bei Ihnen vor Ort",
      highlights: [
        "Rund 100 Disziplinen zur Wahl",
        "Stationsbetrieb mit Punkten",
        "Medaillen und Siegerpodest",
      ],
    },
    en: {
      title: "Team Olympics",
      description:
        "We build your Olympics from about 100 activities: skill, brains, speed and a dash of silliness – with medals for the best.",
      location: "Sports grounds in Berlin-Wannsee or at your venue",
      highlights: [
        "About 100 activities to choose from",
        "Stations with points",
        "Medals and winners' podium",
      ],
    },
    detail: teambuildingDetails["team-olympiade"],
  },
  {
    id: "flossbau",
    image: "event-flossbau",
    participants: { min: 12, max: 120 },
    hours: { min: 3, max: 4 },
    priceFrom: 79,
    setting: "outdoor",
    months: [5, 6, 7, 8, 9],
    de: {
      title: "Floßbau am Wannsee",
      description:
        "Aus Stämmen, Fässern und Seilen baut Ihr Team ein Floß, das trägt – und beweist es bei der Jungfernfahrt auf dem Wannsee.",
      location: "Am Ufer des Großen Wannsees, Berlin-Wannsee",
      highlights: [
        "Bau ohne Nägel, nur mit Knoten",
        "Jungfernfahrt auf dem Wannsee",
        "Rettungswesten und Begleitboot",
      ],
    },
    en: {
      title: "Raft Building on the Wannsee",
      description:
        "With logs, barrels and ropes your team builds a raft that floats – and proves it on a maiden voyage across the Wannsee.",
      location: "On the shore of the Großer Wannsee, Berlin-Wannsee",
      highlights: [
        "No nails, only knots",
        "Maiden voyage on the Wannsee",
        "Life jackets and safety boat",
      ],
    },
    detail: teambuildingDetails.flossbau,
  },
  {
    id: "drachenboot",
    image: "event-drachenboot",
    participants: { min: 16, max: 200 },
    hours: { min: 2, max: 3 },
    priceFrom: 69,
    setting: "outdoor",
    months: [5, 6, 7, 8, 9],
    de: {
      title: "Drachenboot-Rennen",
      description:
        "Zwanzig Paddel, ein Takt: Im Drachenboot gewinnt nicht die stärkste, sondern die am besten abgestimmte Crew.",
      location: "Bootshaus an der Havel, Berlin-Spandau",
      highlights: [
        "Trommler gibt den Takt vor",
        "Training mit Steuerleuten",
        "Regatta mit Siegerehrung",
      ],
    },
    en: {
      title: "Dragon Boat Race",
      description:
        "Twenty paddles, one rhythm: in a dragon boat the best-coordinated crew wins, not the strongest.",
      location: "Boathouse on the Havel, Berlin-Spandau",
      highlights: [
        "A drummer sets the pace",
        "Training with helmspeople",
        "Regatta with award ceremony",
      ],
    },
    detail: teambuildingDetails.drachenboot,
  },
  {
    id: "gps-schnitzeljagd",
    image: "event-gps-schnitzeljagd",
    participants: { min: 10, max: 500 },
    hours: { min: 2, max: 4 },
    priceFrom: 49,
    setting: "outdoor",
    de: {
      title: "GPS-Schnitzeljagd",
      description:
        "Koordinaten statt Kreidepfeile: Mit GPS-Geräten folgen Ihre Teams einer Spur aus Rätseln und versteckten Hinweisen.",
      location: "Grunewald oder Berliner Innenstadt",
      highlights: ["GPS-Geräte inklusive", "Rätsel an jedem Wegpunkt", "Route nach Wunsch"],
    },
    en: {
      title: "GPS Scavenger Hunt",
      description:
        "Coordinates instead of chalk arrows: with GPS devices your teams follow a trail of puzzles and hidden clues.",
      location: "Grunewald forest or central Berlin",
      highlights: ["GPS devices included", "A puzzle at every waypoint", "Route to your wishes"],
    },
    detail: teambuildingDetails["gps-schnitzeljagd"],
  },
  {
    id: "outdoor-escape-game",
    image: "event-outdoor-escape-game",
    participants: { min: 10, max: 300 },
    hours: { min: 2, max: 3 },
    priceFrom: 59,
    setting: "outdoor",
    de: {
      title: "Outdoor Escape Game",
      description:
        "Das Escape-Room-Prinzip unter freiem Himmel: Codes knacken, Schlösser öffnen und die Uhr im Blick behalten.",
      location: "Park oder Firmengelände in Berlin",
      highlights: ["Mobile Rätselkisten", "Countdown mit Spannung", "Auch für große Gruppen"],
    },
    en: {
      title: "Outdoor Escape Game",
      description:
        "The escape-room idea in the open air: crack codes, open locks and keep an eye on the clock.",
      location: "Park or company grounds in Berlin",
      highlights: ["Mobile puzzle boxes", "A nail-biting countdown", "Works for large groups too"],
    },
    detail: teambuildingDetails["outdoor-escape-game"],
  },
  {
    id: "bogenschiessen",
    image: "event-bogenschiessen",
    participants: { min: 8, max: 80 },
    hours: { min: 2, max: 3 },
    priceFrom: 55,
    setting: "both",
    de: {
      title: "Bogenschießen",
      description:
        "Ruhe, Fokus, Treffer: Nach einer Einführung durch lizenzierte Trainer zielt Ihr Team auf Scheiben und 3D-Ziele.",
      location: "Bogenplatz in Berlin-Kladow",
      highlights: ["Lizenzierte Trainer", "3D-Ziele im Gelände", "Team-Turnier zum Abschluss"],
    },
    en: {
      title: "Archery",
      description:
        "Calm, focus, hit: after an introduction from licensed coaches your team aims at targets and 3D figures.",
      location: "Archery range in Berlin-Kladow",
      highlights: ["Licensed coaches", "3D targets in the field", "Team tournament to finish"],
    },
    detail: teambuildingDetails.bogenschiessen,
  },
  {
    id: "kistenklettern",
    image: "event-kistenklettern",
    participants: { min: 8, max: 60 },
    hours: { min: 2, max: 3 },
    priceFrom: 49,
    setting: "both",
    de: {
      title: "Kistenklettern",
      description:
        "Kiste auf Kiste, Griff für Griff: Gesichert am Seil stapelt sich Ihr Team in die Höhe – das Team unten entscheidet mit.",
      location: "Kletterhalle oder Outdoor-Gelände in Berlin",
      highlights: [
        "Gesichert von Kletterprofis",
        "Vertrauen zwischen oben und unten",
        "Rekordversuch pro Team",
      ],
    },
    en: {
      title: "Crate Climbing",
      description:
        "Crate on crate, grip by grip: secured by a rope, your team stacks its way upwards – with the crew below playing its part.",
      location: "Climbing hall or outdoor site in Berlin",
      highlights: [
        "Belayed by climbing pros",
        "Trust between top and bottom",
        "A record attempt per team",
      ],
    },
    detail: teambuildingDetails.kistenklettern,
  },
  {
    id: "bubble-football",
    image: "event-bubble-football",
    participants: { min: 10, max: 80 },
    hours: { min: 1, max: 2 },
    priceFrom: 45,
    setting: "both",
    de: {
      title: "Bubble Football",
      description:
        "Fußball im aufblasbaren Ball: viel Gelächter, harmlose Zusammenstöße und Tore, die niemand vergisst.",
      location: "Sporthalle oder Rasenplatz in Berlin",
      highlights: [
        "Bubbles in allen Größen",
        "Schiedsrichter und Turnierplan",
        "Spaß ohne Fußballtalent",
      ],
    },
    en: {
      title: "Bubble Football",
      description:
        "Football inside an inflatable bubble: lots of laughter, harmless collisions and goals nobody will forget.",
      location: "Sports hall or pitch in Berlin",
      highlights: [
        "Bubbles in all sizes",
        "Referee and tournament plan",
        "Fun without football talent",
      ],
    },
    detail: teambuildingDetails["bubble-football"],
  },
  {
    id: "kanutour",
    image: "event-kanutour",
    participants: { min: 8, max: 100 },
    hours: { min: 3, max: 5 },
    priceFrom: 59,
    setting: "outdoor",
    months: [5, 6, 7, 8, 9],
    de: {
      title: "Kanutour",
      description:
        "Im Kanadier durch die Havelseen: gemeinsam steuern, paddeln und unterwegs am Ufer ein Picknick genießen.",
      location: "Havel und Wannsee, Start in Berlin-Wannsee",
      highlights: ["Geführte Tour mit Guide", "Picknick am Ufer", "Auch für Paddel-Neulinge"],
    },
    en: {
      title: "Canoe Tour",
      description:
        "Paddle Canadian canoes across the Havel lakes: steer together, paddle together and enjoy a picnic on the shore.",
      location: "Havel and Wannsee, starting in Berlin-Wannsee",
      highlights: ["Guided tour", "Picnic on the shore", "Beginners welcome"],
    },
    detail: teambuildingDetails.kanutour,
  },
];
