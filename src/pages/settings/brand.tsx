/** @jsxImportSource hono/jsx */
// GET /dashboard/settings/brand: the brand travellers see, in the session's mode: the same
// fields and logo as GET /v1/brand (read by the same step, brand/settings.ts), a preview of the
// traveller's eSIM page, and in test mode Copy to live. Owners and developers (`brand.manage`)
// get the forms (brand-save.tsx, brand-logo.tsx, brand-copy.tsx), which run the API's own steps;
// every other role reads the page without them. In live mode a change needs what every live form
// needs (live-check.ts): a second factor confirmed in the last 10 minutes.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { can } from "../../domain/roles";
import type { Brand } from "../../account-object/brand";
import { ASSET_PATH_PREFIX } from "../../brand/assets";
import { MAX_LOGO_BYTES, MAX_LOGO_SIDE, MIN_LOGO_SIDE } from "../../brand/logo";
import { BRAND_FIELDS, DISPLAY_NAME_MAX, readBrandOf, SUPPORT_EMAIL_MAX, SUPPORT_PHONE_MAX, SUPPORT_URL_MAX, type BrandField } from "../../brand/settings";
import { LANGUAGE_NAMES, LANGUAGES } from "../../i18n";
import { utc } from "../format";
import { Csrf, Layout, Notice } from "../layout";
import { freshSecondFactorRefusal } from "../live-check";
import type { PageFailure } from "../own";
import { BRAND_LOGO_FORM, requireMe, type Current } from "../session";
import { checkFormScope, FormScopeFields } from "../money-form";
import { ApiError } from "../../http/errors";
import { Field, formLevel } from "./fields";
import { inWords, type FieldWords } from "../form-words";
import { formatPhone } from "../../lib/phone";
import { SettingsNav } from "./nav";

export const BRAND_PAGE = "/dashboard/settings/brand";
export const BRAND_REMOVE_LOGO = "/dashboard/settings/brand/logo/remove";
export const BRAND_COPY_TO_LIVE = "/dashboard/settings/brand/copy-to-live";
export { BRAND_LOGO_FORM };

const ROLE_REFUSAL = "Only owners and developers change the brand.";

/**
 * Whether a brand form that came back may act, or the refusal the page shows: the role first
 * (403), then the account and mode the form was rendered for (409 invalid_state: sent after a
 * switch in another tab, it would change another brand than the one its person saw), then what
 * the change asks in its mode (403): in live mode, and for Copy to live always, what every live
 * form asks (live-check.ts); Copy to live also needs the account's live access.
 */
export function brandFormRefusal(me: Current, fields: Record<string, string>, action: "edit" | "copy_to_live"): PageFailure | null {
  if (!can(me.account.role, "brand.manage")) return { status: 403, code: "forbidden", message: ROLE_REFUSAL };
  try {
    checkFormScope(fields, me);
  } catch (e) {
    if (e instanceof ApiError) return { status: e.status, code: e.code, message: e.message };
    throw e;
  }
  let live: string | null = null;
  if (action === "copy_to_live") {
    live = me.account.liveAccess ? freshSecondFactorRefusal(me, "Copying the brand to live needs") : "Copy to live needs live access: it opens once the account's verification is approved.";
  } else if (me.mode === "live") {
    live = freshSecondFactorRefusal(me, "Changing the live brand needs");
  }
  return live === null ? null : { status: 403, code: "forbidden", message: live };
}

const FIELD_HINTS: Record<BrandField, string> = {
  display_name: `The name travellers see on the eSIM page and in the eSIM email, 1 to ${DISPLAY_NAME_MAX} characters.`,
  primary_color: "Buttons and links, written #RRGGBB (e.g. #1F4FD8). White text must stay legible on it: contrast at least 4.5:1.",
  support_email: "Where travellers write for help; the eSIM email's replies go here.",
  support_url: "A help page for travellers, starting with https://.",
  support_phone: "With its country code, as you would write it: +44 20 7946 0123.",
  default_language: "",
};

