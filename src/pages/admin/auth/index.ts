// The console's signed-out and signing-in pages (log-in, second factor, the set-up link, log-out)
// and its home page.
import type { App } from "../../../http/context";
import { registerConsoleHome } from "../home";
import { registerConsoleLogin } from "./login";
import { registerConsoleLogout } from "./logout";
import { registerConsoleSecondFactor } from "./second-factor";
import { registerConsoleSetup } from "./setup";

export function registerConsoleAuth(app: App): void {
  registerConsoleLogin(app);
  registerConsoleSecondFactor(app);
  registerConsoleSetup(app);
  registerConsoleLogout(app);
  registerConsoleHome(app);
}
