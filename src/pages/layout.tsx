/** @jsxImportSource hono/jsx */
// The page frame: Pico CSS and the copy-button script, both served by the Worker. A signed-in
// page carries the test / live switch in its header and says in words which mode it shows, and the
// navigation of the dashboard's areas (Home, Catalog, Orders, Wallet, Revenue, Reports, Developers, Settings; the
// areas whose pages exist, and the API reference under Developers). The Developers and Settings menus are
// <details>, so they open without JavaScript. On a small screen the areas fold behind a Menu button
// (app.js), so the header keeps to a line or two; without JavaScript they show, wrapped.
// A form's label holds its field's name only; a hint sits beside it with an id the field names in
// aria-describedby (as NewPasswordField here and settings/fields.tsx's Field do).
import type { Child } from "hono/jsx";
import { MIN_PASSWORD_LENGTH } from "../identity/password";
import type { Current } from "./session";

/**
 * `bare`: a public page for someone who is not a partner (the eSIM install page): no navigation at all.
 * `lang`: the page's language (the traveller's page speaks eight; the dashboard English); `head`:
 * more of the head (the traveller's page's brand colour, allowed by its own CSP); `light`: the
 * light colours whatever the reader's system prefers (a brand's colour is chosen against white).
 */
export function Layout(props: { title: string; me?: Current; bare?: boolean; lang?: string; head?: Child; light?: boolean; children: Child }) {
  const me = props.me;
  return (
    <html lang={props.lang ?? "en"} data-theme={props.light ? "light" : undefined}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.bare ? props.title : `${props.title} · Partner Commerce`}</title>
        <SharedHead />
        {props.head}
      </head>
      <body>
        {!props.bare && <header class="container site">
          <nav aria-label="Main">
            <ul class="bar">
              <li>
                <a href={me ? "/dashboard" : "/"} class="brand">Partner Commerce</a>
              </li>
              {me && (
                <li>
                  <ModeSwitch me={me} />
                </li>
              )}
              {me && (
                <li class="menu-toggle">
                  <MenuButton />
                </li>
              )}
            </ul>
            {me ? (
              <ul id="site-menu" class="site-menu">
                <li><a href="/dashboard">Home</a></li>
                <li><a href="/dashboard/catalog">Catalog</a></li>
                <li><a href="/dashboard/orders">Orders</a></li>
                <li><a href="/dashboard/wallet">Wallet</a></li>
                <li><a href="/dashboard/revenue">Revenue</a></li>
                <li><a href="/dashboard/reports">Reports</a></li>
                <li>
                  <details class="dropdown">
                    <summary>Developers</summary>
                    <ul>
                      <li><a href="/dashboard/api-keys">API keys</a></li>
                      <li><a href="/dashboard/webhooks">Webhooks</a></li>
                      <li><a href="/dashboard/events">Events</a></li>
                      <li><a href="/dashboard/request-logs">Request log</a></li>
                      <li><a href="/docs">API reference</a></li>
                    </ul>
                  </details>
                </li>
                <li>
                  <details class="dropdown">
                    <summary>Settings</summary>
                    <ul dir="rtl">
                      <li><a href="/dashboard/settings">Business profile</a></li>
                      <li><a href="/dashboard/settings/verification">Verification</a></li>
                      <li><a href="/dashboard/settings/brand">Brand</a></li>
                      <li><a href="/dashboard/team">Team</a></li>
                      <li><a href="/dashboard/security">Security</a></li>
                    </ul>
                  </details>
                </li>
                <li>
                  <LogOutForm action="/logout" me={me} />
                </li>
              </ul>
            ) : (
              <ul>
                <li><a href="/login">Log in</a></li>
                <li><a href="/signup">Sign up</a></li>
              </ul>
            )}
          </nav>
        </header>}
        <main class="container">
          {me && <ModeBanner me={me} />}
          {props.children}
        </main>
      </body>
    </html>
  );
}

/**
 * What every page's head carries, the dashboard's, the console's and the traveller's alike: the
 * icon, Pico CSS and the few rules of our own, and the script (copy buttons, the folding menu,
 * live updates), all served by the Worker.
 */
export function SharedHead() {
  return (
    <>
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="stylesheet" href="/assets/pico.css" />
      <link rel="stylesheet" href="/assets/app.css" />
      <script src="/assets/app.js" defer></script>
    </>
  );
}

/**
 * The button that folds the header's menu away on a small screen (app.js shows it and toggles the
 * menu; without JavaScript it stays hidden and the menu simply shows, wrapped).
 */
export function MenuButton(props: { controls?: string }) {
  return (
    <button type="button" class="secondary outline menu-button" aria-expanded="false" aria-controls={props.controls ?? "site-menu"} hidden>
      Menu
    </button>
  );
}

