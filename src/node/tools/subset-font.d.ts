/** subset-font ships no types: the part of its API the font subsetting uses (src/node/tools/font-subset.ts). */
declare module "subset-font" {
  type AxisRange = number | { min: number; max: number; default?: number };
  export type SubsetFontOptions = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    variationAxes?: Record<string, AxisRange>;
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  };
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
