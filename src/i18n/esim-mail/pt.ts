// The eSIM message in Portuguese (ids: en.ts).
import type { Messages } from "..";
import type { EsimMailKey } from "./en";

export const pt: Messages<EsimMailKey> = {
  subject: "Seu eSIM está pronto",
  subject_brand: "Seu eSIM de {brand} está pronto",
  preheader: "Instale em poucos minutos: escaneie o QR code ou abra a página do seu eSIM.",
  heading: "Seu eSIM está pronto",
  intro: "Aqui está o seu eSIM: {plan}.",
  before_you_go: "Instale antes de viajar, enquanto estiver no Wi-Fi, e ative-o quando chegar.",
  button: "Abrir a página do seu eSIM",
  button_hint: "As etapas de instalação para o seu celular e quantos dados ainda restam.",
  qr_heading: "Escaneie para instalar",
  qr_help: "No celular, vá em Ajustes, depois em Dados móveis (ou Celular) e Adicionar eSIM, e escaneie este código em outra tela.",
  qr_alt: "QR code para instalar o seu eSIM",
  manual_heading: "Ou digite os códigos manualmente",
  smdp_address: "Endereço SM-DP+",
  activation_code: "Código de ativação",
  confirmation_code: "Código de confirmação",
  iccid: "Número do eSIM (ICCID)",
  private: "Não compartilhe esta mensagem: qualquer pessoa com estes códigos pode instalar o seu eSIM, e ele só pode ser instalado uma vez.",
  help_heading: "Precisa de ajuda?",
  help_intro: "Fale com a gente e ajudaremos você a instalar o seu eSIM.",
  email_label: "E-mail",
  website_label: "Site",
  phone_label: "Telefone",
  footer_brand: "Você está recebendo este e-mail porque um eSIM de {brand} foi comprado para este endereço.",
  footer: "Você está recebendo este e-mail porque um eSIM foi comprado para este endereço.",
};