/** The header's log-out button (the dashboard's and the console's), a form carrying the session's CSRF token. */
export function LogOutForm(props: { action: string; me: { session: { csrfToken: string } } }) {
  return (
    <form method="post" action={props.action} class="inline">
      <Csrf me={props.me} />
      <button type="submit" class="secondary outline">Log out</button>
    </form>
  );
}

export const Csrf = (props: { me: { session: { csrfToken: string } } }) => <input type="hidden" name="_csrf" value={props.me.session.csrfToken} />;

/** A signed-out form's pre-session token (session.ts formToken). */
export const FormToken = (props: { token: string }) => <input type="hidden" name="_csrf" value={props.token} />;

/**
 * A new password's field: the label is its name, and the length rule (then `note`, what setting
 * it does) is a hint tied to the field by aria-describedby. `id` names the hint: unique in its page.
 */
export function NewPasswordField(props: { id: string; name: string; label: string; note?: string }) {
  const hint = `${props.id}-hint`;
  return (
    <>
      <label>
        {props.label}
        <input name={props.name} type="password" required minlength={MIN_PASSWORD_LENGTH} autocomplete="new-password" aria-describedby={hint} />
      </label>
      <small id={hint}>At least {MIN_PASSWORD_LENGTH} characters.{props.note ? ` ${props.note}` : ""}</small>
    </>
  );
}

export function Notice(props: { error?: boolean; children: Child }) {
  return <div class={props.error ? "notice error" : "notice"} role={props.error ? "alert" : "status"}>{props.children}</div>;
}

/** A secret shown once, with a copy button. */
export function SecretBox(props: { id: string; label: string; value: string }) {
  return (
    <div class="secret">
      <code id={props.id} aria-label={props.label}>{props.value}</code>
      <button type="button" data-copy={props.id} aria-label={`Copy ${props.label}`}>Copy</button>
    </div>
  );
}

/**
 * The links under a paged list: **Newest** once the reader left the first page, and **Older …**
 * while the list has more. `keep` are the filters every link carries; the cursor is the list's own.
 */
export function Pager(props: { path: string; keep?: [string, string][]; cursor?: string; next?: string | null; older: string }) {
  const keep = props.keep ?? [];
  const newest = keep.length ? `${props.path}?${new URLSearchParams(keep)}` : props.path;
  return (
    <p>
      {props.cursor && <a href={newest}>Newest</a>}
      {props.cursor && props.next && " · "}
      {props.next && <a href={`${props.path}?${new URLSearchParams([...keep, ["cursor", props.next]])}`}>{props.older}</a>}
    </p>
  );
}

/**
 * A wide table's box: the table scrolls sideways inside it, never the page. It can take the
 * keyboard's focus (to scroll with the arrow keys) and is named for a screen reader ("Orders,
 * table": a region's name apart from the section around it, whose heading may say "Orders").
 */
export function TableBox(props: { label: string; children: Child }) {
  return (
    <div class="table-box" role="region" aria-label={`${props.label}, table`} tabindex={0}>
      {props.children}
    </div>
  );
}

/** A short page of its own: a title and a few lines (link expired, check your email, done). */
export function Message(props: { title: string; children: Child }) {
  return (
    <Layout title={props.title}>
      <article class="narrow">
        <h1>{props.title}</h1>
        {props.children}
      </article>
    </Layout>
  );
}

/** The test / live switch: live is disabled, with the reason in words, until the account has live access. */
export function ModeSwitch(props: { me: Current }) {
  const { me } = props;
  const other = me.mode === "test" ? "live" : "test";
  const locked = other === "live" && !me.account.liveAccess;
  return (
    <form method="post" action="/dashboard/mode" class="inline mode-switch">
      <Csrf me={me} />
      <input type="hidden" name="mode" value={other} />
      <span class="mode" data-mode={me.mode}>{me.mode === "test" ? "Test mode" : "Live mode"}</span>{" "}
      <button type="submit" class="secondary outline" disabled={locked} aria-describedby={locked ? "live-locked" : undefined}>
        {other === "live" ? "Switch to live" : "Switch to test"}
      </button>
    </form>
  );
}

/** Which mode the page shows, in words (not colour alone). */
export function ModeBanner(props: { me: Current }) {
  return props.me.mode === "test" ? (
    <p class="mode-banner" data-mode="test" role="status">
      <strong>Test mode</strong>: test data and sandbox money; nothing here moves real money.
      {!props.me.account.liveAccess && <span id="live-locked"> Live opens after business and identity verification.</span>}
    </p>
  ) : (
    <p class="mode-banner" data-mode="live" role="status"><strong>Live mode</strong>: real orders and real money.</p>
  );
}
