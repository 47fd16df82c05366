/**
 * Every image slot's artwork: what it shows (its text alternative) and how the generator
 * draws it. Ids are referenced by categories, events, articles and pages. The alt text
 * describes the illustration scripts/artwork draws for the motif, so change both together.
 */
import type { Localized } from "./schema";

export type Palette =
  "teambuilding" | "creative" | "culinary" | "horror" | "christmas" | "news" | "social" | "brand";

export interface ArtworkEntry {
  alt: Localized<string>;
  /** Name of the motif the illustration generator draws (scripts/artwork/motifs). */
  motif: string;
  palette: Palette;
  /**
   * Text alternative of the photo that replaces the illustration, once a photo
   * app/content/images/<id>.jpg exists (the build fails without it: see that folder's README).
   */
  photoAlt?: Localized<string>;
}

function art(motif: string, palette: Palette, de: string, en: string): ArtworkEntry {
  return { alt: { de: `Illustration: ${de}`, en: `Illustration: ${en}` }, motif, palette };
}

export const artwork: Record<string, ArtworkEntry> = {
  // Pages
  "home-hero": art(
    "skyline",
    "brand",
    "Ein Boot mit einer kleinen Gruppe auf der Spree vor der Berliner Skyline mit Fernsehturm im Abendlicht",
    "a boat with a small group on the Spree in front of the Berlin skyline with the TV tower in the evening light",
  ),
  contact: art(
    "map-pin",
    "brand",
    "Eine Kartennadel am Ufer des Wannsees, auf dem ein Segelboot fährt",
    "a map pin on the shore of the Wannsee with a sailing boat on the water",
  ),

  // Categories
  "category-teambuilding": art(
    "rope",
    "teambuilding",
    "Drei Hände in Handschuhen, die gemeinsam an einem gespannten Seil ziehen",
    "three gloved hands pulling a taut rope together",
  ),
  "category-creative": art(
    "bricks",
    "creative",
    "Gestapelte Noppen-Bausteine und ein Pinsel mit orangefarbener Farbe",
    "stacked studded building bricks and a paintbrush with orange paint",
  ),
  "category-culinary": art(
    "pan",
    "culinary",
    "Eine Kochmütze über einer dampfenden Pfanne",
    "a chef's hat above a steaming pan",
  ),
  "category-horror": art(
    "zombie-hand",
    "horror",
    "Eine Zombiehand, die unter einem Vollmond aus der Erde greift",
    "a zombie hand reaching out of the ground under a full moon",
  ),
  "category-christmas": art(
    "gingerbread",
    "christmas",
    "Ein verziertes Lebkuchenherz an einer Schleife zwischen Schneeflocken",
    "a decorated gingerbread heart on a ribbon among snowflakes",
  ),
  "category-news": art(
    "newspaper",
    "news",
    "Eine aufgeschlagene Zeitung mit einem Stern",
    "an open newspaper with a star",
  ),
  "category-social": art(
    "helping-hands",
    "social",
    "Zwei Hände, die gemeinsam ein Herz halten",
    "two hands holding a heart together",
  ),

  // Articles
  "article-hybrid-events-2025": art(
    "hybrid",
    "news",
    "Ein Laptop mit Videokacheln neben einer kleinen Gruppe vor Ort, verbunden durch Signalbögen",
    "a laptop showing video tiles next to a small group on site, linked by signal arcs",
  ),
  "article-startup-success-story": art(
    "brick-workshop",
    "news",
    "Ein Turm aus Noppen-Bausteinen auf einem Workshop-Tisch neben einer kleinen Spielzeugrakete",
    "a tower of studded building bricks on a workshop table next to a small toy rocket",
  ),
  "article-christmas-early-booking": art(
    "calendar-star",
    "news",
    "Ein Kalenderblatt mit markiertem Datum und einem Weihnachtsstern",
    "a calendar page with a marked date and a Christmas star",
  ),

  // Team-building events
  "event-city-rally-berlin": art(
    "tv-tower",
    "teambuilding",
    "Der Berliner Fernsehturm mit einer gestrichelten Route und Wegpunkten durch die Stadt",
    "the Berlin TV tower with a dashed route and waypoints through the city",
  ),
  "event-seifenkisten-rennen": art(
    "soapbox",
    "teambuilding",
    "Eine Seifenkiste mit Fahrer im Helm, die einen Hügel hinunterrollt, daneben eine Zielflagge",
    "a soapbox car with a helmeted driver rolling down a hill next to a chequered flag",
  ),
  "event-cross-golf": art(
    "golf-flag",
    "teambuilding",
    "Eine Golffahne auf einer Brache vor Industriegebäuden, davor ein Golfball",
    "a golf flag on wasteland in front of industrial buildings with a golf ball",
  ),
  "event-survival-training": art(
    "campfire",
    "teambuilding",
    "Ein Lagerfeuer vor einem Zelt zwischen Tannen",
    "a campfire in front of a tent among fir trees",
  ),
  "event-disc-golf-event": art(
    "disc-golf",
    "teambuilding",
    "Ein Disc-Golf-Korb mit Ketten und eine fliegende Scheibe",
    "a disc golf basket with chains and a flying disc",
  ),
  "event-domino-event": art(
    "domino",
    "creative",
    "Eine geschwungene Reihe Dominosteine, deren erste Steine gerade umfallen",
    "a curved line of dominoes whose first tiles are just toppling",
  ),
  "event-team-olympiade": art(
    "medal",
    "teambuilding",
    "Ein Siegerpodest mit einer Medaille an einem Band",
    "a winners' podium with a medal on a ribbon",
  ),
  "event-flossbau": art(
    "raft",
    "teambuilding",
    "Ein Floß aus Baumstämmen mit Segel und Wimpel auf dem Wasser",
    "a raft made of logs with a sail and a pennant on the water",
  ),
  "event-drachenboot": art(
    "dragon-boat",
    "teambuilding",
    "Ein Drachenboot mit Drachenkopf und Paddeln in gleichem Takt auf dem Wasser",
    "a dragon boat with a dragon head and paddles in stroke on the water",
  ),
  "event-gps-schnitzeljagd": art(
    "compass",
    "teambuilding",
    "Ein Kompass über einer Karte mit Wegpunkten",
    "a compass over a map with waypoints",
  ),
  "event-outdoor-escape-game": art(
    "padlock",
    "teambuilding",
    "Ein Vorhängeschloss mit Zahlenrädern an einer Kette im Grünen",
    "a combination padlock on a chain outdoors",
  ),
  "event-bogenschiessen": art(
    "archery",
    "teambuilding",
    "Ein Bogen und eine Zielscheibe mit einem Pfeil in der Mitte",
    "a bow and a target with an arrow in the bullseye",
  ),
  "event-kistenklettern": art(
    "crates",
    "teambuilding",
    "Ein Turm aus gestapelten Getränkekisten, gesichert an einem Seil",
    "a tower of stacked crates secured by a rope",
  ),
  "event-bubble-football": art(
    "bubble-ball",
    "teambuilding",
    "Zwei transparente Bubble-Bälle und ein Fußball auf einer Wiese",
    "two transparent bubble balls and a football on a lawn",
  ),
  "event-kanutour": art(
    "canoe",
    "teambuilding",
    "Ein Kanu mit gekreuzten Paddeln auf einem ruhigen Fluss zwischen Schilf",
    "a canoe with crossed paddles on a calm river between reeds",
  ),

  // Creative events
  "event-team-kunstwerk": art(
    "canvas",
    "creative",
    "Eine große Leinwand auf einer Staffelei, bemalt in vielen Farbfeldern, daneben Pinsel",
    "a large canvas on an easel painted in many colour fields, with brushes beside it",
  ),
  "event-lego-kreativ": art(
    "studded-bricks",
    "creative",
    "Mehrere Noppen-Bausteine in verschiedenen Farben, zu einer Brücke gesteckt",
    "several studded building bricks in different colours joined into a bridge",
  ),
  "event-tassen-design": art(
    "mug",
    "creative",
    "Eine Tasse, die gerade mit einem Pinsel bemalt wird",
    "a mug being painted with a brush",
  ),

  // Culinary events
  "event-teamkochen": art(
    "chef-hat",
    "culinary",
    "Eine Kochmütze, ein Kochlöffel und ein Schneidebrett mit Gemüse",
    "a chef's hat, a wooden spoon and a chopping board with vegetables",
  ),
  "event-oel-kreation": art(
    "oil-bottles",
    "culinary",
    "Drei Ölflaschen mit Korken, daneben Rosmarinzweige und eine Chilischote",
    "three corked oil bottles with rosemary sprigs and a chilli pepper",
  ),
  "event-grill-duell": art(
    "grill",
    "culinary",
    "Ein Kugelgrill mit Flammen und zwei gekreuzten Grillzangen",
    "a kettle grill with flames and two crossed tongs",
  ),

  // Horror events
  "event-zombie-apocalypse-escape": art(
    "escape-door",
    "horror",
    "Eine verriegelte Tür mit Kette und Vorhängeschloss, durch den Spalt scheint grünes Licht",
    "a bolted door with a chain and padlock, green light shining through the gap",
  ),
  "event-detective-of-the-dead": art(
    "magnifier-skull",
    "horror",
    "Eine Lupe über einem Totenkopf auf einer Akte",
    "a magnifying glass over a skull on a case file",
  ),
  "event-living-dead-experience": art(
    "graveyard",
    "horror",
    "Grabsteine im Nebel unter einem Vollmond, dazwischen eine greifende Hand",
    "gravestones in fog under a full moon with a reaching hand between them",
  ),
  "event-horror-night-walk": art(
    "forest-torch",
    "horror",
    "Ein Waldweg bei Nacht, beleuchtet von einer Fackel",
    "a forest path at night lit by a torch",
  ),
  "event-blair-mutants-project": art(
    "lab-flask",
    "horror",
    "Ein blubbernder Laborkolben mit leuchtender grüner Flüssigkeit",
    "a bubbling lab flask with glowing green liquid",
  ),
  "event-zombie-virus": art(
    "virus",
    "horror",
    "Ein Viruspartikel mit Stacheln, umgeben von kleineren Partikeln",
    "a spiked virus particle surrounded by smaller particles",
  ),

  // Christmas events
  "event-lebkuchenherzen": art(
    "gingerbread-hearts",
    "christmas",
    "Drei Lebkuchenherzen mit Zuckerguss-Verzierung an Bändern",
    "three iced gingerbread hearts hanging on ribbons",
  ),
  "event-weihnachts-teamkochen": art(
    "christmas-cooking",
    "christmas",
    "Ein dampfender Kochtopf, daneben ein Tannenzweig und gebündelte Zimtstangen",
    "a steaming pot with a fir sprig and a bundle of cinnamon sticks",
  ),
  "event-winter-grillen": art(
    "winter-grill",
    "christmas",
    "Ein Grill mit Flammen im Schnee zwischen verschneiten Tannen",
    "a grill with flames in the snow between snowy fir trees",
  ),
  "event-weihnachts-rallye": art(
    "christmas-rally",
    "christmas",
    "Der Berliner Fernsehturm mit einem Stern an der Spitze und einer Route mit Wegpunkten",
    "the Berlin TV tower topped with a star and a route with waypoints",
  ),
  "event-plaetzchen-backen": art(
    "cookies",
    "christmas",
    "Ein Backblech mit Plätzchen in Stern-, Herz- und Tannenform und ein Nudelholz",
    "a baking tray with star, heart and tree-shaped cookies and a rolling pin",
  ),
  "event-weihnachts-escape": art(
    "star-lock",
    "christmas",
    "Ein Weihnachtsstern hinter einem Vorhängeschloss mit Schlüssel",
    "a Christmas star behind a padlock with a key",
  ),
  "event-eisstockschiessen": art(
    "ice-stock",
    "christmas",
    "Zwei Eisstöcke auf einer Eisbahn vor einem Zielkreis",
    "two ice stocks on an ice lane in front of a target circle",
  ),
  "event-weihnachtsmarkt-tour": art(
    "market-stalls",
    "christmas",
    "Weihnachtsmarktbuden mit Lichterketten vor einem Abendhimmel",
    "Christmas market stalls with string lights against an evening sky",
  ),
  "event-kraenze-binden": art(
    "wreath",
    "christmas",
    "Ein Adventskranz aus Tannengrün mit vier Kerzen, eine davon brennt",
    "an Advent wreath of fir with four candles, one of them lit",
  ),
  "event-weihnachts-krimidinner": art(
    "krimidinner",
    "christmas",
    "Ein gedeckter Tisch mit Kerze und einem Glas Rotwein, darüber eine Lupe mit einem Fingerabdruck",
    "a laid dinner table with a candle and a glass of red wine beneath a magnifying glass showing a fingerprint",
  ),
  "event-schneekugel-workshop": art(
    "snow-globe",
    "christmas",
    "Eine Schneekugel mit einer kleinen Tanne und fallendem Schnee",
    "a snow globe with a small fir tree and falling snow",
  ),
  "event-weihnachts-quiz": art(
    "quiz",
    "christmas",
    "Eine Sprechblase mit Fragezeichen neben einer Glocke und Christbaumkugeln",
    "a speech bubble with a question mark next to a bell and baubles",
  ),

  // Social events
  "event-bowling": art(
    "bowling",
    "social",
    "Bowlingkegel und eine heranrollende Bowlingkugel",
    "bowling pins and a rolling bowling ball",
  ),
  "event-karaoke": art(
    "microphone",
    "social",
    "Ein Mikrofon auf einem Ständer mit Musiknoten und Scheinwerferlicht",
    "a microphone on a stand with musical notes and a spotlight",
  ),
  "event-minigolf": art(
    "minigolf",
    "social",
    "Eine Minigolfbahn mit Windmühle, Ball und Loch mit Fähnchen",
    "a minigolf lane with a windmill, a ball and a hole with a flag",
  ),
  "event-charitable-teambuilding": art(
    "charity-box",
    "social",
    "Ein Karton mit Spenden, aus dem ein Herz aufsteigt",
    "a box of donations with a heart rising from it",
  ),
  "event-urban-gardening": art(
    "seedling",
    "social",
    "Ein Setzling in einem Hochbeet vor Stadthäusern, daneben eine Gießkanne",
    "a seedling in a raised bed in front of city houses with a watering can",
  ),
  "event-social-innovation-workshop": art(
    "bulb-gears",
    "social",
    "Eine Glühbirne mit Zahnrädern im Inneren und Haftnotizen",
    "a light bulb with gears inside and sticky notes",
  ),
};

/**
 * Social preview images (1200×630 PNG, public/og/<key>.png): the artwork each one shows
 * beside the logo mark. Keys are "default" and the category slugs.
 */
export const socialImageArtwork = {
  default: "home-hero",
  "teambuilding-events": "category-teambuilding",
  "creative-events": "category-creative",
  "culinary-events": "category-culinary",
  "horror-events": "category-horror",
  "christmas-events": "category-christmas",
  "social-events": "category-social",
  news: "category-news",
} as const satisfies Record<string, string>;

export type SocialImageKey = keyof typeof socialImageArtwork;
