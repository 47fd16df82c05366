/**
 * What the leads stream says when a customer answered an offer online (`event: offer`,
 * server/leads/stream-routes.ts): the server writes it, the back office's notices read it.
 */
export interface OfferAnsweredUpdate {
  offerId: string;
  leadId: string | null;
  /** The lead's owner (whose back office shows the toast); null when nobody owns it. */
  ownerId: string | null;
  /** The customer's company, or the contact's name when there is none. */
  customer: string;
  number: string;
  answer: "accepted" | "declined";
  grossCents: number;
  at: string;
}
