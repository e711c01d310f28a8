/** @jsxImportSource hono/jsx */
// GET /install/{key}: the public page that installs an eSIM profile, for the person the eSIM
// was bought for. No API key or session: the key in the URL (the account object's id and the
// order's token of 160 random bits, lib/install-links.ts) is the only credential, so
// the page is answered per client address within INSTALL_LIMIT, never cached, and sends no
// Referer. It shows the QR code of the profile's lpa, Apple's one-tap link, the manual codes with
// copy buttons and short steps for iOS and Android, and names neither the partner who sold the
// eSIM nor the supplier behind it: it shows the profile and nothing else about the order. An
// eSIM cancelled by its refund answers 410 with a plain page saying so.
import type { Context } from "hono";
import { raw } from "hono/html";
import type { InstallProfile } from "../../account-object/object";
import { accountObjectById } from "../../account-object/stub";
import type { App, AppEnv } from "../../http/context";
import { installPageAllowed } from "../../http/rate-limit";
import { appleInstallUrl, readInstallKey } from "../../lib/install-links";
import { qrSvg } from "../../lib/qr";
import { Layout } from "../layout";

/** The SM-DP+ address and matching id inside an lpa ("LPA:1$<address>$<matching id>"). */
function lpaParts(lpa: string): { smdp: string | null; matching: string | null } {
  const [, smdp, matching] = lpa.split("$");
  return { smdp: smdp || null, matching: matching || null };
}

async function findProfile(env: Env, key: string): Promise<InstallProfile | "cancelled" | null> {
  const link = readInstallKey(key);
  if (!link) return null;
  return (await accountObjectById(env, link.objectId)?.installProfile(link.token)) ?? null;
}

function Code(props: { id: string; label: string; value: string }) {
  return (
    <div>
      <dt>{props.label.charAt(0).toUpperCase() + props.label.slice(1)}</dt>
      <dd class="secret">
        <code id={props.id}>{props.value}</code>
        <button type="button" data-copy={props.id} aria-label={`Copy the ${props.label}`}>Copy</button>
      </dd>
    </div>
  );
}

function InstallPage(props: { profile: InstallProfile }) {
  const p = props.profile;
  const parts = lpaParts(p.lpa);
  const smdp = p.smdp_address ?? parts.smdp;
  const activation = p.activation_code ?? parts.matching;
  return (
    <Layout title="Install your eSIM" bare>
      <article class="narrow">
        <h1>Install your eSIM</h1>
        <p>Install it while you have Wi-Fi or mobile data, ideally before you travel. Each eSIM installs once.</p>
        <div class="qr" role="img" aria-label="QR code of the eSIM: scan it with the phone that will use it" data-lpa={p.lpa}>
          {raw(qrSvg(p.lpa))}
        </div>
        <p>
          <a href={appleInstallUrl(p.lpa)} role="button" rel="noopener noreferrer">Install on iPhone</a>
        </p>
        <h2>Codes to enter by hand</h2>
        <dl>
          {smdp && <Code id="smdp" label="SM-DP+ address" value={smdp} />}
          {activation && <Code id="activation" label="activation code" value={activation} />}
          {p.confirmation_code && <Code id="confirmation" label="confirmation code" value={p.confirmation_code} />}
        </dl>
        <h2>iPhone</h2>
        <ol>
          <li>On the iPhone, tap <strong>Install on iPhone</strong> above (iOS 17.4 or later), or from another screen scan the QR code with the Camera.</li>
          <li>Or open Settings → Mobile Service (Cellular) → Add eSIM → Use QR Code → Enter Details Manually, and copy in the codes.</li>
          <li>Follow the steps, label the eSIM, and turn on Data Roaming for it when you arrive.</li>
        </ol>
        <h2>Android</h2>
        <ol>
          <li>Open Settings → Network &amp; internet (Connections) → SIMs → Add eSIM (or Download a SIM instead).</li>
          <li>Scan the QR code shown on another screen, or choose to enter the code and copy in the SM-DP+ address and activation code.</li>
          <li>Confirm, then turn on the eSIM and roaming for it when you arrive.</li>
        </ol>
      </article>
    </Layout>
  );
}

function CancelledPage() {
  return (
    <Layout title="eSIM cancelled" bare>
      <article class="narrow">
        <h1>This eSIM was cancelled</h1>
        <p>This eSIM was cancelled and refunded, so it can no longer be installed. Ask whoever sent you this link if you need a new one.</p>
      </article>
    </Layout>
  );
}

function NotFoundPage() {
  return (
    <Layout title="Link not found" bare>
      <article class="narrow">
        <h1>Link not found</h1>
        <p>This install link does not exist. Check that it was copied whole, or ask whoever sent it for a new one.</p>
      </article>
    </Layout>
  );
}

async function answer(c: Context<AppEnv>) {
  if (!(await installPageAllowed(c))) {
    return c.html("<!doctype html><title>Too many requests</title><p>Too many requests from your address. Wait a minute and try again.</p>", 429);
  }
  const profile = await findProfile(c.env, c.req.param("token") ?? "");
  if (!profile) return c.html(<NotFoundPage />, 404);
  if (profile === "cancelled") return c.html(<CancelledPage />, 410);
  return c.html(<InstallPage profile={profile} />);
}

export function registerInstallPage(app: App): void {
  app.get("/install/:token", answer);
}
