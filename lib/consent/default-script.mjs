// The consent-mode default the page's head runs inline, before any tag: gtag's queue
// and every storage type denied. Plain JavaScript, because the production server
// (server/runtime, outside the bundler) allows exactly this text to run
// (html-nonce.mjs); lib/consent/google.ts is where the shop's code takes it from.
//
// It also marks the page when the cookie banner is going to be asked for (no stored
// choice, consent not disabled, not a crawler: the same rules as lib/consent/machine.ts
// at start, with the keys of preferences.ts and the pattern of bots.ts, which
// consent.test.ts checks), so the banner's server-rendered copy paints with the page
// instead of after hydration (ADR 0065). It sets no cookie and stores nothing.

/** The attribute on <html> that shows the banner's server-rendered copy until the real banner takes its place. */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask";

export const CONSENT_DEFAULT_SCRIPT =
  "window.dataLayer=window.dataLayer||[];" +
  "window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};" +
  `window.gtag('consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"});` +
  "try{var s=window.localStorage;" +
  `if(s.getItem("ph-pref")===null&&s.getItem("consentDisabled")!=="true"&&!/bot|crawl|slurp|spider/i.test(window.navigator.userAgent))` +
  `window.document.documentElement.setAttribute("${CONSENT_ASK_ATTRIBUTE}","")}catch(e){}`;
