const NBSP = "\u00a0";

/** "1 400 €", with no-break spaces; `null` is "Sur devis" (docs/product.md, "Prices and other constants"). */
export const formatPrice = (price: number | null | undefined): string => {
  if (price === null || price === undefined) return "Sur devis";
  const digits = Math.round(price)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${digits}${NBSP}€`;
};
