export const CONSENT_DEFAULT_SCRIPT: string;
