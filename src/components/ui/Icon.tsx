import * as React from "react";
import { iconSymbolId, isIconName, type IconName } from "../../lib/icon-names";

export { ICON_NAMES, isIconName, type IconName } from "../../lib/icon-names";

/**
 * The site's line icons, named by these keys in content files: a `<use>` of a symbol of the
 * page's sprite (icon-sprite.tsx), so no drawing is in the JavaScript.
 */

interface IconProps extends React.SVGProps<SVGSVGElement> {
  name: IconName | string;
  size?: number;
  /** Without it the icon is decorative and hidden from assistive tech. */
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
