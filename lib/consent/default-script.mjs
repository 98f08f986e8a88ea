// The consent-mode default the page's head runs inline, before any tag: gtag's queue
// and every storage type denied. Plain JavaScript, because the production server
// (server/runtime, outside the bundler) allows exactly this text to run
// (html-nonce.mjs); lib/consent/google.ts is where the shop's code takes it from.
export const CONSENT_DEFAULT_SCRIPT =
  "window.dataLayer=window.dataLayer||[];" +
  "window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};" +
  `window.gtag('consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"});`;
