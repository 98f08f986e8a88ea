import { render } from "@react-email/render";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defangLinks, MAX_NOTE_LENGTH, quotedNote, safeNote } from "./third-party";

/** What a mail program would turn into a link: a scheme, www., or a dotted host name. */
const LINKABLE = /[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}\b/i;

describe("a sender's note in a mail to someone else", () => {
  it("keeps no word a mail program would make a link of, whatever was typed", () => {
    const word = fc.oneof(
      fc.constantFrom("https://evil.example/reset", "http://x.co", "www.boxwright-login.com", "pay.me", "ann@example.com", "HTTPS://A.B.CD", "see:", "ok"),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), (words) => {
        expect(defangLinks(words.join(" "))).not.toMatch(LINKABLE);
      }),
    );
  });

  it("is bounded and leaves ordinary words alone", () => {
    expect(safeNote("  The new lid, please: 3.5 cm higher!  ")).toBe("The new lid, please: 3.5 cm higher!");
    expect(safeNote("x".repeat(MAX_NOTE_LENGTH + 50))).toHaveLength(MAX_NOTE_LENGTH);
    expect(safeNote(undefined)).toBe("");
  });

  it("is a quote under a line naming its writer, with the shop's markup escaped and no anchor", async () => {
    const note = (await quotedNote("design_shared", "en-US", "ann@example.com", '<a href="https://evil.example">Sign in</a>\nsecond line'))!;
    expect(note.text).toBe(
      'Message from ann@example.com, written by them and not by Boxwright:\n> <a href="https[:]//evil[.]example">Sign in</a>\n> second line',
    );
    const html = await render(note.node);
    expect(html).not.toContain("<a ");
    expect(html).toContain("&lt;a href=&quot;https[:]//evil[.]example&quot;&gt;Sign in&lt;/a&gt;");
    expect(html).toContain("second line");
    expect(await quotedNote("design_shared", "en-US", "ann@example.com", "   ")).toBeUndefined();
  });
});
