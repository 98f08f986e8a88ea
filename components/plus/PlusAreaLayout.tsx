import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { StorefrontParams } from "@/regions/storefront";
import { plusStorefront } from "./availability";

/**
 * The layout of /plus/... and /boxwright-plus/...: in a storefront without the
 * plus area every one of these paths answers a real 404, before any page renders.
 */
export async function PlusAreaLayout({ children, params }: { children: ReactNode; params: Promise<StorefrontParams> }) {
  if (!plusStorefront(await params)) notFound();
  return <>{children}</>;
}
