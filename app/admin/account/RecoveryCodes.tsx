/**
 * The recovery codes just made, with "Herunterladen" (a text file naming the agency, the
 * account and the date: recovery-codes-file.ts) and "Drucken". For printing, a sheet with
 * the same lines sits directly in <body>; the print stylesheet (admin.css) prints that sheet
 * alone while the codes are on screen.
 */
import { useState } from "react";
import { createPortal } from "react-dom";
import { format, useI18n } from "../i18n";
import { berlinDate, recoveryCodesFile } from "./recovery-codes-file";

export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const { t, locale } = useI18n();
  // The moment the codes were made, for the file and the printed sheet.
  const [at] = useState(() => new Date());
  const file = () =>
    recoveryCodesFile({
      agency: t.app.brand,
      email,
      codes,
      at,
      locale,
      texts: t.account.recoveryFile,
    });

  function download() {
    const { name, text } = file();
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
    // After the click has handed the file over.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t.account.recoveryCodes}</h3>
      <p className="text-sm text-ink-soft">{t.account.recoveryCodesIntro}</p>
      <ul
        className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" onClick={download}>
          {t.account.recoveryDownload}
        </button>
        <button type="button" className="btn-outline" onClick={() => window.print()}>
          {t.account.recoveryPrint}
        </button>
      </div>
      {createPortal(
        <div className="print-sheet" data-testid="recovery-print">
          <p className="text-xl font-bold">{t.app.brand}</p>
          <p>{format(t.account.recoveryFile.heading, { email })}</p>
          <p>{format(t.account.recoveryFile.created, { date: berlinDate(at, locale).shown })}</p>
          <p className="my-4">{t.account.recoveryFile.intro}</p>
          <ul className="space-y-2 font-mono text-lg">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>,
        document.body,
      )}
    </div>
  );
}
