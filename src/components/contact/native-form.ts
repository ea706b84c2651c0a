/** What the native form holds, by posted field name. */
export const postedFields = (wrapper: HTMLElement | null): Record<string, string> | null => {
  const form = wrapper?.querySelector("form");
  if (!form) return null;
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === "string") fields[name] = value;
  });
  return fields;
};

export const focusedField = (wrapper: HTMLElement | null): string | null => {
  const active = typeof document === "undefined" ? null : document.activeElement;
  return wrapper && active instanceof HTMLElement && wrapper.contains(active) && active.id ? active.id : null;
};
