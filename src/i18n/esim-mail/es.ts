// The eSIM message in Spanish (ids: en.ts).
import type { Messages } from "..";
import type { EsimMailKey } from "./en";

export const es: Messages<EsimMailKey> = {
  subject: "Tu eSIM está lista",
  subject_brand: "Tu eSIM de {brand} está lista",
  preheader: "Instálala en unos minutos: escanea el código QR o abre la página de tu eSIM.",
  heading: "Tu eSIM está lista",
  intro: "Aquí tienes tu eSIM: {plan}.",
  before_you_go: "Instálala antes de viajar, mientras tengas wifi, y actívala al llegar.",
  button: "Abrir la página de tu eSIM",
  button_hint: "Los pasos de instalación para tu teléfono y los datos que te quedan.",
  qr_heading: "Escanea para instalar",
  qr_help: "En tu teléfono, ve a Ajustes, luego a Datos móviles y Añadir eSIM, y escanea este código desde otra pantalla.",
  qr_alt: "Código QR para instalar tu eSIM",
  manual_heading: "O introduce los códigos a mano",
  smdp_address: "Dirección SM-DP+",
  activation_code: "Código de activación",
  confirmation_code: "Código de confirmación",
  iccid: "Número de la eSIM (ICCID)",
  private: "No compartas este mensaje: cualquiera que tenga estos códigos puede instalar tu eSIM, y solo se puede instalar una vez.",
  help_heading: "¿Necesitas ayuda?",
  help_intro: "Escríbenos y te ayudaremos a instalar tu eSIM.",
  email_label: "Correo electrónico",
  website_label: "Sitio web",
  phone_label: "Teléfono",
  footer_brand: "Recibes este correo porque se compró una eSIM de {brand} para esta dirección.",
  footer: "Recibes este correo porque se compró una eSIM para esta dirección.",
};
