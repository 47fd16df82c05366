/**
 * The contact page for an address that names events (`/contact?event=A&event=B`, the
 * shortlist's "enquire about all"), derived from the prerendered contact page as the
 * finder's query pages are (docs/decisions/0083-several-events-per-enquiry.md): the
 * enquiry island is rendered again with those events chosen, so the form shows them
 * without JavaScript too. Each distinct choice is built once and kept, compressed, in a
 * bounded cache.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  ENQUIRY_ISLAND,
  preselectAll,
  renderEnquiryIsland,
  type EnquiryFormProps,
  type PageInfo,
} from "#app/components/enquiry/enquiry-island.server.tsx";
import { makeFile, type SiteFile, type SiteFiles } from "./files.ts";

export const CONTACT_PATHS = ["/contact", "/en/contact"] as const;

/** Distinct choices kept; the oldest is dropped beyond this. */
const CACHE_LIMIT = 200;

const ISLAND_START = new RegExp(
  `<div data-island="${ENQUIRY_ISLAND}" data-page="([^"]*)" data-props="([^"]*)">`,
);
const ROBOTS = '<meta name="robots" content="noindex, follow"/>';

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

interface Template {
  before: string;
  page: PageInfo;
  props: EnquiryFormProps;
  after: string;
}

/** Undefined for a page without the form (a stand-in site in tests): it is served as it is. */
function parseTemplate(path: string, html: string): Template | undefined {
  const fail = (what: string): never => {
    throw new Error(`The contact page ${path} has no ${what}: rebuild the site (npm run build)`);
  };
  const start = ISLAND_START.exec(html);
  if (!start) return undefined;
  const page = JSON.parse(unescapeHtml(start[1] ?? "")) as PageInfo;
  const props = JSON.parse(unescapeHtml(start[2] ?? "")) as EnquiryFormProps;
  // Finding exactly what the component renders proves the build and this server agree,
  // and tells where the island ends.
  const islandHtml = renderEnquiryIsland(page, props);
  const innerAt = start.index + start[0].length;
  if (html.slice(innerAt, innerAt + islandHtml.length) !== islandHtml)
    fail("enquiry island as EnquiryForm renders it");
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1 || headEnd > start.index) fail("head before the island");
  return {
    before: html.slice(0, headEnd) + ROBOTS + html.slice(headEnd, start.index),
    page,
    props,
    after: html.slice(innerAt + islandHtml.length),
  };
}

export interface ContactPages {
  /** The page for `search` on a contact path when it names events; else undefined. */
  answer(path: string, search: string): SiteFile | undefined;
}

export function createContactPages(site: SiteFiles): ContactPages {
  const templates = new Map<string, Template>();
  const cache = new Map<string, SiteFile>();
  let generation = -1;
  // Parsed again, and the cache emptied, whenever published content replaced the pages.
  const refresh = () => {
    if (generation === site.generation) return;
    generation = site.generation;
    templates.clear();
    cache.clear();
    for (const path of CONTACT_PATHS) {
      const file = site.documents.get(path);
      const template = file && parseTemplate(path, file.variants.identity.body.toString("utf8"));
      if (template) templates.set(path, template);
    }
  };
  refresh();

  const build = (path: string, template: Template, preset: EnquiryFormProps["preset"]) => {
    const props: EnquiryFormProps = { ...template.props, preset };
    const start =
      `<div data-island="${ENQUIRY_ISLAND}" data-page="${escapeHtml(JSON.stringify(template.page))}"` +
      ` data-props="${escapeHtml(JSON.stringify(props))}">`;
    const body = Buffer.from(
      template.before + start + renderEnquiryIsland(template.page, props) + template.after,
      "utf8",
    );
    return makeFile(path, body, {
      br: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip: gzipSync(body, { level: 6 }),
    });
  };

  return {
    answer(path, search) {
      refresh();
      const template = templates.get(path);
      if (!template) return undefined;
      const params = new URLSearchParams(search).getAll("event");
      if (params.length === 0) return undefined;
      const preset = preselectAll(params, template.props.events);
      if (preset.chosen.length === 0) return undefined;
      const key = `${path}\n${preset.chosen.join("\n")}\n${preset.otherText}`;
      let file = cache.get(key);
      if (file)
        cache.delete(key); // most recently used last
      else {
        file = build(path, template, preset);
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      }
      cache.set(key, file);
      return file;
    },
  };
}
