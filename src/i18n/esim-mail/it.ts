// The eSIM message in Italian (ids: en.ts).
import type { Messages } from "..";
import type { EsimMailKey } from "./en";

export const it: Messages<EsimMailKey> = {
  subject: "La tua eSIM è pronta",
  subject_brand: "La tua eSIM di {brand} è pronta",
  preheader: "Installala in pochi minuti: scansiona il codice QR o apri la pagina della tua eSIM.",
  heading: "La tua eSIM è pronta",
  intro: "Ecco la tua eSIM: {plan}.",
  before_you_go: "Installala prima di partire, mentre sei connesso al Wi-Fi, e attivala all’arrivo.",
  button: "Apri la pagina della tua eSIM",
  button_hint: "I passaggi di installazione per il tuo telefono e i dati che ti restano.",
  qr_heading: "Scansiona per installare",
  qr_help: "Sul telefono, vai in Impostazioni, poi in Rete mobile (o Cellulare) e Aggiungi eSIM, e scansiona questo codice da un altro schermo.",
  qr_alt: "Codice QR per installare la tua eSIM",
  manual_heading: "Oppure inserisci i codici a mano",
  smdp_address: "Indirizzo SM-DP+",
  activation_code: "Codice di attivazione",
  confirmation_code: "Codice di conferma",
  iccid: "Numero dell’eSIM (ICCID)",
  private: "Non condividere questo messaggio: chiunque abbia questi codici può installare la tua eSIM, che si può installare una sola volta.",
  help_heading: "Serve aiuto?",
  help_intro: "Scrivici e ti aiuteremo a installare la tua eSIM.",
  email_label: "Email",
  website_label: "Sito web",
  phone_label: "Telefono",
  footer_brand: "Ricevi questa email perché per questo indirizzo è stata acquistata un’eSIM di {brand}.",
  footer: "Ricevi questa email perché per questo indirizzo è stata acquistata un’eSIM.",
};
