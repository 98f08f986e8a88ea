export const CONSENT_ASK_ATTRIBUTE: string;
export const CONSENT_DEFAULT_SCRIPT: string;
