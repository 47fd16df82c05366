/**
 * Every action the audit log records, with the kind of thing it is about: the back office
 * words each as a sentence (app/admin/i18n/audit.*.ts), filters the log by kind, and links an
 * entry to its item. server/admin/audit-actions.test.ts fails when the server records an
 * action missing here or words are missing in a language.
 */
export const AUDIT_KINDS = [
  "account",
  "people",
  "lead",
  "offer",
  "invoice",
  "content",
  "media",
  "privacy",
  "settings",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_ACTIONS = {
  sign_in: "account",
  sign_in_failed: "account",
  sign_in_throttled: "account",
  sign_in_password_ok: "account",
  sign_in_alert_mailed: "account",
  second_factor_confirmed: "account",
  second_factor_failed: "account",
  second_factor_disabled: "account",
  recovery_codes_renewed: "account",
  trusted_devices_revoked: "account",
  passkey_added: "account",
  passkey_removed: "account",
  passkey_renamed: "account",
  password_changed: "account",
  session_ended: "account",
  signed_out_everywhere: "account",
  preferences_changed: "account",
  user_invited: "people",
  invitation_accepted: "people",
  invitation_revoked: "people",
  role_changed: "people",
  user_removed: "people",
  setting_changed: "settings",
  lead_state_changed: "lead",
  lead_owner_changed: "lead",
  lead_note_added: "lead",
  lead_next_step_set: "lead",
  lead_next_step_done: "lead",
  lead_call_logged: "lead",
  lead_customer_reply_added: "lead",
  lead_reply_sent: "lead",
  lead_mail_requeued: "lead",
  lead_merged: "lead",
  mail_assigned: "lead",
  mail_put_aside: "lead",
  leads_exported: "lead",
  reply_template_created: "settings",
  reply_template_changed: "settings",
  reply_template_deleted: "settings",
  offer_created: "offer",
  offer_draft_saved: "offer",
  offer_draft_deleted: "offer",
  offer_revised: "offer",
  offer_sent: "offer",
  offer_withdrawn: "offer",
  offer_accepted: "offer",
  offer_declined: "offer",
  booking_cancelled: "offer",
  final_draft_saved: "offer",
  booking_version_recorded: "offer",
  offer_clash_overridden: "offer",
  booking_clash_overridden: "offer",
  offer_new_date_proposed: "offer",
  invoice_issued: "invoice",
  invoice_cancelled: "invoice",
  invoice_paid: "invoice",
  invoice_reminder_sent: "invoice",
  invoices_exported: "invoice",
  bank_statement_imported: "invoice",
  invoice_payment_undone: "invoice",
  bank_csv_mapping_saved: "invoice",
  "content.publish": "content",
  "content.restore": "content",
  "content.delete": "content",
  "content.schedule_set": "content",
  "content.schedule_cancelled": "content",
  "content.schedule_failed": "content",
  media_uploaded: "media",
  media_alt_changed: "media",
  media_focal_changed: "media",
  media_deleted: "media",
  privacy_exported: "privacy",
  privacy_erased: "privacy",
} as const satisfies Record<string, AuditKind>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The actions of a kind, for the server's filter. */
export function actionsOfKind(kind: AuditKind): string[] {
  return Object.entries(AUDIT_ACTIONS)
    .filter(([, of]) => of === kind)
    .map(([action]) => action);
}

/**
 * Where in the back office an entry's item is (null: nowhere to go). `target` is what the
 * entry was done to: a lead's, offer's or invoice's id, `kind/key` of content, a picture's id.
 */
export function auditItemPath(action: string, target: string | null): string | null {
  const kind = (AUDIT_ACTIONS as Record<string, AuditKind>)[action];
  if (!target || !kind) return null;
  const id = encodeURIComponent(target);
  switch (kind) {
    case "lead":
      return action === "leads_exported" ? "/leads" : `/leads/${id}`;
    case "offer":
      return target === "offers" ? "/offers" : `/offers/${id}`;
    case "invoice":
      return action === "invoices_exported" ? "/invoices" : `/invoices/${id}`;
    case "content": {
      const [documentKind, key] = target.split("/");
      return documentKind && key && action !== "content.delete"
        ? `/content/${encodeURIComponent(documentKind)}/${encodeURIComponent(key)}`
        : "/content";
    }
    case "media":
      return "/media";
    case "people":
      return "/users";
    case "settings":
      return action.startsWith("reply_template") ? "/templates" : "/users";
    case "privacy":
      return "/privacy";
    default:
      return null;
  }
}
