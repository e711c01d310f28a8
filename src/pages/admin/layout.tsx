/** @jsxImportSource hono/jsx */
// The console's frame: the dashboard's assets (Pico CSS, the copy-button script), its own header
// naming the console, the signed-in operator and their role, and the console's areas (folded
// behind a Menu button on a small screen, as the dashboard's are).
import type { Child } from "hono/jsx";
import { mayDo, type OperatorMe } from "./door";
import { LogOutForm, MenuButton, SharedHead } from "../layout";

export function ConsoleLayout(props: { title: string; me?: OperatorMe; children: Child }) {
  const me = props.me;
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · Operator console · Partner Commerce`}</title>
        <SharedHead />
      </head>
      <body>
        <header class="container site">
          <nav aria-label="Console">
            <ul class="bar">
              <li>
                <a href="/admin" class="brand">Operator console</a>
              </li>
              {me && (
                <li class="menu-toggle">
                  <MenuButton controls="console-menu" />
                </li>
              )}
            </ul>
            {me && (
              <ul id="console-menu" class="site-menu">
                <li><a href="/admin/review">Review queue</a></li>
                <li><a href="/admin/accounts">Accounts</a></li>
                <li><a href="/admin/money">Money</a></li>
                <li><a href="/admin/refunds">Refunds</a></li>
                {mayDo(me, "supply.read") && <li><a href="/admin/supply">Supply</a></li>}
                <li><a href="/admin/audit">Audit log</a></li>
                <li><a href="/admin/operators">Operators</a></li>
                <li>
                  <LogOutForm action="/admin/logout" me={me} />
                </li>
              </ul>
            )}
          </nav>
        </header>
        <main class="container">
          {me && (
            <p class="muted" id="signed-in-as">
              Signed in as {me.operator.name} ({me.operator.email}), role <strong>{me.operator.role}</strong>.
            </p>
          )}
          {props.children}
        </main>
      </body>
    </html>
  );
}
