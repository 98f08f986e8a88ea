/**
 * Crawlers (spec section 9 'ignored bot pattern') get the pages without a
 * consent banner and without becoming users, so nothing they index depends on it.
 */
export const CRAWLER_PATTERN = /bot|crawl|slurp|spider/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER_PATTERN.test(userAgent);
}
