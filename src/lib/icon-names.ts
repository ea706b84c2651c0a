/** Names of the site's line icons (drawn in src/components/ui/Icon.tsx), usable in content files. */
export const ICON_NAMES = [
  "code",
  "smartphone",
  "globe",
  "pen-tool",
  "compass",
  "server",
  "git-branch",
  "cloud",
  "layout",
  "shopping-bag",
  "database",
  "calendar",
  "check-circle",
  "users",
  "mail",
  "phone",
  "map-pin",
  "menu",
  "x",
  "arrow-right",
  "arrow-up-right",
  "check",
  "star",
  "linkedin",
  "instagram",
  "facebook",
  "sparkles",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export const isIconName = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);

/** The id of an icon's <symbol> in the page's SVG sprite (src/components/ui/icon-sprite.tsx). */
export const iconSymbolId = (name: IconName) => `icon-${name}`;
