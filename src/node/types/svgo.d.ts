// svgo 2.8 (already in the tree through cssnano) ships no types: what src/node/inline-svg.ts uses of it.
declare module "svgo" {
  export interface XastElement {
    type: "element";
    name: string;
    attributes: Record<string, string>;
    children: XastChild[];
  }
  export type XastChild = XastElement | { type: "text" | "cdata" | "comment" | "doctype" | "instruction" };
  export interface CustomPlugin {
    name: string;
    type: "visitor";
    fn: () => { element?: { enter?: (node: XastElement, parent: unknown) => void } };
  }
  export type Plugin = string | { name: string; params?: Record<string, unknown> } | CustomPlugin;
  export interface Config {
    path?: string;
    multipass?: boolean;
    plugins?: Plugin[];
  }
  export function optimize(input: string, config?: Config): { data: string; error?: undefined } | { error: string };
}
