import { CONSENT_DEFAULT_SCRIPT } from "@/lib/consent/google";

/**
 * Google consent mode's 'default denied', inline in the head so it runs before any
 * tag. It is the page's only inline script; `nonce` is for a Content Security Policy.
 */
export function ConsentModeDefault({ nonce }: { nonce?: string }) {
  return <script id="consent-mode-default" nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />;
}
