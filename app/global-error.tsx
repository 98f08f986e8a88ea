"use client";

import english from "@/messages/en-US.json";
import "./globals.css";

/**
 * The last resort, when the storefront's layout itself failed: there is then no
 * region or language to go by, so it speaks the default region's English. Every
 * failure inside a page gets the localized app/[region]/[locale]/error.tsx.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const words = english.ErrorPage;
  return (
    <html lang="en-US">
      <body>
        <main style={{ maxWidth: "40rem", margin: "0 auto", padding: "4rem 1rem", textAlign: "center" }}>
          <h1>{words.title}</h1>
          <p>{words.text}</p>
          <p>
            <button type="button" onClick={reset}>
              {words.retry}
            </button>{" "}
            {/* A full page load: the layout that client navigation would reuse is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">{words.home}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
