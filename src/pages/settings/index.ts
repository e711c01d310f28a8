// The settings pages of the dashboard, one file per page and per form; this only registers them.
// Business profile (profile.tsx, rename.tsx), verification (verification.tsx and its two
// forms) and the brand (brand.tsx and its forms); Team and Security have their own folders and
// are reached from this area's links.
import type { App } from "../../http/context";
import { registerBrandPage } from "./brand";
import { registerBrandCopyToLive } from "./brand-copy";
import { registerBrandLogoForms } from "./brand-logo";
import { registerBrandSave } from "./brand-save";
import { registerProfilePage } from "./profile";
import { registerRename } from "./rename";
import { registerSubmitKybForm } from "./submit-kyb";
import { registerSubmitKycForm } from "./submit-kyc";
import { registerVerificationPage } from "./verification";

export function registerSettingsPages(app: App): void {
  registerProfilePage(app);
  registerRename(app);
  registerVerificationPage(app);
  registerSubmitKybForm(app);
  registerSubmitKycForm(app);
  registerBrandPage(app);
  registerBrandSave(app);
  registerBrandLogoForms(app);
  registerBrandCopyToLive(app);
}
