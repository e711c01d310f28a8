// The eSIM message's catalogue: every language, English's ids binding the others.
import type { Catalogue } from "..";
import { de } from "./de";
import { en, type EsimMailKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { pt } from "./pt";
import { zhHans } from "./zh-Hans";

export type { EsimMailKey };

export const ESIM_MAIL: Catalogue<EsimMailKey> = { en, es, fr, de, pt, it, ja, "zh-Hans": zhHans };
