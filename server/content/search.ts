import type { HelpArticle } from "./schema";

/**
 * Help search: every word of the query must appear in the article (title, lead,
 * headings, paragraphs, lists); articles with the words in the title come first.
 * Case and accents are ignored, and a word matches the start of a longer one
 * ("dieline" finds "dielines"), which is what shoppers expect from a small help centre.
 */

const MAX_QUERY_WORDS = 8;

export function normalize(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

function words(text: string): string[] {
  return normalize(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export function queryWords(query: string): string[] {
  return [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
}

function articleText(article: HelpArticle): { title: string[]; body: string[] } {
  const body = [article.lead, article.description, ...article.sections.flatMap((s) => [s.heading ?? "", ...s.paragraphs, ...(s.list ?? [])])];
  return { title: words(`${article.title} ${article.heading}`), body: words(body.join(" ")) };
}

export function searchArticles<T extends HelpArticle>(articles: readonly T[], query: string): T[] {
  const wanted = queryWords(query);
  if (wanted.length === 0) return [];
  const scored = articles.flatMap((article, index) => {
    const { title, body } = articleText(article);
    const has = (list: string[], word: string) => list.some((candidate) => candidate.startsWith(word));
    if (!wanted.every((word) => has(title, word) || has(body, word))) return [];
    return [{ article, index, score: wanted.filter((word) => has(title, word)).length }];
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.article);
}
