/**
 * Leaving the shop for a payment provider's or the bank's page is a full page
 * load. It goes through this one object so that tests can watch where the shopper
 * would have gone (jsdom cannot navigate).
 */
export const browser = {
  leave(url: string): void {
    window.location.assign(url);
  },
};
