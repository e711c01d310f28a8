// The eSIM message in French (ids: en.ts). A no-break space precedes ":" and "?", as French sets them.
import type { Messages } from "..";
import type { EsimMailKey } from "./en";

export const fr: Messages<EsimMailKey> = {
  subject: "Votre eSIM est prête",
  subject_brand: "Votre eSIM {brand} est prête",
  preheader: "Installez-la en quelques minutes\u00a0: scannez le code QR ou ouvrez la page de votre eSIM.",
  heading: "Votre eSIM est prête",
  intro: "Voici votre eSIM\u00a0: {plan}.",
  before_you_go: "Installez-la avant de partir, tant que vous êtes connecté au Wi-Fi, puis activez-la à votre arrivée.",
  button: "Ouvrir la page de votre eSIM",
  button_hint: "Les étapes d’installation pour votre téléphone et les données qu’il vous reste.",
  qr_heading: "Scannez pour installer",
  qr_help: "Sur votre téléphone, allez dans Réglages, puis Données cellulaires et Ajouter une eSIM, et scannez ce code affiché sur un autre écran.",
  qr_alt: "Code QR pour installer votre eSIM",
  manual_heading: "Ou saisissez les codes à la main",
  smdp_address: "Adresse SM-DP+",
  activation_code: "Code d’activation",
  confirmation_code: "Code de confirmation",
  iccid: "Numéro de l’eSIM (ICCID)",
  private: "Gardez ce message pour vous\u00a0: toute personne qui a ces codes peut installer votre eSIM, et elle ne peut être installée qu’une seule fois.",
  help_heading: "Besoin d’aide\u00a0?",
  help_intro: "Écrivez-nous, nous vous aiderons à installer votre eSIM.",
  email_label: "E-mail",
  website_label: "Site web",
  phone_label: "Téléphone",
  footer_brand: "Vous recevez cet e-mail parce qu’une eSIM {brand} a été achetée pour cette adresse.",
  footer: "Vous recevez cet e-mail parce qu’une eSIM a été achetée pour cette adresse.",
};
