// The traveller's eSIM page's messages in every language (pages/install/traveller-page.tsx).
import type { Catalogue } from "..";
import { de } from "./de";
import { en, type InstallPageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { pt } from "./pt";
import { zhHans } from "./zh-Hans";

export type { InstallPageKey };

export const installPage: Catalogue<InstallPageKey> = { en, es, fr, de, pt, it, ja, "zh-Hans": zhHans };
