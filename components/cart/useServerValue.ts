"use client";

import { useState } from "react";

/**
 * A control's value that follows the server: the shopper's choice shows at once,
 * the server's answer replaces it, and a refused change falls back to what the
 * server still holds.
 */
export function useServerValue<T>(serverValue: T) {
  const [value, setValue] = useState(serverValue);
  const [seen, setSeen] = useState(serverValue);
  if (!Object.is(seen, serverValue)) {
    // Adjusting state while rendering, React's way of following a changed prop.
    setSeen(serverValue);
    setValue(serverValue);
  }
  /** Shows the choice, sends it, and returns to the server's value when it is refused. */
  async function choose(next: T, send: (next: T) => Promise<boolean>) {
    setValue(next);
    if (!(await send(next))) setValue(serverValue);
  }
  return [value, choose] as const;
}
