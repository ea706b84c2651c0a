import * as React from "react";
import { iconSymbolId, isIconName, type IconName } from "../../lib/icon-names";

export { ICON_NAMES, isIconName, type IconName } from "../../lib/icon-names";

/**
 * One line-icon set for the whole site: 24 × 24 grid, 1.75 stroke, round caps.
 * Content files name icons by these keys (see CONTENT.md). The drawings are in
 * the page's SVG sprite (icon-sprite.tsx, written by gatsby-ssr.tsx); an icon is
 * a `<use>` of its symbol: two nodes, and no drawing in the JavaScript.
 */

interface IconProps extends React.SVGProps<SVGSVGElement> {
  name: IconName | string;
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

export const Icon = ({ name, size = 24, label, ...rest }: IconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
    {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    {...rest}
  >
    <use href={`#${iconSymbolId(isIconName(name) ? name : "sparkles")}`} />
  </svg>
);
