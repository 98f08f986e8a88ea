import { describe, expect, it } from "vitest";
import { createNonce, createNonceInserter, insertNonces, NONCE_PATTERN } from "./html-nonce.mjs";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const page =
  '<html><head><link rel="preload" as="script" href="/a.js"><script src="/a.js" async></script></head><body><script>self.__next_f.push([1,"x"])</script><SCRIPT type="module">1</SCRIPT><scripts></scripts><p>&lt;script&gt;</p></body></html>';

/** Feeds `body` to the inserter cut at the given offsets and joins what comes out. */
function streamed(body: string, cuts: number[]): string {
  const inserter = createNonceInserter(NONCE);
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, body.length]) {
    out.push(inserter.push(Buffer.from(body.slice(from, cut))));
    from = cut;
  }
  out.push(inserter.finish());
  return Buffer.concat(out).toString("utf8");
}

describe("html nonces", () => {
  it("makes a fresh base64 nonce of 128 bits each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(NONCE_PATTERN);
  });

  it("puts the nonce into every script and link tag and nowhere else", () => {
    const out = insertNonces(page, NONCE).toString("utf8");
    expect(out.match(/nonce="AAAAAAAAAAAAAAAAAAAAAA=="/g)).toHaveLength(4);
    expect(out).toContain(`<script nonce="${NONCE}">self.__next_f.push`);
    expect(out).toContain(`<SCRIPT nonce="${NONCE}" type="module">`);
    expect(out).toContain(`<link nonce="${NONCE}" rel="preload"`);
    expect(out).toContain("<scripts></scripts>");
    expect(out).toContain("</script>");
    expect(out).toContain("<p>&lt;script&gt;</p>");
  });

  it("finds tags split across chunks at every offset", () => {
    const whole = insertNonces(page, NONCE).toString("utf8");
    for (let cut = 1; cut < page.length; cut += 1) expect(streamed(page, [cut])).toBe(whole);
    expect(
      streamed(
        page,
        Array.from({ length: page.length - 1 }, (_, i) => i + 1),
      ),
    ).toBe(whole);
  });

  it("keeps multi-byte text intact, also when a character is split", () => {
    const text = '<p>Zażółć gęślą jaźń — 箱</p><script>"ü"</script>';
    const bytes = Buffer.from(text);
    const inserter = createNonceInserter(NONCE);
    const out = Buffer.concat([inserter.push(bytes.subarray(0, 5)), inserter.push(bytes.subarray(5, 6)), inserter.push(bytes.subarray(6)), inserter.finish()]);
    expect(out.toString("utf8")).toBe(text.replace("<script>", `<script nonce="${NONCE}">`));
    expect(insertNonces("<script>'ś'</script>", NONCE).toString("utf8")).toBe(`<script nonce="${NONCE}">'ś'</script>`);
  });

  it("takes plain Uint8Arrays and views into larger buffers", () => {
    const backing = new TextEncoder().encode("xx<script>1</script>yy");
    const view = backing.subarray(2, backing.length - 2);
    expect(insertNonces(view, NONCE).toString("utf8")).toBe(`<script nonce="${NONCE}">1</script>`);
  });

  it("refuses a nonce that could break out of the attribute", () => {
    expect(() => createNonceInserter('x" onload="alert(1)')).toThrow();
  });
});
