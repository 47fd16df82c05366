/** New leads arriving while the inbox is open, heard on the leads' server-sent events. */
import { useEffect, useState } from "react";

/**
 * Counts leads announced by the server since the page opened; `connected` false while the
 * stream is down. The stream also announces the leads of the seconds before it started (so
 * none committed meanwhile is lost); one the list already showed is not new to the reader.
 */
export function useLiveLeads(onLead: () => void, listed: (id: string) => boolean) {
  const [count, setCount] = useState(0);
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    const source = new EventSource("/api/admin/leads/stream");
    source.addEventListener("lead", (event) => {
      let id = "";
      try {
        id = String((JSON.parse(event.data as string) as { id?: unknown }).id ?? "");
      } catch {
        // Not the announcement's shape: counted as new.
      }
      if (!listed(id)) setCount((n) => n + 1);
      onLead();
    });
    // An offer answered online moved its lead to won or lost: the list is read again.
    source.addEventListener("offer", () => onLead());
    // After a lost connection the stream announces only what arrives from then on (and
    // the last seconds before): the list is read again so nothing from the outage is missed.
    let opened = false;
    source.onopen = () => {
      setConnected(true);
      if (opened) onLead();
      opened = true;
    };
    source.onerror = () => setConnected(false);
    return () => source.close();
  }, [onLead, listed]);
  return { count, reset: () => setCount(0), connected };
}
