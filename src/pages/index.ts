// The pages people see in a browser, one file per page (its GET and the POSTs its forms send):
// auth/ (sign-up, log-in, two-factor step, log-out, email verification, password reset),
// dashboard/ (home, account and mode switches, wallet, Lightning top-up, catalog, buy several, batches, orders), revenue/, reports/, developers/
// (API keys, webhooks, events), settings/ (business profile, verification), security/ (the page and each of its forms),
// team/ (members, invitations, roles, removal, accepting an invitation). Shared here: the layout, the session door, the first
// key's flash, the headers every page answer carries, the cap on a form's body, the assets.
import type { App } from "../http/context";
import { pageFormAllowed } from "../http/rate-limit";
import { registerAssetRoutes } from "./assets";
import { PAGE_PATHS, pageHeaders } from "./headers";
import { formBodyLimit } from "./session";
import { registerForgotPasswordPage } from "./auth/forgot-password";
import { registerLoginPage } from "./auth/login";
import { registerLogout } from "./auth/logout";
import { registerResetPasswordPage } from "./auth/reset-password";
import { registerSecondFactorPage } from "./auth/second-factor";
import { registerSignupPage } from "./auth/signup";
import { registerVerifyEmailPage } from "./auth/verify-email";
import { registerCatalogPage } from "./dashboard/catalog";
import { registerBuySeveralPage } from "./dashboard/buy-several";
import { registerBatchPages } from "./dashboard/batches";
import { registerHomePage } from "./dashboard/home";
import { registerModeSwitch } from "./dashboard/mode";
import { registerOrdersPage } from "./dashboard/orders";
import { registerSwitchAccount } from "./dashboard/switch";
import { registerWalletPage } from "./dashboard/wallet";
import { registerLightningTopUp } from "./dashboard/lightning-top-up";
import { registerPasswordChange } from "./security/password";
import { registerResendVerification } from "./security/resend-verification";
import { registerSessionRevoke } from "./security/revoke-session";
import { registerSecurityPage } from "./security/security";
import { registerTwoFactorCheck } from "./security/two-factor-check";
import { registerTwoFactorConfirm } from "./security/two-factor-confirm";
import { registerTwoFactorSetup } from "./security/two-factor-setup";
import { registerAcceptInvitation } from "./team/accept-invitation";
import { registerChangeRole } from "./team/change-role";
import { registerInvite } from "./team/invite";
import { registerRemoveMember } from "./team/remove-member";
import { registerRevokeInvitation } from "./team/revoke-invitation";
import { registerTeamPage } from "./team/team";
import { registerRevenuePages } from "./revenue";
import { registerReportsPage } from "./reports/reports";
import { registerDevelopersPages } from "./developers";
import { registerSettingsPages } from "./settings";
import { registerInstallPage } from "./install";
import { registerBrandPreview } from "./settings/brand-preview";
import { registerConsolePages } from "./admin";

/** Forms anyone can post without a session: counted per client address (PAGES_LIMIT). */
const OPEN_FORMS = ["/signup", "/login", "/login/2fa", "/forgot-password", "/reset-password", "/invite", "/verify-email"];

export function registerPages(app: App): void {
  for (const path of PAGE_PATHS) app.use(path, pageHeaders);
  // before any form's route reads its body
  for (const path of PAGE_PATHS) app.post(path, formBodyLimit);
  registerConsolePages(app);
  for (const path of OPEN_FORMS) {
    app.post(path, async (c, next) => {
      if (await pageFormAllowed(c)) return next();
      return c.html("<!doctype html><title>Too many requests</title><p>Too many requests from your address. Wait a minute and try again.</p>", 429);
    });
  }
  registerAssetRoutes(app);
  for (const register of [
    registerSignupPage,
    registerLoginPage,
    registerSecondFactorPage,
    registerLogout,
    registerVerifyEmailPage,
    registerForgotPasswordPage,
    registerResetPasswordPage,
    registerHomePage,
    registerSwitchAccount,
    registerModeSwitch,
    registerWalletPage,
    registerLightningTopUp,
    registerCatalogPage,
    registerBuySeveralPage,
    registerBatchPages,
    registerOrdersPage,
    registerSecurityPage,
    registerResendVerification,
    registerTwoFactorSetup,
    registerTwoFactorConfirm,
    registerTwoFactorCheck,
    registerPasswordChange,
    registerSessionRevoke,
    registerTeamPage,
    registerInvite,
    registerChangeRole,
    registerRemoveMember,
    registerRevokeInvitation,
    registerAcceptInvitation,
    registerRevenuePages,
    registerReportsPage,
    registerDevelopersPages,
    registerSettingsPages,
    registerInstallPage,
    registerBrandPreview,
  ]) register(app);
}
