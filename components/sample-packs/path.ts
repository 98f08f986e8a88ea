/**
 * The sample-packs page's canonical path. A module of its own, so pages that only
 * link there (the pack's product page) do not take the picker island's code into
 * their first load.
 */
export const SAMPLE_PACKS_PATH = "/sample-packs";
