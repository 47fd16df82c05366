import type { EventEntry } from "../schema";
import { culinaryDetails } from "./culinary-details";

/**
 * Culinary events, in the order of /culinary-events. Teamkochen and Speiseöl-Kreation also
 * appear on /creative-events; they live here only.
 */
export const culinaryEvents: EventEntry[] = [
  {
    id: "teamkochen",
    image: "event-teamkochen",
    participants: { min: 8, max: 40 },
    hours: { min: 3, max: 4 },
    priceFrom: 89,
    setting: "indoor",
    culinary: "cooking",
    de: {
      title: "Teamkochen",
      description:
        "Gemeinsam ein Drei-Gänge-Menü zubereiten und an einer langen Tafel genießen – angeleitet von Profiköchen in einer Berliner Kochschule.",
      location: "Kochschule in Berlin-Charlottenburg",
      highlights: [
        "Drei-Gänge-Menü im Team",
        "Profiköche als Coaches",
        "Gemeinsames Essen an der Tafel",
      ],
    },
    en: {
      title: "Team Cooking",
      description:
        "Cook a three-course menu together and enjoy it at one long table – guided by professional chefs in a Berlin cookery school.",
      location: "Cookery school in Berlin-Charlottenburg",
      highlights: [
        "Three-course menu as a team",
        "Professional chefs as coaches",
        "Dinner together at the table",
      ],
    },
    detail: {
      de: {
        seo: {
          title: "Teamkochen in Berlin – Kochevent für Firmen",
          description:
            "Teamkochen für 8-40 Personen: ein Drei-Gänge-Menü mit Profiköchen zubereiten und gemeinsam genießen. 3-4 Stunden, ab 89 € pro Person inkl. Getränke.",
          keywords: ["Teamkochen Berlin", "Kochevent Firma", "Kochkurs Team", "Firmenevent Berlin"],
        },
        category: "Kulinarisches Event",
        body: [
          "In der Küche zeigt sich, wie ein Team funktioniert: Wer übernimmt die Planung, wer schneidet, wer schmeckt ab – und wie gelingt es, dass Vorspeise, Hauptgang und Dessert rechtzeitig fertig werden? Beim Teamkochen finden Sie es heraus, mit Schürze statt Krawatte.",
          "Unsere Köche stellen zu Beginn das Menü vor und teilen die Gruppe in Küchenteams auf. Jedes Team verantwortet einen Gang, muss sich aber mit den anderen abstimmen: Töpfe, Herdplatten und Zutaten werden geteilt. Die Profis geben Tipps, verraten kleine Kniffe und greifen ein, wenn die Soße zu dick wird.",
          "Das Menü richten wir nach der Saison und nach Ihren Wünschen aus; vegetarische, vegane und allergiefreundliche Varianten sind selbstverständlich. Zum Schluss sitzen alle an einer langen Tafel und genießen, was sie gemeinsam gekocht haben.",
        ],
        features: [
          "Exklusive Kochschule mit voll ausgestatteten Stationen",
          "Zwei Profiköche für bis zu 20 Personen",
          "Alle Zutaten für das Drei-Gänge-Menü",
          "Wasser, Softdrinks, Wein und Bier zum Essen",
          "Rezepte zum Nachkochen per E-Mail",
        ],
      },
      en: {
        seo: {
          title: "Team Cooking in Berlin – a Cooking Event for Companies",
          description:
            "Team cooking for 8-40 people: prepare a three-course menu with professional chefs and enjoy it together. 3-4 hours, from €89 per person incl. drinks.",
          keywords: [
            "team cooking Berlin",
            "corporate cooking event",
            "cooking class for teams",
            "corporate event Berlin",
          ],
        },
        category: "Culinary event",
        body: [
          "The kitchen shows how a team really works: who does the planning, who chops, who seasons – and how do starter, main course and dessert all get done on time? Team cooking lets you find out, in aprons rather than ties.",
          "Our chefs begin by presenting the menu and splitting the group into kitchen teams. Each team is responsible for one course but has to coordinate with the others: pots, hobs and ingredients are shared. The professionals share tips, reveal little tricks and step in when the sauce gets too thick.",
          "We plan the menu around the season and your wishes; vegetarian, vegan and allergy-friendly options go without saying. At the end everyone sits down at one long table and enjoys what they cooked together.",
        ],
        features: [
          "Exclusive cookery school with fully equipped stations",
          "Two professional chefs for up to 20 people",
          "All ingredients for the three-course menu",
          "Water, soft drinks, wine and beer with dinner",
          "Recipes to cook again, sent by e-mail",
        ],
      },
    },
  },
  {
    id: "grill-duell",
    image: "event-grill-duell",
    participants: { min: 10, max: 120 },
    hours: { min: 3, max: 4 },
    priceFrom: 69,
    setting: "outdoor",
    culinary: "grilling",
    de: {
      title: "Grill-Duell",
      description:
        "Zwei Teams, zwei Grills, eine Jury: Wer zaubert das bessere Menü aus Fleisch, Fisch und Gemüse? Am Ende essen alle gemeinsam.",
      location: "Grillterrasse am Wannsee oder bei Ihnen vor Ort",
      highlights: ["Grillmeister als Coach", "Jury-Wertung mit Pokal", "Gemeinsames Grillbuffet"],
    },
    en: {
      title: "Grill Duel",
      description:
        "Two teams, two grills, one jury: who can turn meat, fish and vegetables into the better menu? Afterwards everyone eats together.",
      location: "Barbecue terrace by the Wannsee or at your venue",
      highlights: ["Grill master as coach", "Jury scoring with trophy", "Shared barbecue buffet"],
    },
    detail: culinaryDetails["grill-duell"],
  },
  {
    id: "oel-kreation",
    image: "event-oel-kreation",
    participants: { min: 8, max: 40 },
    hours: { min: 2, max: 3 },
    priceFrom: 49,
    setting: "indoor",
    culinary: "creative",
    de: {
      title: "Speiseöl-Kreation",
      description:
        "Kräuter, Chili, Zitrus: Ihr Team kreiert eigene aromatisierte Öle, verkostet sie mit Brot und nimmt die Flaschen mit nach Hause.",
      location: "Manufaktur in Berlin-Prenzlauer Berg oder bei Ihnen",
      highlights: [
        "Verkostung mit Brot und Dips",
        "Eigenes Etikett gestalten",
        "Flaschen zum Mitnehmen",
      ],
    },
    en: {
      title: "Cooking Oil Creation",
      description:
        "Herbs, chilli, citrus: your team creates its own flavoured oils, tastes them with bread and takes the bottles home.",
      location: "Workshop in Berlin-Prenzlauer Berg or at your venue",
      highlights: ["Tasting with bread and dips", "Design your own label", "Bottles to take home"],
    },
    detail: culinaryDetails["oel-kreation"],
  },
];
