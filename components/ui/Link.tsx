import NextLink from "next/link";
import type { ComponentProps } from "react";
import { controlClassName, type ControlSize, type ControlVariant } from "./Button";

export interface LinkProps extends ComponentProps<typeof NextLink> {
  size?: ControlSize;
  /** Links look like buttons unless the variant is 'text'. */
  variant?: ControlVariant;
}

/** A link in the same sizes as Button; plain text links use the 'text' variant. */
export function Link({ size = "medium", variant = "text", className, ...props }: LinkProps) {
  return <NextLink className={controlClassName(size, variant, className)} {...props} />;
}
