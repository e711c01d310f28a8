/** @jsxImportSource hono/jsx */
// POST /dashboard/settings/name: an owner (`account.manage`) renames the account. The name is
// checked by the one business-name rule sign-up uses (src/accounts/profile.ts); a bad one is 400
// beside the field and nothing is written. Any other role is 403 and nothing changes.
import type { App } from "../../http/context";
import { can } from "../../domain/roles";
import { BUSINESS_NAME_MAX, businessName, renameAccount } from "../../accounts/profile";
import { onSignedInForm } from "../session";
import { ProfilePage } from "./profile";

export function registerRename(app: App): void {
  onSignedInForm(app, "/dashboard/settings/name", async (c, me, f) => {
    if (!can(me.account.role, "account.manage")) {
      return c.html(<ProfilePage c={c} me={me} failure={{ status: 403, code: "forbidden", message: "Only owners change the business name." }} />, 403);
    }
    const name = businessName(f.name);
    if (name === null) {
      const failure = { status: 400 as const, code: "parameter_invalid", param: "name", message: `Enter the business name (1 to ${BUSINESS_NAME_MAX} characters).` };
      return c.html(<ProfilePage c={c} me={me} failure={failure} typed={f.name ?? ""} />, 400);
    }
    await renameAccount(c.env, me.account.id, name);
    // the header and menus read the name from the membership list, which this request already read
    const renamed = { ...me, account: { ...me.account, name }, accounts: me.accounts.map((a) => (a.id === me.account.id ? { ...a, name } : a)) };
    return c.html(<ProfilePage c={c} me={renamed} status={`The business name is now ${name}.`} />);
  });
}
