/**
 * Schemas of all site content. Content modules are parsed with these when the site builds
 * (see ./index.server.ts), so a missing field, a wrong type or a missing translation fails
 * the build with the path of the broken entry.
 */
import { z } from "zod";
import { locales, type Localized, type Locale } from "../i18n/locales";

/** Non-empty, trimmed text. */
export const text = z.string().trim().min(1);

/*
 * Editor hints travel with the schema as zod metadata (`.meta()`), which the JSON Schema the
 * editor's form is built from carries too (docs/decisions/0138): `field` chooses the control
 * (the kind of field, never its name), `label` names a field in both languages where the
 * dictionary's name by field name does not fit, `recommended` is a length the counter shows,
 * `advanced` puts a group into the collapsed section after the content, `hidden` keeps a
 * field out of the form (the editor fills it).
 */
export interface EditorHints {
  field?:
    | "longText"
    | "markdown"
    | "picture"
    | "date"
    | "range"
    | "readingTime"
    | "address"
    | "months"
    | "pairChoice";
  label?: { de: string; en: string };
  recommended?: number;
  advanced?: boolean;
  hidden?: boolean;
  /** For `pairChoice`: the values offered, one per language each. */
  options?: ReadonlyArray<{ de: string; en: string }>;
}
const hint = <T extends z.ZodType>(schema: T, hints: EditorHints): T => schema.meta({ ...hints });

/** Several sentences or paragraphs: a multi-line box. */
export const longText = hint(text, { field: "longText" });

/** The same schema for each language: `{ de: schema, en: schema }`. */
export function localizedShape<T extends z.ZodType>(schema: T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, schema])) as Record<Locale, T>;
}

/** A value given in every language of the site. */
export function localized<T extends z.ZodType>(schema: T) {
  return z.strictObject(localizedShape(schema));
}
export type { Localized };

/** URL segment: lower-case letters, digits and hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug");

const range = hint(
  z
    .strictObject({ min: z.number().int().positive(), max: z.number().int().positive() })
    .refine((r) => r.min <= r.max, {
      message: "min must not exceed max",
      params: { code: "min_max" },
    }),
  { field: "range" },
);

/** Id of an artwork: a generated illustration or a photo dropped into app/content/images. */
export const imageId = hint(slug, { field: "picture" });

// ---------------------------------------------------------------------------------------
// Categories (home grid, header and footer navigation)

export const categorySlugs = [
  "teambuilding-events",
  "creative-events",
  "culinary-events",
  "horror-events",
  "christmas-events",
  "news",
] as const;

export const categorySchema = z.strictObject({
  /** Numeric id as on the old site (News is 6). */
  id: z.number().int().positive(),
  slug: z.enum(categorySlugs),
  title: localized(text),
  description: localized(text),
  /**
   * Starting price per person in euro, for a category without a list page of its own; 0
   * shows no price line (News). A category with a list page shows its cheapest event's price.
   */
  price: z.number().int().min(0),
  /** Optional highlight such as "Beliebt" / "Popular". */
  badge: localized(text).optional(),
  image: imageId,
});
export type Category = z.infer<typeof categorySchema>;

// ---------------------------------------------------------------------------------------
// Metadata of a page (title, description, keywords) in one language.

const seoShape = {
  /** Page title without the brand suffix. */
  title: hint(text, {
    label: { de: "Titel in Suchergebnissen", en: "Title in search results" },
    recommended: 60,
  }),
  description: hint(text.max(170, "meta descriptions are cut after about 160 characters"), {
    field: "longText",
    label: { de: "Beschreibung in Suchergebnissen", en: "Description in search results" },
    recommended: 155,
  }),
  keywords: z.array(text).min(2),
};
export const seoTextSchema = hint(z.strictObject(seoShape), { advanced: true });
export type SeoText = z.infer<typeof seoTextSchema>;

// ---------------------------------------------------------------------------------------
// Events: one entry per event holds every fact about it in both languages.

