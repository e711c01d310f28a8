// The eSIM message in Simplified Chinese (ids: en.ts).
import type { Messages } from "..";
import type { EsimMailKey } from "./en";

export const zhHans: Messages<EsimMailKey> = {
  subject: "您的 eSIM 已准备就绪",
  subject_brand: "您的 {brand} eSIM 已准备就绪",
  preheader: "几分钟即可完成安装：扫描二维码，或打开您的 eSIM 页面。",
  heading: "您的 eSIM 已准备就绪",
  intro: "这是您的 eSIM：{plan}。",
  before_you_go: "请在出发前连接 Wi-Fi 时完成安装，抵达目的地后再开启。",
  button: "打开您的 eSIM 页面",
  button_hint: "查看适用于您手机的安装步骤以及剩余流量。",
  qr_heading: "扫码安装",
  qr_help: "在手机上打开“设置”→“蜂窝网络”（或“移动数据”）→“添加 eSIM”，然后扫描显示在另一块屏幕上的这个二维码。",
  qr_alt: "用于安装 eSIM 的二维码",
  manual_heading: "或手动输入以下代码",
  smdp_address: "SM-DP+ 地址",
  activation_code: "激活码",
  confirmation_code: "确认码",
  iccid: "eSIM 编号（ICCID）",
  private: "请勿将此邮件分享给他人：任何拥有这些代码的人都可以安装您的 eSIM，且只能安装一次。",
  help_heading: "需要帮助？",
  help_intro: "如在安装 eSIM 时遇到问题，请联系我们。",
  email_label: "电子邮件",
  website_label: "网站",
  phone_label: "电话",
  footer_brand: "您收到此邮件，是因为有人为此邮箱地址购买了 {brand} 的 eSIM。",
  footer: "您收到此邮件，是因为有人为此邮箱地址购买了 eSIM。",
};
