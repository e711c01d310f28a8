// The eSIM message in Japanese (ids: en.ts).
import type { Messages } from "..";
import type { EsimMailKey } from "./en";

export const ja: Messages<EsimMailKey> = {
  subject: "eSIMの準備ができました",
  subject_brand: "{brand}のeSIMの準備ができました",
  preheader: "数分でインストールできます。QRコードを読み取るか、eSIMのページを開いてください。",
  heading: "eSIMの準備ができました",
  intro: "お客様のeSIM：{plan}",
  before_you_go: "出発前にWi-Fiに接続した状態でインストールし、現地に到着したらオンにしてください。",
  button: "eSIMのページを開く",
  button_hint: "お使いの端末でのインストール手順と、データの残量を確認できます。",
  qr_heading: "読み取ってインストール",
  qr_help: "端末の「設定」から「モバイル通信」→「eSIMを追加」を開き、別の画面に表示したこのコードを読み取ってください。",
  qr_alt: "eSIMをインストールするためのQRコード",
  manual_heading: "コードを手動で入力する場合",
  smdp_address: "SM-DP+アドレス",
  activation_code: "アクティベーションコード",
  confirmation_code: "確認コード",
  iccid: "eSIM番号（ICCID）",
  private: "このメールは他の人と共有しないでください。これらのコードがあれば誰でもeSIMをインストールでき、インストールは一度しかできません。",
  help_heading: "お困りですか？",
  help_intro: "eSIMのインストールについて、お気軽にお問い合わせください。",
  email_label: "メール",
  website_label: "ウェブサイト",
  phone_label: "電話",
  footer_brand: "このメールは、このアドレス宛てに{brand}のeSIMが購入されたため送信されています。",
  footer: "このメールは、このアドレス宛てにeSIMが購入されたため送信されています。",
};
