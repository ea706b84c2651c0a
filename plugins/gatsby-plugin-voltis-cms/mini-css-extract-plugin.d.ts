/** mini-css-extract-plugin 1.x (the version Gatsby 5 uses) ships no types: the part admin-build.ts uses. */
declare module "mini-css-extract-plugin" {
  import type { Compiler } from "webpack";

  export default class MiniCssExtractPlugin {
    static loader: string;
    constructor(options?: { filename?: string; chunkFilename?: string });
    apply(compiler: Compiler): void;
  }
}