/** How to put each field right when the brand step refuses it (form-words.ts). */
const FIELD_FIXES: Record<BrandField, FieldWords["fix"]> = {
  display_name: `enter 1 to ${DISPLAY_NAME_MAX} characters.`,
  // the contrast refusal names the colour's ratio and the rule: keep its words
  primary_color: (f, said) => (/contrast/.test(f.message) ? said : "write it as # and six hex digits, like #1F4FD8."),
  support_email: "enter an email address, like help@example.com.",
  support_url: "enter a page's address starting with https://, like https://example.com/help.",
  support_phone: "enter the number with its country code, like +44 20 7946 0123.",
  default_language: "choose one of the listed languages.",
};
const FIELD_LABELS: Record<BrandField, string> = {
  display_name: "Display name",
  primary_color: "Brand colour",
  support_email: "Support email",
  support_url: "Support page",
  support_phone: "Support phone",
  default_language: "Default language",
};
const FIELD_INPUT: Partial<Record<BrandField, { type: string; maxlength: number; autocomplete?: string }>> = {
  display_name: { type: "text", maxlength: DISPLAY_NAME_MAX, autocomplete: "organization" },
  primary_color: { type: "text", maxlength: 7 },
  support_email: { type: "email", maxlength: SUPPORT_EMAIL_MAX, autocomplete: "email" },
  support_url: { type: "url", maxlength: SUPPORT_URL_MAX, autocomplete: "url" },
  // typed with spaces, brackets and dashes a number is longer than its E.164 form
  support_phone: { type: "tel", maxlength: SUPPORT_PHONE_MAX * 2, autocomplete: "tel" },
};

export interface BrandPageProps {
  c: Context<AppEnv>;
  me: Current;
  /** a refusal: beside its field when it names one, above the forms otherwise */
  failure?: PageFailure;
  status?: string;
  /** what the person typed into the brand form, shown again after a refusal */
  typed?: Record<string, string>;
}

/** The form's marker that its traveller notices checkbox was shown (an unticked box sends nothing). */
export const NOTIFY_SHOWN = "notify_traveller_shown";

/** The traveller notices switch (brand `notify_traveller`), in the brand form. */
function TravellerNotices(props: { checked: boolean }) {
  return (
    <fieldset>
      <input type="hidden" name={NOTIFY_SHOWN} value="1" />
      <label>
        <input type="checkbox" name="notify_traveller" value="yes" checked={props.checked} aria-describedby="notify-traveller-hint" />
        Tell travellers when their data runs low and when their eSIM is about to expire
      </label>
      <small id="notify-traveller-hint">
        An eSIM you sent to a traveller also mails them, under this brand and in the language it was sent in, when 90% of its data is used and when 1 day
        of validity is left (once each). Test mode records these messages on the order and never mails them.
      </small>
    </fieldset>
  );
}