export const eventTextSchema = z.strictObject({
  title: text,
  /** One or two sentences for cards and structured data. */
  description: longText,
  location: text,
  /** Exactly three short highlights shown on cards. */
  highlights: z.tuple([text, text, text]),
});

export const eventDetailTextSchema = z.strictObject({
  /** Metadata of the detail page; prices and group sizes in it must match the event's facts. */
  seo: seoTextSchema,
  /** Category label shown above the title on the detail page. */
  category: text,
  /** Paragraphs of the full description. */
  body: z.array(longText).min(1),
  /** What is included. */
  features: z.array(text).min(3),
  /** Numbered phases (Zombie Virus: phases 1 to 5 plus finale). */
  phases: z.array(z.strictObject({ title: text, text: longText })).optional(),
});

/** The event list pages; each event belongs to one of them (its category). */
export const listPageSlugs = [
  "teambuilding-events",
  "creative-events",
  "christmas-events",
  "culinary-events",
  "horror-events",
  "social-events",
] as const;
export type ListPageSlug = (typeof listPageSlugs)[number];

export const intensities = ["extreme", "high"] as const;
/** Where an event takes place, as the event finder filters it (docs/product.md#event-finder). */
export const settings = ["indoor", "outdoor", "both"] as const;
export type Setting = (typeof settings)[number];

/** Months of the year, 1 (January) to 12. */
const month = z.number().int().min(1).max(12);
export const monthNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const culinaryKinds = ["cooking", "grilling", "creative"] as const;

/** The fields of an event; `eventSchema` adds the checks across them. */
const eventShape = {
  /** Stable id; for events with a detail page it is also the page's slug. */
  id: hint(slug, { field: "address" }),
  image: imageId,
  participants: range,
  /** Duration in hours; min equal to max is shown as a single figure. */
  hours: range,
  /** Starting price per person in euro: final under § 19, net under the regular regime (0131). */
  priceFrom: z.number().int().positive(),
  /** Indoors, outdoors, or either (a venue with both, or at the client's choice). */
  setting: z.enum(settings),
  /**
   * The months the event runs in, when not all year (Christmas formats, summer on the
   * water); the event finder's season filter compares the chosen month with them.
   */
  months: hint(z.array(month).min(1).max(11), { field: "months" }).optional(),
  /** Christmas events: the season label, e.g. "November - Dezember"; needs `months`. */
  season: localized(text).optional(),
  /** Culinary events: kind of cooking. */
  culinary: hint(z.enum(culinaryKinds), {
    label: { de: "Art der Küche", en: "Kind of cooking" },
  }).optional(),
  /** Horror events: intensity label. */
  intensity: hint(z.enum(intensities), { label: { de: "Intensität", en: "Intensity" } }).optional(),
  /** Social events (German page): the mood of the evening. */
  vibe: localized(text).optional(),
  /** Social events (English page): star rating 1 to 5, shown as on the old site. */
  rating: z.number().int().min(1).max(5).optional(),
  ...localizedShape(eventTextSchema),
  /** Events with a page under /events/{id} and /en/events/{id}. */
  detail: localized(eventDetailTextSchema).optional(),
};
const seasonNeedsMonths = (event: { season?: unknown; months?: unknown }) =>
  !event.season || event.months !== undefined;
const seasonNeedsMonthsError = {
  message: "an event with a season label must name its months",
  path: ["months"],
  params: { code: "season_needs_months" },
};

export const eventSchema = z
  .strictObject(eventShape)
  .refine(seasonNeedsMonths, seasonNeedsMonthsError);

/** An event as the database stores it: its fields and the list page it belongs to. */
export const storedEventSchema = z
  .strictObject({ category: z.enum(listPageSlugs), ...eventShape })
  .refine(seasonNeedsMonths, seasonNeedsMonthsError);
export type StoredEvent = z.infer<typeof storedEventSchema>;
export type EventEntry = z.infer<typeof eventSchema>;

const fallbackEventTextSchema = z.strictObject({
  seo: seoTextSchema,
  title: text,
  category: text,
  location: text,
  body: z.array(text).min(1),
  features: z.array(text).min(3),
});

