/** Images imported through webpack for the head: their URL, with a content hash. */
declare module "*/og-default.png" {
  const url: string;
  export default url;
}

declare module "*/icon.png" {
  const url: string;
  export default url;
}
