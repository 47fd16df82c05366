/**
 * Helpers of the enquiry browser tests: a visitor who already chose cookies (so the banner
 * does not cover the form), a form filled like a person would, and the .eml files the test
 * server writes (it runs without SMTP_URL) for one enquiry.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parseMail, type ParsedMail } from "../api/mail-parse";
import { e2eDataDir, mainPort } from "./servers";

const dataDir = e2eDataDir(mainPort);

/** Stores a cookie choice before any page script runs. */
export async function withCookieChoice(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        preferences: { necessary: true, analytics: false, marketing: false },
        timestamp: new Date().toISOString(),
        version: "1.0",
        consentId: "00000000-0000-4000-8000-000000000000",
      }),
    );
  });
}

/** A name no other test uses, to find this test's mails. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function fillForm(
  page: Page,
  values: { name: string; english?: boolean; participants?: string; event?: string },
) {
  const en = values.english ?? false;
  await page.getByLabel(en ? "Your name" : "Ihr Name").fill(values.name);
  await page.getByLabel(en ? "Company" : "Firma").fill("Beispiel GmbH");
  await page.getByLabel(en ? "Work e-mail" : "Geschäftliche E-Mail").fill("anna@beispiel.example");
  await page
    .getByLabel(en ? "Number of participants" : "Anzahl Teilnehmende")
    .fill(values.participants ?? "24");
  if (values.event) await page.getByRole("combobox", { name: "Event" }).selectOption(values.event);
  await page.getByLabel(en ? /I have read the/ : /Ich habe die/).check();
}

/** The .eml files written for enquiries from `name` (agency mail and confirmation). */
export function mailsFor(name: string): ParsedMail[] {
  let files: string[];
  try {
    files = readdirSync(path.join(dataDir, "outbox")).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((file) => parseMail(readFileSync(path.join(dataDir, "outbox", file), "utf8")))
    .filter((mail) => mail.text.includes(name));
}

/** The form refuses to send sooner than 3 s after it became interactive (anti-bot). */
export const waitOutFillTime = (page: Page) => page.waitForTimeout(3_100);
