import { STORAGE_KEYS } from '@/config/constants';

/**
 * Run by the browser before the first paint (the root layout puts it in the head): it marks the document of a
 * visitor who accepted already, and a style rule hides the server-rendered notice at once, before any script of
 * ours has loaded. Without it the notice would either flash for those visitors or, rendered only after
 * hydration, be the page's last and largest paint for new ones.
 */
export const COOKIE_CONSENT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)})==='true')document.documentElement.dataset.cookieConsent='true'}catch(e){}`;
