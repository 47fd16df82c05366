/**
 * The one connection of a back-office tab to the leads' server-sent events
 * (/api/admin/leads/stream): opened by its first listener (the layout's offer notices, the
 * inbox), closed when the last goes, so the inbox does not open a second one.
 */

export interface LeadStreamListener {
  /** `event: lead` with its data (JSON text). */
  lead?: (data: string) => void;
  /** `event: offer` with its data (JSON text). */
  offer?: (data: string) => void;
  /** `event: mail` (a mail from the mailbox on a lead) with `{ leadId }` (JSON text). */
  mail?: (data: string) => void;
  /** The connection (re)opened. */
  open?: () => void;
  /** The connection broke (the browser retries). */
  error?: () => void;
}

const listeners = new Set<LeadStreamListener>();
let source: EventSource | undefined;

function tell(call: (listener: LeadStreamListener) => void): void {
  for (const listener of [...listeners]) call(listener);
}

/** Listens until the returned function is called; `opened` whether it is already open. */
export function listenToLeadStream(listener: LeadStreamListener): {
  opened: boolean;
  stop: () => void;
} {
  listeners.add(listener);
  if (!source) {
    const opening = new EventSource("/api/admin/leads/stream");
    opening.addEventListener("lead", (event) => tell((l) => l.lead?.(String(event.data))));
    opening.addEventListener("offer", (event) => tell((l) => l.offer?.(String(event.data))));
    opening.addEventListener("mail", (event) => tell((l) => l.mail?.(String(event.data))));
    opening.onopen = () => tell((l) => l.open?.());
    opening.onerror = () => tell((l) => l.error?.());
    source = opening;
  }
  return {
    opened: source.readyState === EventSource.OPEN,
    stop: () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        source?.close();
        source = undefined;
      }
    },
  };
}
