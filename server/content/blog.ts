import type { BlogPost } from "./schema";
import type { Entry } from "./service";

/** Posts on one page of the blog's index. */
export const POSTS_PER_PAGE = 6;

export function blogPageCount(posts: number): number {
  return Math.max(1, Math.ceil(posts / POSTS_PER_PAGE));
}

/** The posts of a page (1-based), or null when there is no such page. */
export function blogPage(posts: Entry<BlogPost>[], page: number): Entry<BlogPost>[] | null {
  if (!Number.isInteger(page) || page < 1 || page > blogPageCount(posts.length)) return null;
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
}
