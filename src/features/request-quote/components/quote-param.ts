/** `?quote=1` is the site-wide address of the quote request: product pages link there. */
export const QUOTE_PARAM = 'quote';
