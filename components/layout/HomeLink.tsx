"use client";

import type { ReactNode } from "react";
import { Link, type LinkProps } from "@/components/ui/Link";
import { useHomePath } from "@/components/providers/region";

/** A link to the current storefront's home page, for places that do not get the route's params (404 pages). */
export function HomeLink({ children, ...props }: Omit<LinkProps, "href"> & { children: ReactNode }) {
  return (
    <Link href={useHomePath()} {...props}>
      {children}
    </Link>
  );
}
