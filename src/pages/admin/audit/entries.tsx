/** @jsxImportSource hono/jsx */
// Audit entries as the console shows them, on the audit log and on an account's page: who, what,
// about which record, and each changed field's value before and after, written out as words and
// values (never raw JSON to decode); an entry records changed fields only, never secrets.
import type { AuditRow } from "../../../audit/log";
import { auditView } from "../../../audit/log";
import { utc } from "../../format";

/** A recorded value as text: strings as they are, null as "none", anything else as compact JSON. */
export function fieldValue(v: unknown): string {
  if (v === null || v === undefined) return "none";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
}

/** The changed fields of an entry, one line each: "field: before → after". */
export function changeLines(row: AuditRow): string[] {
  const v = auditView(row);
  const names = [...new Set([...Object.keys(v.before), ...Object.keys(v.after)])];
  return names.map((k) => `${k}: ${k in v.before ? fieldValue(v.before[k]) : "none"} → ${k in v.after ? fieldValue(v.after[k]) : "none"}`);
}

export function AuditEntries(props: { rows: AuditRow[]; caption: string }) {
  if (props.rows.length === 0) return <p>No audit entries.</p>;
  return (
    <div class="overflow-auto">
      <table class="stack">
        <caption class="muted">{props.caption}</caption>
        <thead>
          <tr><th scope="col">When</th><th scope="col">Actor</th><th scope="col">Action</th><th scope="col">Target</th><th scope="col">Change</th></tr>
        </thead>
        <tbody>
          {props.rows.map((r) => {
            const lines = changeLines(r);
            return (
              <tr data-audit={r.id} data-action={r.action}>
                <td data-label="When">{utc(r.createdAt)}</td>
                <td data-label="Actor"><code>{r.actor}</code>{r.operatorId && r.operatorId !== r.actor && <span class="muted"> (operator <code>{r.operatorId}</code>)</span>}</td>
                <td data-label="Action"><code>{r.action}</code></td>
                <td data-label="Target">
                  {r.target ? <code>{r.target}</code> : "—"}
                  {r.accountId && r.accountId !== r.target && <span> (account <a href={`/admin/accounts/${r.accountId}`}><code>{r.accountId}</code></a>)</span>}
                </td>
                <td data-label="Change">
                  {lines.length === 0 ? "No field changed" : (
                    <ul class="changes">{lines.map((l) => <li>{l}</li>)}</ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
