/** Which server path each text field of the offer editor answers to (its errors come by it). */
import type { FormState } from "../editor-state";

/** The form's fields that hold typed text. */
export type TextKey = {
  [K in keyof FormState]: FormState[K] extends string ? K : never;
}[keyof FormState];

export const PATHS: Partial<Record<TextKey, string>> = {
  company: "customer.company",
  contactName: "customer.contactName",
  email: "customer.email",
  street: "customer.address.street",
  postalCode: "customer.address.postalCode",
  city: "customer.address.city",
  country: "customer.address.country",
  vatId: "customer.vatId",
  buyerReference: "customer.buyerReference",
  eventDate: "eventDate",
  startTime: "startTime",
  duration: "durationMinutes",
  place: "place",
  participants: "participants",
  intro: "intro",
  validUntil: "validUntil",
  discountValue: "discount",
};
