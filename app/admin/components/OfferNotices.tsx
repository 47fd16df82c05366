/**
 * Tells the signed-in person at once when a customer answers an offer online on a lead they
 * own (or, for owners, on a lead nobody owns): a toast "Angebot A-2026-0003 angenommen –
 * Muster GmbH, 3.312,24 €" with a link to the lead, for 10 s or until closed. Mounted once
 * in the layout; listens on the tab's one leads stream (leads/lead-stream.ts). Radix Toast
 * announces it politely; F8 moves the focus to the notices.
 */
import * as Toast from "@radix-ui/react-toast";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { OfferAnsweredUpdate } from "../../shared/offer-answered";
import type { Me } from "../api";
import { format, useI18n } from "../i18n";
import { listenToLeadStream } from "../leads/lead-stream";
import { useOfferFormat } from "../offers/offer-format";
import { CloseIcon } from "../../components/ui/icons";

const NOTICE_MS = 10_000;
/** At most this many notices at once; older ones go. */
const LIMIT = 3;

function parse(data: string): OfferAnsweredUpdate | null {
  try {
    const value = JSON.parse(data) as Partial<OfferAnsweredUpdate>;
    if (typeof value.number !== "string" || typeof value.grossCents !== "number") return null;
    if (value.answer !== "accepted" && value.answer !== "declined") return null;
    return value as OfferAnsweredUpdate;
  } catch {
    return null;
  }
}

/** Whether the person is told: the lead's owner, or any owner when nobody owns it. */
function isFor(update: OfferAnsweredUpdate, userId: string, role: Me["user"]["role"]): boolean {
  return update.ownerId ? update.ownerId === userId : role === "owner";
}

export function OfferNotices({ user }: { user: Me["user"] }) {
  const { t } = useI18n();
  const { money } = useOfferFormat();
  const [notices, setNotices] = useState<OfferAnsweredUpdate[]>([]);
  const { userId, role } = user;

  useEffect(() => {
    const stream = listenToLeadStream({
      offer: (data) => {
        const update = parse(data);
        if (!update || !isFor(update, userId, role)) return;
        setNotices((shown) => [
          ...shown.filter((n) => n.offerId !== update.offerId).slice(-(LIMIT - 1)),
          update,
        ]);
      },
    });
    return stream.stop;
  }, [userId, role]);

  const close = (offerId: string) =>
    setNotices((shown) => shown.filter((n) => n.offerId !== offerId));

  return (
    <Toast.Provider duration={NOTICE_MS} swipeDirection="right">
      {notices.map((notice) => (
        <Toast.Root
          key={notice.offerId}
          type="background"
          onOpenChange={(open) => {
            if (!open) close(notice.offerId);
          }}
          data-testid="offer-notice"
          className="pointer-events-auto relative grid gap-2 rounded-xl border border-ink/10 bg-white p-4 pr-14 text-ink shadow-lg"
        >
          <Toast.Title className="font-semibold">
            {format(t.offerNotice[notice.answer], {
              number: notice.number,
              customer: notice.customer,
              amount: money(notice.grossCents),
            })}
          </Toast.Title>
          {notice.leadId ? (
            <Toast.Action asChild altText={t.offerNotice.openLead}>
              <Link
                to={`/leads/${notice.leadId}`}
                className="inline-flex min-h-11 items-center justify-self-start text-spree underline"
              >
                {t.offerNotice.openLead}
              </Link>
            </Toast.Action>
          ) : null}
          <Toast.Close
            className="absolute right-1.5 top-1.5 inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:text-ink"
            aria-label={t.offerNotice.close}
          >
            <CloseIcon className="size-5" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={["F8"]}
        label={t.offerNotice.region}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
