/**
 * What the server needs to answer `/contact?event=A&event=B` from the prerendered contact
 * page (server/site/contact.ts): the enquiry island rendered again with the address's
 * events chosen, by the same component, props and id prefix the browser hydrates it with,
 * so the events are chosen without JavaScript too.
 */
import { renderToString } from "react-dom/server";
import type { PageInfo } from "../../i18n/use-locale.ts";
import { islandIdPrefix } from "../../islands/island.ts";
import { IslandRoot } from "../../islands/IslandRoot.tsx";
import { EnquiryForm, type EnquiryFormProps } from "./EnquiryForm.tsx";

export { preselectAll } from "../../lib/enquiry-events.ts";
export type { EnquiryFormProps, PageInfo };

/** The island's name in the page (app/islands/enquiry-form.island.ts). */
export const ENQUIRY_ISLAND = "enquiry-form";

export function renderEnquiryIsland(page: PageInfo, props: EnquiryFormProps): string {
  return renderToString(
    <IslandRoot page={page}>
      <EnquiryForm {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(ENQUIRY_ISLAND) },
  );
}
