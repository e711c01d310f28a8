// The eSIM message in German (ids: en.ts).
import type { Messages } from "..";
import type { EsimMailKey } from "./en";

export const de: Messages<EsimMailKey> = {
  subject: "Ihre eSIM ist bereit",
  subject_brand: "Ihre eSIM von {brand} ist bereit",
  preheader: "In wenigen Minuten installiert: Scannen Sie den QR-Code oder öffnen Sie die Seite Ihrer eSIM.",
  heading: "Ihre eSIM ist bereit",
  intro: "Hier ist Ihre eSIM: {plan}.",
  before_you_go: "Installieren Sie sie vor der Reise, solange Sie mit dem WLAN verbunden sind, und schalten Sie sie bei der Ankunft ein.",
  button: "Seite Ihrer eSIM öffnen",
  button_hint: "Die Installationsschritte für Ihr Telefon und Ihr verbleibendes Datenvolumen.",
  qr_heading: "Zum Installieren scannen",
  qr_help: "Öffnen Sie auf Ihrem Telefon die Einstellungen, dann Mobilfunk und eSIM hinzufügen, und scannen Sie diesen Code auf einem anderen Bildschirm.",
  qr_alt: "QR-Code zum Installieren Ihrer eSIM",
  manual_heading: "Oder geben Sie die Codes von Hand ein",
  smdp_address: "SM-DP+-Adresse",
  activation_code: "Aktivierungscode",
  confirmation_code: "Bestätigungscode",
  iccid: "eSIM-Nummer (ICCID)",
  private: "Geben Sie diese Nachricht nicht weiter: Wer diese Codes hat, kann Ihre eSIM installieren, und sie lässt sich nur einmal installieren.",
  help_heading: "Brauchen Sie Hilfe?",
  help_intro: "Schreiben Sie uns, wir helfen Ihnen gern bei der Installation Ihrer eSIM.",
  email_label: "E-Mail",
  website_label: "Website",
  phone_label: "Telefon",
  footer_brand: "Sie erhalten diese E-Mail, weil für diese Adresse eine eSIM von {brand} gekauft wurde.",
  footer: "Sie erhalten diese E-Mail, weil für diese Adresse eine eSIM gekauft wurde.",
};
