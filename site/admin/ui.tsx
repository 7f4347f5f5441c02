import { useEffect, useState, type ReactNode } from 'react';
import {
  CONVERSION_STAGE_LABELS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  PRIORITY_LABELS,
  type ConversionStage,
  type LeadKind,
  type LeadStatus,
  type Priority,
} from '../../contract/admin';
import type { LeadSummary, StaffAccount } from '../../contract/admin-calls';
import { BUSINESS_TIME_ZONE } from '../../contract/rules';
import { adminApi } from './api';

const instantFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** An instant on Mountain Time clocks, where the team works: "Nov 22, 2026, 10:42 AM". */
export const formatInstant = (iso: string | null | undefined) => (iso ? instantFormat.format(new Date(iso)) : '');

/** A calendar date (YYYY-MM-DD) as words: "Mon, Nov 23, 2026". */
export const formatDay = (date: string | null | undefined) => (date ? dayFormat.format(new Date(`${date}T00:00:00Z`)) : '');

export const kindLabel = (lead: Pick<LeadSummary, 'kind' | 'variant'>) =>
  lead.variant === 'landing_page_intake' ? 'Assessment request' : lead.variant === 'fallback' ? 'Contact (verify first)' : LEAD_KIND_LABELS[lead.kind];
export const statusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
export const priorityLabel = (priority: string) => PRIORITY_LABELS[priority as Priority] ?? priority;
export const stageLabel = (stage: string) => CONVERSION_STAGE_LABELS[stage as ConversionStage] ?? stage;

/** A staff account's name, or what to say when no one (or a deleted account) is assigned. */
export function staffName(staff: StaffAccount[] | undefined, id: string): string {
  if (!id) return 'Unassigned';
  const account = staff?.find((one) => one.id === id);
  return account ? account.displayName || account.email : 'Former staff';
}

let staffList: Promise<StaffAccount[]> | undefined;

/** The accounts leads can be assigned to, fetched once per visit to the admin area. */
export function useStaff(): StaffAccount[] | undefined {
  const [staff, setStaff] = useState<StaffAccount[]>();
  useEffect(() => {
    staffList ??= adminApi('GET /api/admin/staff').then(
      ({ staff }) => staff,
      () => {
        staffList = undefined;
        return [];
      },
    );
    let live = true;
    void staffList.then((list) => live && setStaff(list));
    return () => {
      live = false;
    };
  }, []);
  return staff;
}

/** A problem to show: announced at once, in words staff can act on (`admin-problem`: beside the action that failed). */
export function ErrorNote({ children, className = 'admin-error' }: { children: ReactNode; className?: 'admin-error' | 'admin-problem' }) {
  if (!children) return null;
  return (
    <p className={className} role="alert">
      {children}
    </p>
  );
}

/** A small coloured label whose words carry the meaning (colour only repeats it). */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`admin-badge tone-${tone}`}>{children}</span>;
}

export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A labelled select of one of a closed set of choices, each shown by its label; `none` first where
 * no choice is an answer (a filter's "Any"). `select` adds the select's own attributes (its error's
 * description), `children` what follows it in the label (the error).
 */
export function ChoiceField<C extends string>({
  label,
  name,
  value,
  none,
  choices,
  labels,
  select,
  children,
}: {
  label: string;
  name: string;
  value: string;
  none?: string;
  choices: readonly C[];
  labels: Record<C, string>;
  select?: Record<string, unknown>;
  children?: ReactNode;
}) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <select name={name} defaultValue={value} {...select}>
        {/* A ternary, not &&: preact/compat reads every child of a select as an option. */}
        {none !== undefined ? <option value="">{none}</option> : null}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
      {children}
    </label>
  );
}
