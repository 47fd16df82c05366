/**
 * Detail pages (`detail`) of the Christmas events that did not have one before, in both
 * languages; ./christmas.ts attaches each to its event. They quote only the facts of the
 * event's card (group size, hours, price, location, highlights, season). Adventskränze
 * binden has an English page too, although the English Christmas page does not list it
 * (docs/decisions/0136-a-page-for-every-event.md).
 */
import type { EventDetailEntry } from "./detail-entry";

export const christmasDetails = {
  "weihnachts-teamkochen": {
    de: {
      seo: {
        title: "Weihnachtliches Teamkochen – Weihnachtsfeier in Berlin",
        description:
          "Weihnachtliches Teamkochen für 8-40 Personen: festliches Drei-Gänge-Menü mit Profiköchen, Weihnachtstafel mit Wein. 3-4 Stunden, ab 89 € pro Person.",
        keywords: [
          "Weihnachtsfeier Kochen Berlin",
          "Weihnachtliches Teamkochen",
          "Kochevent Weihnachten",
          "Firmen-Weihnachtsfeier",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Gans, Rotkohl und Bratapfel – oder ein ganz vegetarisches Festmenü: Beim weihnachtlichen Teamkochen bereitet Ihr Team gemeinsam ein festliches Drei-Gänge-Menü zu. In der Kochschule in Berlin-Charlottenburg duftet es nach Zimt, Orangen und Braten, noch bevor der erste Topf auf dem Herd steht.",
        "Unsere Profiköche stellen das Menü vor, teilen die Gruppe in Küchenteams auf und begleiten jeden Gang mit Tipps und Handgriffen. Jedes Team kümmert sich um seinen Teil, doch am Ende muss alles gleichzeitig fertig sein – eine Aufgabe, die nur mit guter Absprache gelingt.",
        "Dann wird die lange Weihnachtstafel gedeckt, und alle setzen sich zusammen, um das Menü bei einem Glas Wein zu genießen. So wird aus dem Kochkurs eine Weihnachtsfeier, an der alle mitgewirkt haben. Das Teamkochen bieten wir von November bis Dezember an.",
      ],
      features: [
        "Festliches Drei-Gänge-Menü, auch ganz vegetarisch",
        "Profiköche als Coaches",
        "Kochschule in Berlin-Charlottenburg",
        "Lange Weihnachtstafel mit Wein",
        "Von November bis Dezember",
      ],
    },
    en: {
      seo: {
        title: "Christmas Team Cooking – a Christmas Party in Berlin",
        description:
          "Christmas team cooking for 8-40 people: a festive three-course menu with professional chefs and a Christmas table with wine. 3-4 hours, from €89 per person.",
        keywords: [
          "Christmas party cooking Berlin",
          "Christmas team cooking",
          "Christmas cooking event",
          "company Christmas party",
        ],
      },
      category: "Christmas event",
      body: [
        "Roast goose, red cabbage and baked apples – or an entirely vegetarian festive menu: in Christmas Team Cooking your team prepares a festive three-course menu together. At the cookery school in Berlin-Charlottenburg the air smells of cinnamon, oranges and roasts before the first pot is even on the stove.",
        "Our professional chefs present the menu, split the group into kitchen teams and guide every course with tips and tricks. Each team takes care of its part, but in the end everything has to be ready at the same time – a task that only succeeds with good coordination.",
        "Then the long Christmas table is laid, and everyone sits down together to enjoy the menu with a glass of wine. The cooking class becomes a Christmas party that everyone had a hand in. We offer Christmas Team Cooking from November to December.",
      ],
      features: [
        "A festive three-course menu, vegetarian on request",
        "Professional chefs as coaches",
        "Cookery school in Berlin-Charlottenburg",
        "A long Christmas table with wine",
        "From November to December",
      ],
    },
  },
  "winter-grillen": {
    de: {
      seo: {
        title: "Winter-Grillen am Wannsee – Weihnachtsfeier im Freien",
        description:
          "Winter-Grillen am Wannsee für 10-100 Personen: Grillmeister, Feuerschalen, Decken und heiße Getränke inklusive. 3-4 Stunden, ab 59 € pro Person.",
        keywords: [
          "Winter-Grillen Berlin",
          "Weihnachtsfeier draußen",
          "Wintergrillen Firma",
          "Weihnachtsfeier Wannsee",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Wer sagt, dass eine Weihnachtsfeier drinnen stattfinden muss? Beim Winter-Grillen feiert Ihr Team unter freiem Himmel auf einem Seegrundstück am Wannsee – mit knisternden Feuerschalen, warmen Decken und dem Duft von Köstlichem vom Grill.",
        "Unser Grillmeister steht am Feuer und sorgt dafür, dass immer etwas Leckeres vom Rost kommt. Wer mag, schaut ihm über die Schulter oder hilft beim Wenden. Heiße Getränke wie Glühwein sind inklusive und wärmen von innen, während die Feuerschalen von außen wärmen.",
        "So entsteht eine Weihnachtsfeier, die sich von allen anderen unterscheidet: entspannt, gesellig und mit Blick aufs Wasser. Das Winter-Grillen bieten wir von Dezember bis Januar an.",
      ],
      features: [
        "Grillmeister am Feuer",
        "Feuerschalen und Decken",
        "Heiße Getränke inklusive",
        "Seegrundstück am Wannsee",
        "Von Dezember bis Januar",
      ],
    },
    en: {
      seo: {
        title: "Winter Barbecue by the Wannsee – an Outdoor Christmas Party",
        description:
          "A winter barbecue by the Wannsee for 10-100 people: a grill master, fire pits, blankets and hot drinks included. 3-4 hours, from €59 per person.",
        keywords: [
          "winter barbecue Berlin",
          "outdoor Christmas party",
          "corporate winter barbecue",
          "Christmas party Wannsee",
        ],
      },
      category: "Christmas event",
      body: [
        "Who says a Christmas party has to be indoors? At the Winter Barbecue your team celebrates in the open air on lakeside grounds by the Wannsee – with crackling fire pits, warm blankets and the smell of delicious food from the grill.",
        "Our grill master tends the fire and makes sure something tasty is always coming off the grill. Anyone who likes can watch over the grill master's shoulder or help with the turning. Hot drinks such as mulled wine are included and warm you from the inside while the fire pits warm you from the outside.",
        "The result is a Christmas party unlike any other: relaxed, sociable and with a view of the water. We offer the Winter Barbecue from December to January.",
      ],
      features: [
        "A grill master at the fire",
        "Fire pits and blankets",
        "Hot drinks included",
        "Lakeside grounds by the Wannsee",
        "From December to January",
      ],
    },
  },
  "weihnachts-rallye": {
    de: {
      seo: {
        title: "Weihnachtsrallye Berlin – Stadtrallye zur Weihnachtszeit",
        description:
          "Weihnachtsrallye durch Berlin-Mitte für 20-500 Personen: Rätsel, Foto-Aufgaben, Event-App mit Live-Karte und Glühwein-Stopp. 2-3 Stunden, ab 49 € pro Person.",
        keywords: [
          "Weihnachtsrallye Berlin",
          "Weihnachtsfeier Stadtrallye",
          "Weihnachtsfeier Berlin",
          "Teamevent Advent",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Die Weihnachtsrallye ist unsere City Rally im Weihnachtskleid. Start ist am Roten Rathaus in Berlin-Mitte, und von dort ziehen Ihre Teams zwischen Lichterglanz, Weihnachtsmärkten und Glühweinständen durch die festlich geschmückte Stadt.",
        "An weihnachtlichen Stationen warten Rätsel und Foto-Aufgaben, die Köpfchen, Kreativität und ein bisschen Mut verlangen. Die Event-App mit Live-Karte zeigt den Weg und hält alle auf dem Laufenden; die Spielleitung sieht, wo die Teams unterwegs sind.",
        "Damit niemand friert, gehört ein Glühwein-Stopp unterwegs dazu. Am Ende kommen alle Teams zusammen und vergleichen ihre Punkte. Die Weihnachtsrallye bieten wir von Ende November bis Dezember an.",
      ],
      features: [
        "Weihnachtliche Stationen mit Rätseln und Foto-Aufgaben",
        "Event-App mit Live-Karte",
        "Glühwein-Stopp unterwegs",
        "Start am Roten Rathaus, Berlin-Mitte",
        "Von Ende November bis Dezember",
      ],
    },
    en: {
      seo: {
        title: "Christmas Rally Berlin – a City Rally in the Festive Season",
        description:
          "A Christmas rally through central Berlin for 20-500 people: puzzles, photo tasks, a live map in the app and a mulled-wine stop. 2-3 hours, from €49 per person.",
        keywords: [
          "Christmas rally Berlin",
          "Christmas party city rally",
          "Christmas party Berlin",
          "Advent team event",
        ],
      },
      category: "Christmas event",
      body: [
        "The Christmas Rally is our City Rally in its Christmas outfit. It starts at the Rotes Rathaus in Berlin-Mitte, and from there your teams make their way through the festively decorated city among twinkling lights, Christmas markets and mulled-wine stalls.",
        "Festive stops hold puzzles and photo tasks that call for brains, creativity and a little courage. The event app with its live map shows the way and keeps everyone up to date; the game master can see where the teams are.",
        "So that nobody gets cold, a mulled-wine stop along the way is part of the fun. At the end all the teams come together to compare their scores. We offer the Christmas Rally from late November to December.",
      ],
      features: [
        "Festive stops with puzzles and photo tasks",
        "Event app with a live map",
        "A mulled-wine stop on the way",
        "Starting at the Rotes Rathaus, Berlin-Mitte",
        "From late November to December",
      ],
    },
  },
  "plaetzchen-backen": {
    de: {
      seo: {
        title: "Plätzchen backen als Weihnachtsfeier in Berlin",
        description:
          "Plätzchen backen für 8-30 Personen: fünf Sorten nach klassischen Rezepten, Rezeptheft und Plätzchendose für jede Person. 2-3 Stunden, ab 45 € pro Person.",
        keywords: [
          "Plätzchen backen Berlin",
          "Weihnachtsbäckerei Teamevent",
          "Weihnachtsfeier Backen",
          "Firmen-Weihnachtsfeier",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Vanillekipferl, Zimtsterne und Spitzbuben: In der Backstube in Berlin-Schöneberg backt Ihr Team klassische Weihnachtsplätzchen nach Omas Rezepten. Schon beim Teigkneten kommen Erinnerungen an die Weihnachtsbäckerei von früher auf – und die ersten Diskussionen, wie dünn ein Zimtstern sein darf.",
        "Unsere Profis zeigen, worauf es ankommt: der richtige Teig, das Ausstechen, das Backen auf den Punkt und das Verzieren. In kleinen Gruppen entstehen fünf Sorten Plätzchen, und jede Gruppe bringt ihre eigene Handschrift mit.",
        "Zum Schluss füllt jede Person ihre Plätzchendose und nimmt ein Rezeptheft mit nach Hause, damit die Weihnachtsbäckerei dort weitergehen kann. Das Plätzchenbacken bieten wir von November bis Dezember an.",
      ],
      features: [
        "Fünf Sorten Plätzchen nach klassischen Rezepten",
        "Tipps und Anleitung von Profis",
        "Rezeptheft zum Mitnehmen",
        "Plätzchendose für jede Person",
        "Backstube in Berlin-Schöneberg",
      ],
    },
    en: {
      seo: {
        title: "Christmas Cookie Baking as a Christmas Party in Berlin",
        description:
          "Christmas cookie baking for 8-30 people: five kinds from traditional recipes, a recipe booklet and a cookie tin for everyone. 2-3 hours, from €45 per person.",
        keywords: [
          "Christmas cookie baking Berlin",
          "Christmas baking team event",
          "Christmas party baking",
          "company Christmas party",
        ],
      },
      category: "Christmas event",
      body: [
        "Vanilla crescents, cinnamon stars and jam sandwiches: at the bakery in Berlin-Schöneberg your team bakes classic German Christmas cookies from traditional recipes. Kneading the dough brings back memories of Christmas baking at home – and sparks the first debates about how thin a cinnamon star should be.",
        "Our experts show what matters: the right dough, cutting out, baking to perfection and decorating. In small groups five kinds of cookies take shape, and every group adds its own personal touch.",
        "Finally everyone fills their own cookie tin and takes home a recipe booklet, so the Christmas baking can carry on there. We offer Christmas Cookie Baking from November to December.",
      ],
      features: [
        "Five kinds of cookies from traditional recipes",
        "Tips and guidance from experts",
        "A recipe booklet to take home",
        "A cookie tin for everyone",
        "Bakery in Berlin-Schöneberg",
      ],
    },
  },
  "weihnachts-escape": {
    de: {
      seo: {
        title: "Weihnachts-Escape-Game – Rätselspaß für die Weihnachtsfeier",
        description:
          "Weihnachts-Escape-Game für 10-200 Personen: mobile Rätselkisten, parallel für große Gruppen, festliche Siegerehrung. 1-2 Stunden, ab 49 € pro Person.",
        keywords: [
          "Weihnachts-Escape-Game",
          "Escape Game Weihnachtsfeier",
          "Weihnachtsfeier Berlin",
          "Rätsel Teamevent",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Ausgerechnet kurz vor Weihnachten hat sich der Weihnachtsmann aus seiner Werkstatt ausgesperrt. Die Geschenke liegen drinnen, die Schlösser sind verriegelt, und nur Ihr Team kann sie rechtzeitig knacken – sonst fällt die Bescherung aus.",
        "Jedes Team erhält eine mobile Rätselkiste voller weihnachtlicher Hinweise, Codes und Schlösser. Weil die Kisten mobil sind, spielen auch große Gruppen gleichzeitig: Mehrere Teams treten parallel an, in Ihren Räumen oder in unserer Location.",
        "Wer die Werkstatt zuerst öffnet, wird bei der festlichen Siegerehrung gefeiert. Das Weihnachts-Escape-Game passt gut vor das Weihnachtsessen und bringt schon vor dem ersten Gang alle ins Gespräch. Wir bieten es von November bis Dezember an.",
      ],
      features: [
        "Mobile Rätselkisten mit weihnachtlicher Geschichte",
        "Mehrere Teams parallel, auch für große Gruppen",
        "In Ihren Räumen oder in unserer Location",
        "Festliche Siegerehrung",
        "Von November bis Dezember",
      ],
    },
    en: {
      seo: {
        title: "Christmas Escape Game – Puzzles for Your Christmas Party",
        description:
          "A Christmas escape game for 10-200 people: mobile puzzle boxes, parallel play for large groups, a festive award ceremony. 1-2 hours, from €49 per person.",
        keywords: [
          "Christmas escape game",
          "escape game Christmas party",
          "Christmas party Berlin",
          "puzzle team event",
        ],
      },
      category: "Christmas event",
      body: [
        "Just before Christmas, of all times, Father Christmas has locked himself out of his workshop. The presents are inside, the locks are bolted, and only your team can crack them in time – or Christmas is cancelled.",
        "Each team receives a mobile puzzle box full of festive clues, codes and locks. Because the boxes are mobile, large groups can play at the same time: several teams compete side by side, at your premises or at our venue.",
        "The first team to open the workshop is celebrated at the festive award ceremony. The Christmas Escape Game fits nicely before the Christmas dinner and gets everyone talking before the first course. We offer it from November to December.",
      ],
      features: [
        "Mobile puzzle boxes with a Christmas story",
        "Several teams side by side, for large groups too",
        "At your premises or at our venue",
        "A festive award ceremony",
        "From November to December",
      ],
    },
  },
  eisstockschiessen: {
    de: {
      seo: {
        title: "Eisstockschießen in Berlin – Winterevent für Teams",
        description:
          "Eisstockschießen in Berlin-Charlottenburg für 10-120 Personen: eigene Bahn, Turnier mit Schiedsrichter, Glühwein an der Bande. 2-3 Stunden, ab 45 € pro Person.",
        keywords: [
          "Eisstockschießen Berlin",
          "Eisstockschießen Firma",
          "Weihnachtsfeier Berlin",
          "Winterevent Team",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Zielen, gleiten, jubeln: Eisstockschießen ist der bayerische Verwandte des Curlings und eines der geselligsten Wintervergnügen überhaupt. Auf der Eisbahn in Berlin-Charlottenburg hat Ihr Team eine eigene Bahn für sich.",
        "Zu Beginn erklären wir die Regeln und zeigen, wie der Eisstock am besten ins Ziel gleitet. Schnell wird klar, dass Gefühl mehr zählt als Kraft – und dass Taktik und gute Absprache im Team über Sieg und Niederlage entscheiden.",
        "Im Turnier treten die Teams gegeneinander an, ein Schiedsrichter behält die Wertung im Blick. Zwischen den Durchgängen wärmt Glühwein an der Bande. Das Eisstockschießen bieten wir von Dezember bis Januar an.",
      ],
      features: [
        "Eigene Bahn für Ihr Team",
        "Einweisung in Regeln und Technik",
        "Turnier mit Schiedsrichter",
        "Glühwein an der Bande",
        "Eisbahn in Berlin-Charlottenburg, Dezember bis Januar",
      ],
    },
    en: {
      seo: {
        title: "Ice Stock Sport in Berlin – a Winter Event for Teams",
        description:
          "Ice stock sport in Berlin-Charlottenburg for 10-120 people: a private lane, a refereed tournament, mulled wine at the boards. 2-3 hours, from €45 per person.",
        keywords: [
          "ice stock sport Berlin",
          "corporate ice stock",
          "Christmas party Berlin",
          "winter team event",
        ],
      },
      category: "Christmas event",
      body: [
        "Aim, glide, cheer: ice stock sport is the Bavarian cousin of curling and one of the most sociable winter pastimes of all. At the ice rink in Berlin-Charlottenburg your team has a lane of its own.",
        "We begin by explaining the rules and showing how to make the ice stock glide to the target. It soon becomes clear that touch counts for more than strength – and that tactics and good teamwork decide who wins.",
        "In the tournament the teams compete against each other while a referee keeps the score. Between rounds, mulled wine at the boards keeps everyone warm. We offer Ice Stock Sport from December to January.",
      ],
      features: [
        "A private lane for your team",
        "An introduction to rules and technique",
        "A tournament with a referee",
        "Mulled wine at the boards",
        "Ice rink in Berlin-Charlottenburg, December to January",
      ],
    },
  },
  "weihnachtsmarkt-tour": {
    de: {
      seo: {
        title: "Weihnachtsmarkt-Tour in Berlin – geführt, mit Verkostungen",
        description:
          "Geführte Weihnachtsmarkt-Tour für 10-200 Personen mit Berliner Stadtführer, Verkostungen und Geschichten hinter den Buden. 2-3 Stunden, ab 39 € pro Person.",
        keywords: [
          "Weihnachtsmarkt Tour Berlin",
          "Weihnachtsmarkt Führung",
          "Weihnachtsfeier Berlin",
          "Firmen-Weihnachtsfeier",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Berlins Weihnachtsmärkte kennt fast jeder – aber kaum jemand kennt ihre Geschichten. Bei der Weihnachtsmarkt-Tour zieht Ihr Team mit einem Berliner Stadtführer von Markt zu Markt, etwa vom Gendarmenmarkt nach Charlottenburg.",
        "Unterwegs erzählt der Guide, wie Berlin Weihnachten feiert und was hinter den Buden steckt. An ausgewählten Ständen sind Verkostungen inklusive, sodass die Tour nicht nur Ohren und Augen, sondern auch den Gaumen erfreut.",
        "Die Tour ist entspannt, gesellig und ohne Vorbereitung machbar – ein schöner Rahmen für eine Weihnachtsfeier, bei der man ins Gespräch kommt. Wir bieten sie von Ende November bis Dezember an.",
      ],
      features: [
        "Berliner Stadtführer mit Weihnachtsgeschichten",
        "Verkostungen an ausgewählten Ständen inklusive",
        "Geschichten hinter den Buden",
        "Berliner Weihnachtsmärkte, z. B. Gendarmenmarkt und Charlottenburg",
        "Von Ende November bis Dezember",
      ],
    },
    en: {
      seo: {
        title: "Christmas Market Tour in Berlin – Guided, with Tastings",
        description:
          "A guided Christmas market tour for 10-200 people with a Berlin city guide, tastings and stories behind the stalls. 2-3 hours, from €39 per person.",
        keywords: [
          "Christmas market tour Berlin",
          "guided Christmas market",
          "Christmas party Berlin",
          "company Christmas party",
        ],
      },
      category: "Christmas event",
      body: [
        "Almost everyone knows Berlin's Christmas markets – but hardly anyone knows their stories. On the Christmas Market Tour your team goes from market to market with a Berlin city guide, for example from Gendarmenmarkt to Charlottenburg.",
        "Along the way the guide tells how Berlin celebrates Christmas and what lies behind the stalls. Tastings at selected stalls are included, so the tour delights the palate as well as the eyes and ears.",
        "The tour is relaxed, sociable and needs no preparation – a lovely setting for a Christmas party where people get talking. We offer it from late November to December.",
      ],
      features: [
        "A Berlin city guide with Christmas stories",
        "Tastings at selected stalls included",
        "Stories behind the stalls",
        "Berlin Christmas markets, e.g. Gendarmenmarkt and Charlottenburg",
        "From late November to December",
      ],
    },
  },
  "kraenze-binden": {
    de: {
      seo: {
        title: "Adventskränze binden – Weihnachtsworkshop in Berlin",
        description:
          "Adventskränze binden für 8-40 Personen: frisches Tannengrün, Anleitung durch eine Floristin, Kranz zum Mitnehmen. 2-3 Stunden, ab 45 € pro Person.",
        keywords: [
          "Adventskranz binden Berlin",
          "Adventskranz Workshop",
          "Weihnachtsfeier Workshop",
          "Firmen-Weihnachtsfeier",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Tannengrün, Draht und Kerzen: Beim Adventskränze binden entsteht unter den Händen jeder Person ein eigener Kranz. Eine Floristin zeigt, wie man das frische Grün bündelt, Lage für Lage anlegt und mit Draht so fixiert, dass der Kranz rund und voll wird.",
        "Danach wird dekoriert – klassisch, modern oder ganz nach eigenem Geschmack. Die Floristin hilft bei Handgriffen und gibt Tipps, und ganz nebenbei kommt man beim Binden ins Gespräch. Am Tisch duftet es nach Wald und Advent.",
        "Jeder Kranz geht mit nach Hause oder ins Büro und begleitet durch die Adventszeit. Der Workshop findet in der Blumenwerkstatt in Berlin-Steglitz statt oder bei Ihnen, von Ende November bis Dezember.",
      ],
      features: [
        "Frisches Tannengrün, Draht und Kerzen",
        "Anleitung durch eine Floristin",
        "Ein eigener Kranz für jede Person zum Mitnehmen",
        "Blumenwerkstatt in Berlin-Steglitz oder bei Ihnen",
        "Von Ende November bis Dezember",
      ],
    },
    en: {
      seo: {
        title: "Advent Wreath Making – a Christmas Workshop in Berlin",
        description:
          "Advent wreath making for 8-40 people: fresh fir branches, guidance from a florist and a wreath to take home. 2-3 hours, from €45 per person.",
        keywords: [
          "Advent wreath workshop Berlin",
          "wreath making",
          "Christmas party workshop",
          "company Christmas party",
        ],
      },
      category: "Christmas event",
      body: [
        "Fir branches, wire and candles: in Advent Wreath Making everyone binds a wreath of their own. An Advent wreath is a German tradition – four candles, one lit on each Sunday before Christmas. A florist shows how to bundle the fresh greenery, lay it layer by layer and fix it with wire so the wreath turns out round and full.",
        "Then comes the decorating – classic, modern or entirely to your own taste. The florist helps with the tricky steps and gives tips, and conversation flows while everyone works. The table smells of forest and Advent.",
        "Every wreath goes home or to the office and keeps everyone company through Advent. We run it at the flower workshop in Berlin-Steglitz or at your venue, from late November to December.",
      ],
      features: [
        "Fresh fir branches, wire and candles",
        "Guidance from a florist",
        "A wreath of your own to take home",
        "Flower workshop in Berlin-Steglitz or at your venue",
        "From late November to December",
      ],
    },
  },
  "weihnachts-krimidinner": {
    de: {
      seo: {
        title: "Weihnachts-Krimidinner in Berlin – Mord zwischen den Gängen",
        description:
          "Weihnachts-Krimidinner für 16-150 Personen: festliches Drei-Gänge-Menü, Schauspieler am Tisch, Rätseln bis zum Dessert. 3-4 Stunden, ab 99 € pro Person.",
        keywords: [
          "Krimidinner Weihnachtsfeier",
          "Weihnachts-Krimidinner Berlin",
          "Weihnachtsfeier Berlin",
          "Krimidinner Firma",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Ein festlich gedeckter Tisch in einem Restaurant in Berlin-Mitte, ein Drei-Gänge-Menü – und ein Mord zwischen den Gängen. Wer hat den Weihnachtsstollen vergiftet? Beim Weihnachts-Krimidinner wird Ihre Weihnachtsfeier zum Tatort.",
        "Schauspieler spielen die Verdächtigen und sitzen mitten unter Ihren Gästen. Sie streuen Hinweise, verstricken sich in Widersprüche und lassen sich befragen. Ihr Team sammelt Indizien, tauscht Vermutungen aus und kommt dem Täter Gang für Gang näher.",
        "Zum Dessert wird der Fall aufgelöst. Wer richtig getippt hat, darf sich feiern lassen – und alle anderen haben zumindest einen Abend erlebt, über den noch lange gesprochen wird. Das Krimidinner bieten wir von November bis Dezember an.",
      ],
      features: [
        "Festliches Drei-Gänge-Menü",
        "Schauspieler am Tisch",
        "Ein Kriminalfall zum Mitraten bis zum Dessert",
        "Restaurant in Berlin-Mitte",
        "Von November bis Dezember",
      ],
      phases: [
        {
          title: "Vorspeise: Der Mord",
          text: "Der Abend beginnt festlich – bis die Nachricht vom vergifteten Weihnachtsstollen die Runde macht.",
        },
        {
          title: "Hauptgang: Die Ermittlungen",
          text: "Verdächtige befragen, Hinweise sammeln, Vermutungen austauschen.",
        },
        {
          title: "Dessert: Die Auflösung",
          text: "Der Täter wird entlarvt, und die besten Ermittlerinnen und Ermittler werden gefeiert.",
        },
      ],
    },
    en: {
      seo: {
        title: "Christmas Murder Mystery Dinner in Berlin",
        description:
          "A Christmas murder mystery for 16-150 people: a festive three-course dinner, actors at your table, sleuthing until dessert. 3-4 hours, from €99 per person.",
        keywords: [
          "murder mystery Christmas party",
          "Christmas murder mystery Berlin",
          "Christmas party Berlin",
          "corporate murder mystery",
        ],
      },
      category: "Christmas event",
      body: [
        "A festively laid table in a restaurant in Berlin-Mitte, a three-course dinner – and a murder between the courses. Who poisoned the Christmas stollen? At the Christmas Murder Mystery Dinner your Christmas party becomes a crime scene.",
        "Actors play the suspects and sit right among your guests. They drop hints, get tangled in contradictions and answer questions. Your team gathers clues, swaps theories and closes in on the culprit course by course.",
        "The case is solved over dessert. Whoever guessed right gets to take a bow – and everyone else has at least enjoyed an evening that will be talked about for a long time. We offer the murder mystery dinner from November to December.",
      ],
      features: [
        "A festive three-course dinner",
        "Actors at your table",
        "A crime to solve by dessert",
        "Restaurant in Berlin-Mitte",
        "From November to December",
      ],
      phases: [
        {
          title: "Starter: The murder",
          text: "The evening begins festively – until news of the poisoned Christmas stollen spreads.",
        },
        {
          title: "Main course: The investigation",
          text: "Question the suspects, gather clues, swap theories.",
        },
        {
          title: "Dessert: The solution",
          text: "The culprit is unmasked, and the best detectives are celebrated.",
        },
      ],
    },
  },
  "schneekugel-workshop": {
    de: {
      seo: {
        title: "Schneekugel-Workshop – Weihnachtsfeier kreativ in Berlin",
        description:
          "Schneekugel-Workshop für 8-40 Personen: eigene Winterlandschaft im Glas gestalten, alle Materialien inklusive. 2 Stunden, ab 35 € pro Person.",
        keywords: [
          "Schneekugel Workshop Berlin",
          "Kreative Weihnachtsfeier",
          "Weihnachtsworkshop",
          "Firmen-Weihnachtsfeier",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Eine Winterlandschaft im Glas: Beim Schneekugel-Workshop gestaltet jede Person ihre eigene Schneekugel. Miniatur-Tannen, Figuren und Glitzerschnee liegen bereit, und schnell entstehen kleine Welten – verschneite Wälder, Berliner Szenen oder ein Motiv, das nur Ihr Team versteht.",
        "Wer mag, gestaltet eigene Figuren und verleiht der Kugel so eine persönliche Note. Wir zeigen, wie alles sicher im Glas hält und wie der Schnee am schönsten rieselt. Alle Materialien sind inklusive.",
        "Nach zwei Stunden geht jede Person mit ihrer Schneekugel nach Hause – ein Andenken, das bei jedem Schütteln an die Weihnachtsfeier erinnert. Der Workshop findet im Kreativstudio in Berlin-Friedrichshain statt oder bei Ihnen, von November bis Dezember.",
      ],
      features: [
        "Alle Materialien inklusive",
        "Miniatur-Tannen, Figuren und Glitzerschnee",
        "Eigene Figuren gestalten",
        "Schneekugel zum Mitnehmen",
        "Kreativstudio in Berlin-Friedrichshain oder bei Ihnen",
      ],
    },
    en: {
      seo: {
        title: "Snow Globe Workshop – a Creative Christmas Party in Berlin",
        description:
          "A snow globe workshop for 8-40 people: design your own winter landscape in a jar, all materials included. 2 hours, from €35 per person.",
        keywords: [
          "snow globe workshop Berlin",
          "creative Christmas party",
          "Christmas workshop",
          "company Christmas party",
        ],
      },
      category: "Christmas event",
      body: [
        "A winter landscape in a jar: in the Snow Globe Workshop everyone designs a snow globe of their own. Miniature fir trees, figures and glitter snow are ready to go, and small worlds quickly take shape – snowy forests, Berlin scenes or a motif only your team will understand.",
        "Anyone who likes can design their own figures and give the globe a personal touch. We show how to fix everything securely in the jar and how to make the snow fall most beautifully. All materials are included.",
        "After two hours everyone goes home with their snow globe – a keepsake that recalls the Christmas party with every shake. The workshop takes place at the creative studio in Berlin-Friedrichshain or at your venue, from November to December.",
      ],
      features: [
        "All materials included",
        "Miniature fir trees, figures and glitter snow",
        "Design your own figures",
        "A snow globe to take home",
        "Creative studio in Berlin-Friedrichshain or at your venue",
      ],
    },
  },
  "weihnachts-quiz": {
    de: {
      seo: {
        title: "Weihnachts-Quiz – moderiertes Quiz für die Weihnachtsfeier",
        description:
          "Weihnachts-Quiz für 10-300 Personen, vor Ort oder online: Moderation mit Buzzern, Musik- und Bilderrunden, Fragen zum Team. 1-2 Stunden, ab 29 € pro Person.",
        keywords: [
          "Weihnachtsquiz Firma",
          "Quiz Weihnachtsfeier",
          "Online Weihnachtsfeier",
          "Weihnachtsfeier Berlin",
        ],
      },
      category: "Weihnachtsevent",
      body: [
        "Wie viele Rentiere hat der Weihnachtsmann? Beim Weihnachts-Quiz treten Ihre Teams mit Buzzern gegeneinander an. Unsere Moderation führt durch den Abend, stellt die Fragen, hält das Tempo hoch und sorgt dafür, dass auch die Stillen zum Zug kommen.",
        "Neben weihnachtlichem Wissen gibt es Musik- und Bilderrunden – und Fragen über Ihr eigenes Team, die Sie uns vorher verraten. Spätestens dann wird es laut, denn wer hätte gedacht, wer im Team welches Geheimnis hat?",
        "Das Quiz findet in Ihrer Location statt oder online für verteilte Teams, sodass alle mitspielen können, egal wo sie gerade arbeiten. Wir bieten es von Ende November bis Dezember an.",
      ],
      features: [
        "Moderation mit Buzzer-Technik",
        "Musik- und Bilderrunden",
        "Fragen über Ihr eigenes Team",
        "In Ihrer Location oder online für verteilte Teams",
        "Von Ende November bis Dezember",
      ],
    },
    en: {
      seo: {
        title: "Christmas Quiz – a Hosted Quiz for Your Christmas Party",
        description:
          "A Christmas quiz for 10-300 people, on site or online: hosted with buzzers, music and picture rounds, questions about your team. 1-2 hours, from €29 per person.",
        keywords: [
          "corporate Christmas quiz",
          "Christmas party quiz",
          "online Christmas party",
          "Christmas party Berlin",
        ],
      },
      category: "Christmas event",
      body: [
        "How many reindeer does Father Christmas have? In the Christmas Quiz your teams compete with buzzers. Our host guides you through the evening, asks the questions, keeps up the pace and makes sure the quieter ones get their turn too.",
        "Besides festive trivia there are music and picture rounds – and questions about your own team that you tell us in advance. That is when it gets loud, because who would have guessed which colleague has which secret?",
        "The quiz takes place at your venue or online for distributed teams, so everyone can join in wherever they are working. We offer it from late November to December.",
      ],
      features: [
        "Hosted with buzzer tech",
        "Music and picture rounds",
        "Questions about your own team",
        "At your venue or online for distributed teams",
        "From late November to December",
      ],
    },
  },
} satisfies Record<string, EventDetailEntry>;
