// The eSIM message (account-object/esim-message.tsx) in English. These ids bind every other
// language's catalogue beside this one: each must have every message.
export const en = {
  subject: "Your eSIM is ready",
  subject_brand: "Your eSIM from {brand} is ready",
  preheader: "Install it in a few minutes: scan the QR code or open your eSIM page.",
  heading: "Your eSIM is ready",
  intro: "Here is your eSIM: {plan}.",
  before_you_go: "Install it before you travel, while you are on Wi-Fi, and switch it on when you arrive.",
  button: "Open your eSIM page",
  button_hint: "Installation steps for your phone, and how much data you have left.",
  qr_heading: "Scan to install",
  qr_help: "On your phone, go to Settings, then Mobile Data (or Cellular), then Add eSIM, and scan this code shown on another screen.",
  qr_alt: "QR code that installs your eSIM",
  manual_heading: "Or enter the codes by hand",
  smdp_address: "SM-DP+ address",
  activation_code: "Activation code",
  confirmation_code: "Confirmation code",
  iccid: "eSIM number (ICCID)",
  private: "Keep this message to yourself: anyone who has these codes can install your eSIM, and it can be installed only once.",
  help_heading: "Need help?",
  help_intro: "Write to us and we will help you install your eSIM.",
  email_label: "Email",
  website_label: "Website",
  phone_label: "Phone",
  footer_brand: "You received this email because an eSIM from {brand} was bought for this address.",
  footer: "You received this email because an eSIM was bought for this address.",
} as const;

export type EsimMailKey = keyof typeof en;
