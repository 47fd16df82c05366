/**
 * The GiroCode (EPC069-12) of a document with something to pay, as SVG for the PDF and the
 * offer page, drawn by the `qrcode` library (error correction M, as EPC069-12 asks).
 */
import QRCode from "qrcode";
import { giroCodePayload } from "#app/shared/money/girocode.ts";
import { agencyOf } from "./agency.ts";
import type { BusinessDocument } from "./model.ts";

/** The payment the QR code asks for: the open amount of an invoice, to the agency's account. */
export function documentPayment(
  doc: BusinessDocument,
): { name: string; iban: string; bic: string; cents: number; reference: string } | null {
  if (doc.kind === "offer" || doc.kind === "cancellation" || doc.amountDueCents <= 0) return null;
  const agency = agencyOf(doc);
  return {
    name: agency.owner,
    iban: agency.iban,
    bic: agency.bic,
    cents: doc.amountDueCents,
    reference: doc.number,
  };
}

/** The QR code of a payment as an SVG image (no quiet zone: the caller leaves the space). */
export async function giroCodeSvg(payment: Parameters<typeof giroCodePayload>[0]): Promise<string> {
  return QRCode.toString(giroCodePayload(payment), {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 0,
  });
}
