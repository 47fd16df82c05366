import type { EventEntry } from "../schema";
import { christmasDetails } from "./christmas-details";

const novDec = { de: "November - Dezember", en: "November - December" };
const decJan = { de: "Dezember - Januar", en: "December - January" };
const advent = { de: "Ende November - Dezember", en: "Late November - December" };

/**
 * Christmas events, in the order of /christmas-events. The English page omits Adventskränze binden
 * (docs/product.md#event-lists: German page 12 events, English 11).
 */
export const christmasEvents: EventEntry[] = [
  {
    id: "lebkuchenherzen",
    image: "event-lebkuchenherzen",
    participants: { min: 8, max: 30 },
    hours: { min: 2, max: 3 },
    priceFrom: 39,
    setting: "indoor",
    season: novDec,
    months: [11, 12],
    de: {
      title: "Lebkuchenherzen verzieren",
      description:
        "Zuckerguss, Streusel und ein ruhiges Händchen: Ihr Team verziert große Lebkuchenherzen mit Sprüchen, Namen und Motiven.",
      location: "Backstube in Berlin-Schöneberg oder bei Ihnen",
      highlights: ["Frisch gebackene Herzen", "Glühwein und Punsch", "Herzen zum Mitnehmen"],
    },
    en: {
      title: "Gingerbread Heart Decorating",
      description:
        "Icing, sprinkles and a steady hand: your team decorates large gingerbread hearts with sayings, names and motifs.",
      location: "Bakery in Berlin-Schöneberg or at your venue",
      highlights: ["Freshly baked hearts", "Mulled wine and punch", "Hearts to take home"],
    },
    detail: {
      de: {
        seo: {
          title: "Lebkuchenherzen verzieren – Weihnachtsfeier in Berlin",
          description:
            "Lebkuchenherzen verzieren als Weihnachtsfeier für 8-30 Personen: mit Zuckerguss, Glühwein und Herzen zum Mitnehmen. 2-3 Stunden, ab 39 € pro Person.",
          keywords: [
            "Lebkuchenherzen verzieren",
            "Weihnachtsfeier Berlin",
            "Weihnachtsworkshop",
            "Firmen-Weihnachtsfeier",
          ],
        },
        category: "Weihnachtsevent",
        body: [
          "Es duftet nach Zimt, Nelken und Honig, auf den Tischen liegen große, frisch gebackene Lebkuchenherzen – und Spritzbeutel in allen Farben. Unsere Konditorin zeigt, wie Zuckerguss die richtige Konsistenz bekommt, wie Schrift gelingt und wie man mit Streuseln, Mandeln und Oblaten Akzente setzt.",
          "Dann ist Ihr Team gefragt: Welche Sprüche passen zu Kolleginnen und Kollegen? Wer verziert das Herz für die Chefin? Schnell entstehen kleine Kunstwerke, liebevolle Botschaften und der eine oder andere Insider-Witz. Nebenbei gibt es Glühwein, Kinderpunsch und Lebkuchen zum Naschen.",
          "Am Ende kürt das Team die schönsten Herzen, bevor alle ihre Werke gut verpackt mitnehmen – als Geschenk, als Dekoration fürs Büro oder als süße Erinnerung an einen entspannten Nachmittag.",
        ],
        features: [
          "Zwei frisch gebackene Lebkuchenherzen pro Person",
          "Zuckerguss in vielen Farben, Streusel und Dekor",
          "Anleitung durch eine Konditorin",
          "Glühwein, Kinderpunsch und Plätzchen",
          "Geschenkverpackung zum Mitnehmen",
        ],
      },
      en: {
        seo: {
          title: "Gingerbread Heart Decorating – a Christmas Party in Berlin",
          description:
            "Gingerbread heart decorating as a Christmas party for 8-30 people: icing, mulled wine and hearts to take home. 2-3 hours, from €39 per person.",
          keywords: [
            "gingerbread decorating",
            "Christmas party Berlin",
            "Christmas workshop",
            "company Christmas party",
          ],
        },
        category: "Christmas event",
        body: [
          "The air smells of cinnamon, cloves and honey, the tables are covered with large, freshly baked gingerbread hearts – and piping bags in every colour. Our pastry chef shows how to get the icing just right, how to pipe lettering and how to add accents with sprinkles, almonds and wafers.",
          "Then it's your team's turn: which sayings suit which colleagues? Who decorates the heart for the boss? Little works of art, affectionate messages and the odd in-joke appear in no time. Meanwhile there is mulled wine, children's punch and gingerbread to nibble.",
          "At the end the team chooses the most beautiful hearts before everyone takes their creations home, carefully wrapped – as a gift, as office decoration or as a sweet reminder of a relaxed afternoon.",
        ],
        features: [
          "Two freshly baked gingerbread hearts per person",
          "Icing in many colours, sprinkles and decorations",
          "Guidance from a pastry chef",
          "Mulled wine, children's punch and biscuits",
          "Gift wrapping to take home",
        ],
      },
    },
  },
  {
    id: "weihnachts-teamkochen",
    image: "event-weihnachts-teamkochen",
    participants: { min: 8, max: 40 },
    hours: { min: 3, max: 4 },
    priceFrom: 89,
    setting: "indoor",
    season: novDec,
    months: [11, 12],
    de: {
      title: "Weihnachtliches Teamkochen",
      description:
        "Gans, Rotkohl und Bratapfel – oder ganz vegetarisch: Ihr Team kocht ein festliches Menü und genießt es an einer langen Weihnachtstafel.",
      location: "Kochschule in Berlin-Charlottenburg",
      highlights: [
        "Festliches Drei-Gänge-Menü",
        "Profiköche als Coaches",
        "Weihnachtstafel mit Wein",
      ],
    },
    en: {
      title: "Christmas Team Cooking",
      description:
        "Roast goose, red cabbage and baked apples – or entirely vegetarian: your team cooks a festive menu and enjoys it at a long Christmas table.",
      location: "Cookery school in Berlin-Charlottenburg",
      highlights: [
        "Festive three-course menu",
        "Professional chefs as coaches",
        "Christmas table with wine",
      ],
    },
    detail: christmasDetails["weihnachts-teamkochen"],
  },
  {
    id: "winter-grillen",
    image: "event-winter-grillen",
    participants: { min: 10, max: 100 },
    hours: { min: 3, max: 4 },
    priceFrom: 59,
    setting: "outdoor",
    season: decJan,
    months: [12, 1],
    de: {
      title: "Winter-Grillen",
      description:
        "Feuerschalen, Glühwein und Köstliches vom Grill: Eine Weihnachtsfeier unter freiem Himmel, bei der niemand friert.",
      location: "Seegrundstück am Wannsee",
      highlights: ["Grillmeister am Feuer", "Feuerschalen und Decken", "Heiße Getränke inklusive"],
    },
    en: {
      title: "Winter Barbecue",
      description:
        "Fire pits, mulled wine and delicious food from the grill: a Christmas party in the open air where nobody gets cold.",
      location: "Lakeside grounds by the Wannsee",
      highlights: ["Grill master at the fire", "Fire pits and blankets", "Hot drinks included"],
    },
    detail: christmasDetails["winter-grillen"],
  },
  {
    id: "weihnachts-rallye",
    image: "event-weihnachts-rallye",
    participants: { min: 20, max: 500 },
    hours: { min: 2, max: 3 },
    priceFrom: 49,
    setting: "outdoor",
    season: advent,
    months: [11, 12],
    de: {
      title: "Weihnachtsrallye Berlin",
      description:
        "Die City Rally im Weihnachtskleid: Rätsel und Foto-Aufgaben zwischen Lichterglanz, Weihnachtsmärkten und Glühweinständen.",
      location: "Berlin-Mitte, Start am Roten Rathaus",
      highlights: [
        "Weihnachtliche Stationen",
        "Event-App mit Live-Karte",
        "Glühwein-Stopp unterwegs",
      ],
    },
    en: {
      title: "Christmas Rally Berlin",
      description:
        "The City Rally in its Christmas outfit: puzzles and photo tasks among festive lights, Christmas markets and mulled-wine stalls.",
      location: "Berlin-Mitte, starting at the Rotes Rathaus",
      highlights: ["Festive stops", "Event app with live map", "Mulled-wine stop on the way"],
    },
    detail: christmasDetails["weihnachts-rallye"],
  },
  {
    id: "plaetzchen-backen",
    image: "event-plaetzchen-backen",
    participants: { min: 8, max: 30 },
    hours: { min: 2, max: 3 },
    priceFrom: 45,
    setting: "indoor",
    season: novDec,
    months: [11, 12],
    de: {
      title: "Plätzchen backen",
      description:
        "Vanillekipferl, Zimtsterne und Spitzbuben: Ihr Team backt klassische Weihnachtsplätzchen nach Omas Rezepten – mit Profi-Tipps.",
      location: "Backstube in Berlin-Schöneberg",
      highlights: [
        "Fünf Sorten Plätzchen",
        "Rezeptheft zum Mitnehmen",
        "Plätzchendose für jede Person",
      ],
    },
    en: {
      title: "Christmas Cookie Baking",
      description:
        "Vanilla crescents, cinnamon stars and jam sandwiches: your team bakes classic German Christmas cookies from traditional recipes – with expert tips.",
      location: "Bakery in Berlin-Schöneberg",
      highlights: [
        "Five kinds of cookies",
        "Recipe booklet to take home",
        "A cookie tin for everyone",
      ],
    },
    detail: christmasDetails["plaetzchen-backen"],
  },
  {
    id: "weihnachts-escape",
    image: "event-weihnachts-escape",
    participants: { min: 10, max: 200 },
    hours: { min: 1, max: 2 },
    priceFrom: 49,
    setting: "indoor",
    season: novDec,
    months: [11, 12],
    de: {
      title: "Weihnachts-Escape-Game",
      description:
        "Der Weihnachtsmann hat sich ausgesperrt: Knackt Ihr Team die Schlösser der Werkstatt, bevor die Bescherung ausfällt?",
      location: "Mobil in Ihren Räumen oder in unserer Location",
      highlights: ["Mobile Rätselkisten", "Für große Gruppen parallel", "Festliche Siegerehrung"],
    },
    en: {
      title: "Christmas Escape Game",
      description:
        "Father Christmas has locked himself out: can your team crack the workshop's locks before Christmas is cancelled?",
      location: "Mobile at your premises or at our venue",
      highlights: [
        "Mobile puzzle boxes",
        "Parallel play for large groups",
        "Festive award ceremony",
      ],
    },
    detail: christmasDetails["weihnachts-escape"],
  },
  {
    id: "eisstockschiessen",
    image: "event-eisstockschiessen",
    participants: { min: 10, max: 120 },
    hours: { min: 2, max: 3 },
    priceFrom: 45,
    setting: "outdoor",
    season: decJan,
    months: [12, 1],
    de: {
      title: "Eisstockschießen",
      description:
        "Zielen, gleiten, jubeln: Auf der Eisbahn treten Ihre Teams im bayerischen Wintersport gegeneinander an – mit Glühwein an der Bande.",
      location: "Eisbahn in Berlin-Charlottenburg",
      highlights: [
        "Eigene Bahn für Ihr Team",
        "Turnier mit Schiedsrichter",
        "Glühwein an der Bande",
      ],
    },
    en: {
      title: "Ice Stock Sport",
      description:
        "Aim, glide, cheer: on the ice rink your teams compete in the Bavarian cousin of curling – with mulled wine at the boards.",
      location: "Ice rink in Berlin-Charlottenburg",
      highlights: [
        "A private lane for your team",
        "Tournament with a referee",
        "Mulled wine at the boards",
      ],
    },
    detail: christmasDetails.eisstockschiessen,
  },
  {
    id: "weihnachtsmarkt-tour",
    image: "event-weihnachtsmarkt-tour",
    participants: { min: 10, max: 200 },
    hours: { min: 2, max: 3 },
    priceFrom: 39,
    setting: "outdoor",
    season: advent,
    months: [11, 12],
    de: {
      title: "Weihnachtsmarkt-Tour",
      description:
        "Von Markt zu Markt mit einem Guide, der Berlins Weihnachtsgeschichten kennt – inklusive Verkostungen an ausgewählten Ständen.",
      location: "Berliner Weihnachtsmärkte, z. B. Gendarmenmarkt und Charlottenburg",
      highlights: [
        "Berliner Stadtführer",
        "Verkostungen inklusive",
        "Geschichten hinter den Buden",
      ],
    },
    en: {
      title: "Christmas Market Tour",
      description:
        "From market to market with a guide who knows Berlin's Christmas stories – including tastings at selected stalls.",
      location: "Berlin Christmas markets, e.g. Gendarmenmarkt and Charlottenburg",
      highlights: ["Berlin city guide", "Tastings included", "Stories behind the stalls"],
    },
    detail: christmasDetails["weihnachtsmarkt-tour"],
  },
  {
    id: "kraenze-binden",
    image: "event-kraenze-binden",
    participants: { min: 8, max: 40 },
    hours: { min: 2, max: 3 },
    priceFrom: 45,
    setting: "indoor",
    season: advent,
    months: [11, 12],
    de: {
      title: "Adventskränze binden",
      description:
        "Tannengrün, Draht und Kerzen: Unter Anleitung einer Floristin bindet jede Person ihren eigenen Adventskranz.",
      location: "Blumenwerkstatt in Berlin-Steglitz oder bei Ihnen",
      highlights: ["Frisches Tannengrün", "Anleitung durch Floristin", "Kranz zum Mitnehmen"],
    },
    en: {
      title: "Advent Wreath Making",
      description:
        "Fir branches, wire and candles: guided by a florist, everyone binds their own Advent wreath.",
      location: "Flower workshop in Berlin-Steglitz or at your venue",
      highlights: ["Fresh fir branches", "Guided by a florist", "A wreath to take home"],
    },
    detail: christmasDetails["kraenze-binden"],
  },
  {
    id: "weihnachts-krimidinner",
    image: "event-weihnachts-krimidinner",
    participants: { min: 16, max: 150 },
    hours: { min: 3, max: 4 },
    priceFrom: 99,
    setting: "indoor",
    season: novDec,
    months: [11, 12],
    de: {
      title: "Weihnachts-Krimidinner",
      description:
        "Ein festliches Drei-Gänge-Menü und ein Mord zwischen den Gängen: Wer hat den Weihnachtsstollen vergiftet?",
      location: "Restaurant in Berlin-Mitte",
      highlights: ["Drei-Gänge-Menü", "Schauspieler am Tisch", "Rätseln bis zum Dessert"],
    },
    en: {
      title: "Christmas Murder Mystery Dinner",
      description:
        "A festive three-course dinner and a murder between the courses: who poisoned the Christmas stollen?",
      location: "Restaurant in Berlin-Mitte",
      highlights: ["Three-course dinner", "Actors at your table", "Sleuthing until dessert"],
    },
    detail: christmasDetails["weihnachts-krimidinner"],
  },
  {
    id: "schneekugel-workshop",
    image: "event-schneekugel-workshop",
    participants: { min: 8, max: 40 },
    hours: { min: 2, max: 2 },
    priceFrom: 35,
    setting: "indoor",
    season: novDec,
    months: [11, 12],
    de: {
      title: "Schneekugel-Workshop",
      description:
        "Eine Winterlandschaft im Glas: Jede Person gestaltet ihre eigene Schneekugel – mit Miniatur-Tannen, Figuren und Glitzerschnee.",
      location: "Kreativstudio in Berlin-Friedrichshain oder bei Ihnen",
      highlights: [
        "Alle Materialien inklusive",
        "Eigene Figuren gestalten",
        "Schneekugel zum Mitnehmen",
      ],
    },
    en: {
      title: "Snow Globe Workshop",
      description:
        "A winter landscape in a jar: everyone designs their own snow globe – with miniature fir trees, figures and glitter snow.",
      location: "Creative studio in Berlin-Friedrichshain or at your venue",
      highlights: [
        "All materials included",
        "Design your own figures",
        "A snow globe to take home",
      ],
    },
    detail: christmasDetails["schneekugel-workshop"],
  },
  {
    id: "weihnachts-quiz",
    image: "event-weihnachts-quiz",
    participants: { min: 10, max: 300 },
    hours: { min: 1, max: 2 },
    priceFrom: 29,
    setting: "indoor",
    season: advent,
    months: [11, 12],
    de: {
      title: "Weihnachts-Quiz",
      description:
        "Wie viele Rentiere hat der Weihnachtsmann? Ein moderiertes Quiz mit Buzzern, Musikrunden und Fragen über Ihr eigenes Team.",
      location: "In Ihrer Location oder online für verteilte Teams",
      highlights: [
        "Moderation mit Buzzer-Technik",
        "Musik- und Bilderrunden",
        "Fragen über Ihr Team",
      ],
    },
    en: {
      title: "Christmas Quiz",
      description:
        "How many reindeer does Father Christmas have? A hosted quiz with buzzers, music rounds and questions about your own team.",
      location: "At your venue or online for distributed teams",
      highlights: [
        "Hosted with buzzer tech",
        "Music and picture rounds",
        "Questions about your team",
      ],
    },
    detail: christmasDetails["weihnachts-quiz"],
  },
];
