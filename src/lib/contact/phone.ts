/**
 * How a phone number is shown (docs/product.md, "The contact form"): "+prefix" then the national number,
 * its leading 0 stripped, in groups 1-2-2-2-2 when it has 9 digits
 * ("+33 6 12 34 56 78"). Other lengths keep their digits in one block.
 *
 * `phone` may hold the dial code or not, with or without separators:
 * "33612345678", "+33 6 12 34 56 78" and "0612345678" (with prefix "33") all
 * give "+33 6 12 34 56 78".
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
