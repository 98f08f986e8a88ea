"use client";

import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  /** Shown instead of the 3D view once it has failed. */
  fallback: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Catches a renderer that cannot start (no WebGL context) or a scene that throws, so a
 * broken 3D view leaves the rest of the editor working.
 */
export class PreviewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
