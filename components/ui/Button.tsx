import type { ButtonHTMLAttributes } from "react";
import styles from "./controls.module.css";

export type ControlSize = "small" | "medium" | "large";
export type ControlVariant = "primary" | "secondary" | "text";

export function controlClassName(size: ControlSize, variant: ControlVariant, extra?: string): string {
  return [styles.control, styles[size], styles[variant], extra].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ControlSize;
  variant?: ControlVariant;
}

export function Button({ size = "medium", variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={controlClassName(size, variant, className)} {...props} />;
}
