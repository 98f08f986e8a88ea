"use client";

import { useId, useRef, useState } from "react";
import { Button } from "./Button";
import forms from "./forms.module.css";

export interface CopyLinkWords {
  /** The field's label. */
  label: string;
  copy: string;
  copied: string;
  /** Said when the browser refuses the clipboard and the link is selected instead. */
  copyByHand: string;
}

type CopyState = "idle" | "copied" | "byHand";

/**
 * A link to pass on (a share link, an offer's link): read-only, selected when
 * focused, with a button that copies it. Without a clipboard (an insecure page,
 * a denied permission) the link is selected for copying by hand, and the line
 * under it says so. What it says is about the link copied: a new link says nothing yet.
 */
export function CopyLinkField({ url, words }: { url: string; words: CopyLinkWords }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copying, setCopy] = useState<{ url: string; state: CopyState }>({ url, state: "idle" });
  const copied = copying.url === url ? copying.state : "idle";

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy({ url, state: "copied" });
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy({ url, state: "byHand" });
    }
  }

  return (
    <>
      <div className={forms.field}>
        <label htmlFor={id}>{words.label}</label>
        <div className={forms.inline}>
          <input ref={field} id={id} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button size="small" onClick={() => void copy()}>
            {words.copy}
          </Button>
        </div>
      </div>
      <p role="status" className={forms.status}>
        {copied === "copied" ? words.copied : copied === "byHand" ? words.copyByHand : ""}
      </p>
    </>
  );
}
