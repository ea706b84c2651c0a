/** A file imported as text by webpack's raw-loader (used by the Gatsby Function). */
declare module "!!raw-loader!*" {
  const content: string;
  export default content;
}
