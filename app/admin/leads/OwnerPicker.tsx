/**
 * Who owns a lead: shown with "Ändern" (a choice of the team or "Nicht zugewiesen", saved
 * with one button, so moving through the list with the arrow keys changes nothing yet) and
 * "Mir zuweisen" in one step.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { AdminApiError, type Me } from "../api";
import { format, useI18n } from "../i18n";
import { leadChanges, teamQuery, useLeadChange, type LeadDetail } from "./leads-api";
import { OwnerBadge } from "./OwnerBadge";

export function OwnerPicker({ lead, disabled }: { lead: LeadDetail; disabled: boolean }) {
  const { t } = useI18n();
  const me = useRouteLoaderData("layout") as Me;
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState(lead.owner?.id ?? "");
  const [saved, setSaved] = useState<string | null>(null);
  const team = useQuery({ ...teamQuery, enabled: editing });
  const changeButton = useRef<HTMLButtonElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const returnFocus = useRef(false);
  const change = useLeadChange(lead.id, (ownerId: string | null) =>
    leadChanges.owner(lead.id, ownerId),
  );

  // Into the choice when it opens; back to "Ändern" when it closes or "Mir zuweisen" is gone.
  useEffect(() => {
    if (editing) select.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      changeButton.current?.focus();
    }
  }, [editing, saved]);

  function assign(ownerId: string | null) {
    setSaved(null);
    change.mutate(ownerId, {
      onSuccess: (result) => {
        setSaved(result.owner?.name ?? t.owner.nobody);
        returnFocus.current = true;
        setEditing(false);
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    assign(choice || null);
  }

  const error =
    change.error instanceof AdminApiError
      ? change.error.field === "ownerId"
        ? t.owner.notInTeam
        : t.app.error
      : null;

  if (editing) {
    return (
      <form className="space-y-2" onSubmit={submit}>
        <label htmlFor={`${id}-owner`} className="block font-medium">
          {t.owner.choose}
        </label>
        <select
          ref={select}
          id={`${id}-owner`}
          className="input"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-owner-error` : undefined}
        >
          <option value="">{t.owner.nobody}</option>
          {/* The current owner stays choosable while the team list loads. */}
          {(team.data ?? (lead.owner ? [lead.owner] : [])).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-owner-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={change.isPending}>
            {t.owner.save}
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              change.reset();
              returnFocus.current = true;
              setEditing(false);
            }}
          >
            {t.owner.cancel}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="mr-auto min-w-0" data-testid="lead-owner">
          <OwnerBadge owner={lead.owner} />
        </span>
        {!disabled ? (
          <span className="flex flex-wrap gap-2">
            <button
              ref={changeButton}
              type="button"
              className="btn-outline px-3 text-sm"
              onClick={() => {
                setChoice(lead.owner?.id ?? "");
                setSaved(null);
                setEditing(true);
              }}
            >
              {t.owner.change}
              <span className="sr-only">({t.owner.label})</span>
            </button>
            {lead.owner?.id !== me.user.userId ? (
              <button
                type="button"
                className="btn-outline px-3 text-sm"
                disabled={change.isPending}
                onClick={() => assign(me.user.userId)}
              >
                {t.owner.assignToMe}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
      {saved ? (
        <p role="status" className="text-sm font-medium text-spree">
          {format(t.owner.saved, { name: saved })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
