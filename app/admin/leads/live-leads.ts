/** New leads arriving while the inbox is open, heard on the leads' server-sent events. */
import { useEffect, useState } from "react";
import { listenToLeadStream } from "./lead-stream";

/**
 * Counts leads announced by the server since the page opened; `connected` false while the
 * stream is down. The stream also announces the leads of the seconds before it started (so
 * none committed meanwhile is lost); one the list already showed is not new to the reader.
 */
export function useLiveLeads(onLead: () => void, listed: (id: string) => boolean) {
  const [count, setCount] = useState(0);
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    // The tab's one stream (lead-stream.ts), shared with the layout's offer notices.
    // After a lost connection the stream announces only what arrives from then on (and
    // the last seconds before): the list is read again so nothing from the outage is missed.
    let opened = false;
    const stream = listenToLeadStream({
      lead: (data) => {
        let id = "";
        try {
          id = String((JSON.parse(data) as { id?: unknown }).id ?? "");
        } catch {
          // Not the announcement's shape: counted as new.
        }
        if (!listed(id)) setCount((n) => n + 1);
        onLead();
      },
      // An offer answered online moved its lead to won or lost: the list is read again.
      offer: () => onLead(),
      open: () => {
        setConnected(true);
        if (opened) onLead();
        opened = true;
      },
      error: () => setConnected(false),
    });
    // Already open (the layout opened it): this list was loaded after it started.
    opened = stream.opened;
    return stream.stop;
  }, [onLead, listed]);
  return { count, reset: () => setCount(0), connected };
}