/** What the generic page shows for an unknown /events/{slug}: no price, 'on request'. */
export const fallbackEventSchema = z.strictObject({
  image: imageId,
  participants: range,
  hours: range,
  ...localizedShape(fallbackEventTextSchema),
});
export type FallbackEvent = z.infer<typeof fallbackEventSchema>;

// ---------------------------------------------------------------------------------------
// Event list pages (/teambuilding-events, /social-events, ...)

export const ctaSchema = z.strictObject({
  heading: text,
  text,
  /** Label of the contact button. */
  contactLabel: text,
  /** Show the phone number as a second button. */
  phone: z.boolean(),
});

export const benefitSchema = z.strictObject({ title: text, text: longText });

export const listPageTextSchema = z.strictObject({
  seo: seoTextSchema,
  /** Small label above the heading. */
  eyebrow: text,
  heading: text,
  intro: longText,
  /** Section such as 'Why Teambuilding?' with its benefit cards. */
  benefits: z
    .strictObject({ heading: text, intro: text.optional(), items: z.array(benefitSchema).min(3) })
    .optional(),
  cta: ctaSchema,
});

/** Labels a card can carry besides its facts (docs/product.md#event-lists). */
export const variantKinds = ["season", "culinary", "intensity", "vibe", "rating"] as const;

export const listPageSchema = z.strictObject({
  slug: z.enum(listPageSlugs),
  /** The variant every card on the page shows; every event listed must have it. */
  variant: localized(z.enum(variantKinds)).optional(),
  /** Illustration beside the page heading. */
  image: imageId,
  /** Events shown, in order, per language (they may differ: docs/product.md#event-lists). */
  events: localized(z.array(slug).min(1)),
  ...localizedShape(listPageTextSchema),
});
export type ListPage = z.infer<typeof listPageSchema>;

// ---------------------------------------------------------------------------------------
// News

/** The categories an article is filed under, in both languages. */
export const articleCategories = [
  { de: "Ankündigungen", en: "Events" },
  { de: "Trends", en: "Trends" },
  { de: "Erfolgsgeschichten", en: "Case Study" },
  { de: "Tipps", en: "Tips" },
  { de: "Einblicke", en: "Behind the scenes" },
] as const;

const articleTextSchema = z.strictObject({
  seo: seoTextSchema,
  title: text,
  /** Teaser on the news page. */
  excerpt: longText,
  /** Markdown; internal links must point at existing pages. */
  body: hint(text, { field: "markdown" }),
});

export const articleSchema = z.strictObject({
  /** Numeric id as on the old site (1 to 3 have articles); the editor never shows it. */
  id: hint(z.number().int().positive(), { hidden: true }),
  slug: hint(slug, { field: "address" }),
  /** Publication date (ISO). */
  date: hint(z.iso.date(), { field: "date" }),
  /** Computed from the text by the editor (WORDS_PER_MINUTE in ./rules.ts). */
  readMinutes: hint(z.number().int().positive(), { field: "readingTime" }),
  author: text,
  image: imageId,
  category: hint(localized(text), { field: "pairChoice", options: articleCategories }),
  /** A time-limited offer the article announces: after `endsOn` the page says it has ended. */
  promotion: z.strictObject({ endsOn: z.iso.date() }).optional(),
  ...localizedShape(articleTextSchema),
});
export type Article = z.infer<typeof articleSchema>;

/** Copy of the news overview page. */
export const newsPageTextSchema = z.strictObject({
  seo: seoTextSchema,
  eyebrow: text,
  heading: text,
  intro: text,
  /** Closing box with links to the contact page and the e-mail address ('Stay Informed'). */
  box: z.strictObject({ heading: text, text, contactLabel: text }),
});
export type NewsPageText = z.infer<typeof newsPageTextSchema>;

// ---------------------------------------------------------------------------------------
// Contact page

