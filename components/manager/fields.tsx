"use client";

import type { ReactNode } from "react";
import shared from "@/components/ui/shared.module.css";

/** The console's own parts; its form fields are the shop's (components/ui/fields.tsx). */

/** A state as a coloured badge. */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={shared.badge} data-tone={tone}>
      {children}
    </span>
  );
}
