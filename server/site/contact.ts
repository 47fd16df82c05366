/**
 * The contact page for an address that names events (`/contact?event=A&event=B`, the
 * shortlist's "enquire about all"), derived from the prerendered contact page as the
 * finder's query pages are (docs/decisions/0083-several-events-per-enquiry.md): the
 * enquiry island is rendered again with those events chosen, so the form shows them
 * without JavaScript too. Each distinct choice is built once and kept, compressed, in a
 * bounded cache.
 */
import {
  ENQUIRY_ISLAND,
  preselectAll,
  renderEnquiryIsland,
  type EnquiryFormProps,
} from "#app/components/enquiry/enquiry-island.server.tsx";
import type { SiteFile, SiteFiles } from "./files.ts";
import { cutAtIsland, DerivedPages, islandPage, type IslandCut } from "./island-pages.ts";

export const CONTACT_PATHS = ["/contact", "/en/contact"] as const;

/** Distinct choices kept; the oldest is dropped beyond this. */
const CACHE_LIMIT = 200;

/** Undefined for a page without the form (a stand-in site in tests): it is served as it is. */
const parseTemplate = (path: string, html: string) =>
  cutAtIsland<EnquiryFormProps>("contact", path, html, ENQUIRY_ISLAND, renderEnquiryIsland);

export interface ContactPages {
  /** The page for `search` on a contact path when it names events; else undefined. */
  answer(path: string, search: string): SiteFile | undefined;
}

export function createContactPages(site: SiteFiles): ContactPages {
  const pages = new DerivedPages(site, CONTACT_PATHS, parseTemplate, CACHE_LIMIT);

  const build = (
    path: string,
    template: IslandCut<EnquiryFormProps>,
    preset: EnquiryFormProps["preset"],
  ) => {
    const props: EnquiryFormProps = { ...template.props, preset };
    const islandHtml = renderEnquiryIsland(template.page, props);
    return islandPage(site, path, template, ENQUIRY_ISLAND, props, islandHtml, template.after);
  };

  return {
    answer(path, search) {
      const template = pages.template(path);
      if (!template) return undefined;
      const params = new URLSearchParams(search).getAll("event");
      if (params.length === 0) return undefined;
      const preset = preselectAll(params, template.props.events);
      if (preset.chosen.length === 0) return undefined;
      const key = `${path}\n${preset.chosen.join("\n")}\n${preset.otherText}`;
      return pages.page(key, () => build(path, template, preset));
    },
  };
}
