/**
 * "+33 6 12 34 56 78" (docs/product.md, "The contact form"): a 9-digit national number in groups 1-2-2-2-2,
 * others in one block; `phone` may hold the dial code or not.
 */
export const formatPhoneDisplay = (phone: string, prefix: string): string => {
  const dial = prefix.replace(/\D/g, "");
  const digits = phone.replace(/\D/g, "");
  let national =
    dial && digits.startsWith(dial) && digits.length >= dial.length + 6 ? digits.slice(dial.length) : digits;
  national = national.replace(/^0/, "");
  const grouped =
    national.length === 9
      ? [
          national.slice(0, 1),
          national.slice(1, 3),
          national.slice(3, 5),
          national.slice(5, 7),
          national.slice(7, 9),
        ].join(" ")
      : national;
  return dial ? `+${dial} ${grouped}`.trim() : grouped;
};
