// Files the bundler imports as text (wrangler.jsonc "rules"; *.txt is text by default).
declare module "*.css" {
  const text: string;
  export default text;
}
declare module "*.txt" {
  const text: string;
  export default text;
}
