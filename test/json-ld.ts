import { isValidElement, type ReactNode } from "react";
import { JsonLd } from "@/components/seo/JsonLd";

/**
 * The structured data a server-rendered page's element tree carries: the data of
 * every <JsonLd> in it, found without rendering (the pages nest async server
 * components, which jsdom cannot render).
 */
export function jsonLdIn(node: ReactNode): unknown[] {
  if (Array.isArray(node)) return node.flatMap(jsonLdIn);
  if (!isValidElement<{ children?: ReactNode; data?: unknown }>(node)) return [];
  if (node.type === JsonLd) return [node.props.data];
  return jsonLdIn(node.props.children);
}
