// The product's picture on the picking cards: on a phone it keeps to 104 px, so the card's
// wider part goes to the product's name (at 360 px a 160 px picture left the name a third).
const PHONE = 104;

/** The item card's picture (ItemCard), by screen width. */
export const ITEM_PICTURE = { base: PHONE, xs: 160 };
/** The scanner card's picture (ScannerCard), by screen width. */
export const SCANNER_PICTURE = { base: PHONE, xs: 140 };