export async function BrandPage(props: BrandPageProps) {
  const { c, me, failure } = props;
  const brand: Brand = await readBrandOf(c.env, { accountId: me.account.id, mode: me.mode });
  const manage = can(me.account.role, "brand.manage");
  // a stored phone is shown grouped as its country writes it, as the traveller's page shows it
  const value = (f: BrandField) => props.typed?.[f] ?? (f === "support_phone" && brand.support_phone ? formatPhone(brand.support_phone) : brand[f]) ?? "";
  const general = formLevel(failure, [...BRAND_FIELDS, "logo"]);
  const logoError = failure?.param === "logo" || failure?.code === "unsupported_media_type" || failure?.code === "payload_too_large" ? failure : undefined;
  return (
    <Layout title="Brand" me={me}>
      <SettingsNav current={BRAND_PAGE} />
      <h1>Brand</h1>
      <p>
        What travellers see on their eSIM page and in the eSIM email, in {me.mode} mode: the same settings your integration reads and changes through
        the API with a {me.mode} key. Test and live each have their own.
      </p>
      {props.status && <Notice>{props.status}</Notice>}
      {general && !logoError && <Notice error>{general.message}</Notice>}
      {!manage && <p>{ROLE_REFUSAL} Your role: {me.account.role}.</p>}

      <section aria-labelledby="brand-fields">
        <h2 id="brand-fields">Name, colour and support contacts</h2>
        <p>
          <small>
            {brand.updated_at === null ? "Nothing set yet: travellers see a neutral page." : `Last changed ${utc(brand.updated_at)}.`} Leave a field empty to clear it.
          </small>
        </p>
        <form method="post" action={BRAND_PAGE} id="brand-form">
          <Csrf me={me} />
          <FormScopeFields me={me} />
          {BRAND_FIELDS.map((f) =>
            f === "default_language" ? (
              <LanguageField value={value(f)} failure={failure} />
            ) : (
              <Field
                form="brand"
                name={f}
                label={FIELD_LABELS[f]}
                value={value(f)}
                failure={failure}
                hint={FIELD_HINTS[f]}
                fix={FIELD_FIXES[f]}
                required={false}
                type={FIELD_INPUT[f]!.type}
                maxlength={FIELD_INPUT[f]!.maxlength}
                {...(FIELD_INPUT[f]!.autocomplete ? { autocomplete: FIELD_INPUT[f]!.autocomplete } : {})}
              />
            ),
          )}
          <TravellerNotices checked={props.typed ? props.typed.notify_traveller === "yes" : brand.notify_traveller} />
          {manage && <button type="submit">Save brand</button>}
        </form>
      </section>

      <section aria-labelledby="brand-logo">
        <h2 id="brand-logo">Logo</h2>
        {brand.logo ? (
          <p>
            <img id="brand-logo-image" src={`${ASSET_PATH_PREFIX}${brand.logo.key}`} width={brand.logo.width} height={brand.logo.height} alt="Your logo" />
            <br />
            <small>{brand.logo.width}×{brand.logo.height} pixels.</small>
          </p>
        ) : (
          <p id="brand-no-logo">No logo: the page shows the display name alone.</p>
        )}
        {logoError && <Notice error>{logoError.message}</Notice>}
        {manage && (
          <>
            <form method="post" action={BRAND_LOGO_FORM} enctype="multipart/form-data">
              <Csrf me={me} />
          <FormScopeFields me={me} />
              <label for="brand-logo-file">Logo image</label>
              <input
                id="brand-logo-file"
                type="file"
                name="logo"
                accept="image/png,image/jpeg,image/webp"
                required
                aria-describedby="brand-logo-hint"
                aria-invalid={logoError ? "true" : undefined}
              />
              <small id="brand-logo-hint">
                PNG, JPEG or WebP, at most {MAX_LOGO_BYTES / 1024} KiB, {MIN_LOGO_SIDE} to {MAX_LOGO_SIDE} pixels on each side. SVG is not accepted.
              </small>
              <button type="submit">Upload logo</button>
            </form>
            {brand.logo && (
              <form method="post" action={BRAND_REMOVE_LOGO}>
                <Csrf me={me} />
          <FormScopeFields me={me} />
                <button type="submit" class="secondary">Remove logo</button>
              </form>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="brand-preview">
        <h2 id="brand-preview">Preview</h2>
        <p><small>The traveller's eSIM page with this brand and a sample eSIM.</small></p>
        <iframe src="/dashboard/settings/brand/preview" title="Preview of your traveller's eSIM page" width="100%" height="640"></iframe>
      </section>

      {me.mode === "test" && (
        <section aria-labelledby="brand-copy">
          <h2 id="brand-copy">Copy to live</h2>
          <p>
            Makes the live brand the same as this test brand: every field (an empty one is cleared in live too) and the logo. Live
            travellers see it at once.
          </p>
          {manage && (
            <form method="post" action={BRAND_COPY_TO_LIVE}>
              <Csrf me={me} />
          <FormScopeFields me={me} />
              <button type="submit" class="secondary">Copy to live</button>
            </form>
          )}
          <p>
            <small>Needs live access, and a two-factor code confirmed on the Security page in the last 10 minutes.</small>
          </p>
        </section>
      )}
    </Layout>
  );
}

function LanguageField(props: { value: string; failure?: PageFailure | undefined }) {
  const id = "brand-default_language";
  const error = props.failure?.param === "default_language" ? inWords(props.failure, { default_language: { label: FIELD_LABELS.default_language, fix: FIELD_FIXES.default_language } }).message : undefined;
  return (
    <div class="field" data-field="default_language">
      <label for={id}>{FIELD_LABELS.default_language}</label>
      <select id={id} name="default_language" aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`} aria-invalid={error ? "true" : undefined}>
        <option value="" selected={props.value === ""}>Not set (English)</option>
        {LANGUAGES.map((l) => (
          <option value={l} selected={props.value === l}>{LANGUAGE_NAMES[l]} ({l})</option>
        ))}
      </select>
      <small id={`${id}-hint`}>The eSIM page and email use it when the traveller's own language is not known.</small>
      {error && <small id={`${id}-error`} class="field-error" data-error-for="default_language" role="alert">{error}</small>}
    </div>
  );
}

export function registerBrandPage(app: App): void {
  app.get(BRAND_PAGE, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<BrandPage c={c} me={me} />);
  });
}
