// The console's operators area: the list of people and tokens, and the admins' forms.
import type { App } from "../../../http/context";
import { registerCreateOperatorForm } from "./create";
import { registerCreateTokenForm } from "./create-token";
import { registerOperatorsPage } from "./operators";
import { registerRevokeTokenForm } from "./revoke-token";
import { registerSetupLinkForm } from "./setup-link";
import { registerDisableOperatorForm } from "./disable";

export function registerConsoleOperators(app: App): void {
  registerOperatorsPage(app);
  registerCreateOperatorForm(app);
  registerSetupLinkForm(app);
  registerDisableOperatorForm(app);
  registerCreateTokenForm(app);
  registerRevokeTokenForm(app);
}
