// Every catalogue of messages travellers read, by name: test/i18n holds that each has every
// message in every language, with the same ICU arguments as English. A new catalogue is added here.
import type { Catalogue } from ".";
import { installPage } from "./install-page";
import { ESIM_MAIL } from "./esim-mail";

export const CATALOGUES: Record<string, Catalogue<string>> = {
  "install-page": installPage,
  "esim-mail": ESIM_MAIL,
};
