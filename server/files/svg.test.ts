import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "@/server/http/errors";
import { checkSvg, svgAtSize, svgPixelSize } from "./svg";
import { pngClaiming, solidPng } from "./test-files";

const encode = (text: string) => new TextEncoder().encode(text);
const doc = (body: string, attributes = 'width="10" height="10"') =>
  encode(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`);

function refusal(bytes: Uint8Array): { code: string; reason: unknown } {
  try {
    checkSvg(bytes);
  } catch (error) {
    if (error instanceof HttpError) return { code: error.code, reason: (error.details as { reason?: unknown } | null)?.reason };
    throw error;
  }
  throw new Error("the SVG was accepted");
}

describe("the SVG check", () => {
  it("passes ordinary artwork as editors write it", async () => {
    const pngUri = `data:image/png;base64,${Buffer.from(await solidPng(2, 2)).toString("base64")}`;
    const artwork = [
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
      "<!-- Generator: an editor -->",
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"',
      '     xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="210mm" height="297mm" viewBox="0 0 210 297" xml:space="preserve">',
      '  <sodipodi:namedview inkscape:zoom="0.7" pagecolor="#ffffff"/>',
      "  <style><![CDATA[ .st0 { fill: url(#grad); stroke: #000 } ]]></style>",
      '  <defs><linearGradient id="grad"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs>',
      '  <g inkscape:label="Layer 1" style="opacity:0.9"><rect class="st0" width="100" height="50"/>',
      '    <use xlink:href="#grad-rect" /><image href="' + pngUri + '" width="2" height="2"/>',
      '    <text x="5" y="5">Boxes &amp; more &#169; &#x2014;</text></g>',
      "</svg>",
    ].join("\n");
    const checked = checkSvg(encode(artwork));
    expect(checked.root.name).toBe("svg");
    expect(svgPixelSize(checked)).toEqual({ width: 2480, height: 3508 });
  });

  it.each([
    ["a script element", "<script>alert(1)</script>", /script/],
    ["a script in the SVG namespace under a prefix", '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>', /script/],
    ["an event handler in capitals", '<rect ONLOAD="alert(1)"/>', /event handler/],
    ["an event handler on a metadata element", '<x:meta xmlns:x="urn:x" onclick="alert(1)"/>', /event handler/],
    ["foreignObject", "<foreignObject><p>hi</p></foreignObject>", /foreignObject/],
    ["an XHTML element", '<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://x.example"/>', /xhtml/],
    ["an animation that sets a link", '<a><set attributeName="href" to="javascript:alert(1)"/></a>', /set|script/],
    ["an XInclude", '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd"/>', /XInclude|external/],
    ["an external image", '<image href="https://evil.example/a.png"/>', /external reference/],
    ["a file reference", '<image xlink:href="file:///etc/passwd"/>', /external reference/],
    ["a protocol-relative reference", '<use href="//evil.example/s.svg#a"/>', /external reference/],
    ["an entity-encoded javascript: URL", '<a href="&#106;avascript:alert(1)"><rect/></a>', /external reference/],
    ["an embedded SVG", '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>', /external reference/],
    ["a remote url() in a presentation attribute", '<rect fill="url(https://evil.example/g.svg#g)"/>', /external reference/],
    ["a url() hidden by a CSS escape", '<rect style="fill: u\\72l(https://evil.example/g.svg#g)"/>', /external reference/],
    ["@import in a style element", "<style>@import url(https://evil.example/x.css);</style>", /CSS that loads/],
    ["@font-face in a style element", "<style><![CDATA[@font-face { font-family: x; src: url(https://e.example/f.woff) }]]></style>", /CSS that loads/],
    ["xml:base", '<g xml:base="https://evil.example/"><use href="#a"/></g>', /xml:base/],
    ["an undeclared prefix", "<foo:bar/>", /undeclared/],
    ["a duplicated attribute", '<rect width="1" width="2"/>', /twice/],
    ["mismatched tags", "<g><rect></g>", /mismatched/],
    ["an unknown entity", "<text>&nbsp;</text>", /entity/],
    ["a stray ampersand", "<text>fish & chips</text>", /stray/],
  ])("refuses %s", (_what, body, reason) => {
    const refused = refusal(doc(body));
    expect(refused.code).toBe("unsafe_svg");
    expect(String(refused.reason)).toMatch(reason);
  });

  it.each([
    ["a DOCTYPE with entities", '<!DOCTYPE svg [<!ENTITY lol "lol">]><svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      "a plain DOCTYPE",
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>',
    ],
    ["a stylesheet processing instruction", '<?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["a root that is not svg", '<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></html>'],
    ["text after the root", '<svg xmlns="http://www.w3.org/2000/svg"/>trailing'],
    ["an unfinished document", '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
  ])("refuses %s", (_what, text) => {
    expect(refusal(encode(text)).code).toBe("unsafe_svg");
  });

  it("refuses an embedded image whose header claims more than 7000 px", async () => {
    const huge = Buffer.from(await pngClaiming(9000, 10)).toString("base64");
    expect(refusal(doc(`<image href="data:image/png;base64,${huge}"/>`)).code).toBe("image_too_large");
  });
});

describe("the SVG's size", () => {
  const sizeOf = (attributes: string) => svgPixelSize(checkSvg(doc("", attributes)));

  it("counts px as they are and physical units at 300 dpi", () => {
    expect(sizeOf('width="640" height="480"')).toEqual({ width: 640, height: 480 });
    expect(sizeOf('width="640px" height="480px"')).toEqual({ width: 640, height: 480 });
    expect(sizeOf('width="2in" height="1in"')).toEqual({ width: 600, height: 300 });
    expect(sizeOf('width="25.4mm" height="2.54cm"')).toEqual({ width: 300, height: 300 });
    expect(sizeOf('width="72pt" height="6pc"')).toEqual({ width: 300, height: 300 });
  });

  it("falls back on the viewBox and its proportions", () => {
    expect(sizeOf('viewBox="0 0 800 600"')).toEqual({ width: 800, height: 600 });
    expect(sizeOf('width="100%" height="100%" viewBox="0,0,800,600"')).toEqual({ width: 800, height: 600 });
    expect(sizeOf('width="400" viewBox="0 0 800 600"')).toEqual({ width: 400, height: 300 });
    expect(sizeOf('height="1in" viewBox="0 0 200 100"')).toEqual({ width: 600, height: 300 });
  });

  it("refuses an SVG that states no size as unreadable", () => {
    expect(() => sizeOf("")).toThrow(expect.objectContaining({ code: "unreadable_file" }));
    expect(() => sizeOf('width="100%" height="100%"')).toThrow(expect.objectContaining({ code: "unreadable_file" }));
  });

  it("renders at exactly the asked size, scaling a drawing that had no viewBox instead of cropping it", async () => {
    // 2in x 1in is 192 x 96 user units; at 300 dpi the drawing must fill 600 x 300.
    const checked = checkSvg(doc('<rect x="96" width="96" height="96" fill="#ff0000"/>', 'width="2in" height="1in" preserveAspectRatio="xMinYMin"'));
    const size = svgPixelSize(checked);
    const { data, info } = await sharp(svgAtSize(checked, size), { density: 72 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([600, 300]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    expect(pixel(590, 290)).toEqual([255, 0, 0, 255]);
    expect(pixel(100, 150)[3]).toBe(0);
  });
});