export const contactPageTextSchema = z.strictObject({
  seo: seoTextSchema,
  eyebrow: text,
  heading: text,
  intro: text,
  /** Headings of the phone, e-mail and address blocks. */
  labels: z.strictObject({ phone: text, email: text, address: text, hours: text }),
  /** When the phone is answered. */
  hours: text,
  /** The 'Our Service' card: reply time and what the agency offers. */
  service: z.strictObject({ heading: text, text, items: z.array(text).min(3) }),
  /** Slot for the enquiry form (its own issue). */
  enquiry: z.strictObject({ heading: text, text }),
});
export type ContactPageText = z.infer<typeof contactPageTextSchema>;

// ---------------------------------------------------------------------------------------
// Testimonials

export const testimonialSchema = z.strictObject({
  name: text,
  role: localized(text),
  text: localized(longText),
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

// ---------------------------------------------------------------------------------------
// Site identity (site.ts)

/** A German VAT identification number (USt-IdNr.): "DE" and nine digits. */
const vatId = z.string().regex(/^DE\d{9}$/, "a German VAT id: DE and nine digits");

export const siteSchema = z.object({
  /** Brand shown in the header, footer and every title suffix. */
  brand: z.string().min(1),
  /** Name under which the business trades (sole proprietorship, so the owner is named). */
  legalName: z.string().min(1),
  /** Owner and person responsible for content (§ 18 Abs. 2 MStV). */
  owner: z.string().min(1),
  address: z.object({
    street: z.string(),
    postalCode: z.string().regex(/^\d{5}$/),
    city: z.string(),
    /** Shown after the city ("Berlin-Wannsee"); dropped when the business data moves the agency. */
    district: z.string().optional(),
    country: z.literal("DE"),
  }),
  /** Phone as printed and as dialled (E.164). */
  phone: z.object({ display: z.string(), e164: z.string().regex(/^\+\d{8,15}$/) }),
  email: z.email(),
  /**
   * The agency's tax status, the one setting every price and tax text follows (decision
   * 0131): "small_business" (§ 19 UStG, no VAT, final prices) or "regular" (VAT charged,
   * catalogue and offer prices are net). A VAT id is required under the regular regime.
   */
  tax: z.discriminatedUnion("regime", [
    z.object({
      regime: z.literal("small_business"),
      /** Tax number at the Berlin tax office (absent when the business data has only a VAT id). */
      taxNumber: z.string().min(1).optional(),
      /** Shown beside the shipped tax number only: the business data does not name the office. */
      taxOffice: z.string().min(1).optional(),
      /** A small business may still have a VAT id (for EU business customers). */
      vatId: vatId.optional(),
    }),
    z.object({
      regime: z.literal("regular"),
      taxNumber: z.string().min(1).optional(),
      taxOffice: z.string().min(1).optional(),
      vatId,
    }),
  ]),
  /** Site origin without trailing slash; canonical, og:url and sitemap URLs are built from it. */
  origin: z.url().refine((u) => !u.endsWith("/"), "origin must not end with a slash"),
  foundingYear: z.number().int(),
  /** Shown in structured data only, as the old site did (docs/product.md#seo). */
  aggregateRating: z.object({ ratingValue: z.number(), reviewCount: z.number().int() }),
});
export type Site = z.infer<typeof siteSchema>;

// ---------------------------------------------------------------------------------------
// Home page copy (home.ts)

export const homeTextSchema = z.strictObject({
  /** The home page's description is the old site's (175 characters): no 170-character cap. */
  seo: hint(seoTextSchema.extend({ description: hint(text, { field: "longText" }) }), {
    advanced: true,
  }),
  hero: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: text,
    /** Label of the main button (to the events). */
    primary: text,
    /** Label of the second button (to the contact page). */
    secondary: text,
  }),
  /** Figures under the hero ("500+" / "Events"). */
  facts: z.array(z.strictObject({ value: text, label: text })).min(1),
  why: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(z.strictObject({ title: text, text })).min(1),
  }),
  categories: z.strictObject({ heading: text, intro: text, link: text }),
  testimonials: z.strictObject({ heading: text }),
  cta: z.strictObject({ heading: text, text, contact: text }),
});
export type HomeText = z.infer<typeof homeTextSchema>;
