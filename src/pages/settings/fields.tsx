/** @jsxImportSource hono/jsx */
// A labelled form field that shows the API's refusal beside itself: when a form comes back with an
// error whose `param` names this field, the field is marked invalid and the refusal sits under it
// in the page's words, its label and how to put it right (form-words.ts; `fix`, or else the step's
// sentence with its field names replaced), linked with aria-describedby, so a screen reader reads
// it with the field. What the person typed is shown again, so nothing has to be typed twice.
import type { PageFailure } from "../own";
import { inWords, type FieldWords } from "../form-words";

export interface FieldProps {
  form: string;
  name: string;
  label: string;
  value?: string | undefined;
  failure?: PageFailure | undefined;
  hint?: string;
  type?: string;
  multiline?: boolean;
  required?: boolean;
  maxlength?: number;
  autocomplete?: string;
  /** how to put a refusal of this field right (form-words.ts FieldWords.fix) */
  fix?: FieldWords["fix"];
}

export function Field(props: FieldProps) {
  const id = `${props.form}-${props.name}`;
  const error = props.failure?.param === props.name ? inWords(props.failure, { [props.name]: { label: props.label.replace(/ \(optional\)$/, ""), ...(props.fix ? { fix: props.fix } : {}) } }).message : undefined;
  const described = [props.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: props.name,
    required: props.required ?? true,
    maxlength: props.maxlength,
    autocomplete: props.autocomplete,
    "aria-invalid": error ? "true" : undefined,
    "aria-describedby": described,
  };
  return (
    <div class="field" data-field={props.name}>
      <label for={id}>{props.label}</label>
      {props.multiline ? <textarea {...common} rows={3}>{props.value ?? ""}</textarea> : <input {...common} type={props.type ?? "text"} value={props.value ?? ""} />}
      {props.hint && <small id={`${id}-hint`}>{props.hint}</small>}
      {error && <small id={`${id}-error`} class="field-error" data-error-for={props.name} role="alert">{error}</small>}
    </div>
  );
}

/** A form-level refusal (out of turn, no right): not about one field, so it goes above the form. */
export function formLevel(failure: PageFailure | undefined, fields: readonly string[]): PageFailure | undefined {
  return failure && !(failure.param !== undefined && fields.includes(failure.param)) ? failure : undefined;
}
