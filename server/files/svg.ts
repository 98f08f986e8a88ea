import { detectKind } from "./detect";
import { imageTooLarge, unreadableFile, unsafeSvg } from "./errors";
import { jpegSize, pngSize, type PixelSize } from "./headers";
import { DENSITY, MAX_IMAGE_SIDE } from "./rules";

/**
 * The SVG check. An SVG is a document that can run scripts and fetch things, so
 * rather than repair one (and risk missing a trick), an SVG with any active or
 * external part is refused (422 unsafe_svg, the reason in the details) and an
 * SVG that passes is stored exactly as uploaded. Refused: scripts, event
 * handler attributes (on*), <foreignObject>, animation elements (they can set
 * links), any DOCTYPE or entity declaration, processing instructions other than
 * the XML declaration, xml:base, references (href, xlink:href, src, url() in
 * styles and attributes) other than '#fragment' or an embedded PNG or JPEG
 * data: URI, @import and other CSS that loads things, and elements of the
 * XHTML, MathML, XInclude, XML Events and XSLT namespaces. Elements of the SVG
 * namespace must be ordinary drawing elements; elements of other namespaces
 * (editors' metadata) are inert and pass, with their attributes checked too.
 * The text is parsed as XML: anything not well-formed is refused as well.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const ACTIVE_NAMESPACES = new Set([
  "http://www.w3.org/1999/xhtml",
  "http://www.w3.org/1998/Math/MathML",
  "http://www.w3.org/2001/XInclude",
  "http://www.w3.org/2001/xml-events",
  "http://www.w3.org/1999/XSL/Transform",
]);

const DRAWING_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "desc",
  "title",
  "metadata",
  "symbol",
  "use",
  "image",
  "switch",
  "a",
  "view",
  "style",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "linearGradient",
  "radialGradient",
  "stop",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feImage",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);

/** Deep nesting is never artwork; it is an attempt to exhaust the renderer. */
const MAX_DEPTH = 256;

interface Attribute {
  name: string;
  /** As written between the quotes, entities not yet decoded. */
  raw: string;
  quote: string;
}

export interface CheckedSvg {
  text: string;
  /** The root element's start tag: where it is and what it says. */
  root: { name: string; start: number; end: number; selfClosing: boolean; attributes: Attribute[] };
}

const NAME = /[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);/g;
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** Replaces character references and the five predefined entities; any other entity is refused. */
export function decodeEntities(value: string): string {
  if (value.replace(ENTITY, "").includes("&")) throw unsafeSvg("a stray '&' (not well-formed XML)");
  return value.replace(ENTITY, (_all, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!Number.isFinite(code) || code > 0x10ffff) throw unsafeSvg("a character reference out of range");
      return String.fromCodePoint(code);
    }
    const predefined = PREDEFINED[name];
    if (predefined === undefined) throw unsafeSvg(`the entity reference &${name};`);
    return predefined;
  });
}

/** Undoes CSS escapes (\6a or \j) and comments, so that 'u\72l(' cannot hide a url( from the check. */
function plainCss(css: string): string {
  return css
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_all, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    })
    .replace(/\\(.)/gs, "$1")
    .replace(/\/\*[\s\S]*?\*\//g, " ");
}

const LOADING_CSS = /@import|@font-face|@namespace|image-set\(|image\(|cross-fade\(|element\(|src\(|expression\(|-moz-binding|behavior\s*:/;

/** Checks a reference target: only a fragment of this document or an embedded PNG or JPEG. */
function checkReference(target: string, where: string): void {
  // Browsers ignore whitespace and control characters inside a URL's scheme.
  const value = target.replace(/[\u0000-\u0020\u007f]+/g, "");
  if (value.startsWith("#")) return;
  const data = /^data:image\/(png|jpeg|jpg)(?:;[^,]*)?;base64,([A-Za-z0-9+/=]*)$/i.exec(value);
  if (!data) throw unsafeSvg(`an external reference in ${where}`);
  const bytes = Buffer.from(data[2]!, "base64");
  const kind = detectKind(bytes);
  const size = kind === "png" ? pngSize(bytes) : kind === "jpeg" ? jpegSize(bytes) : null;
  if (!size) throw unsafeSvg(`an embedded image in ${where} that is not a readable PNG or JPEG`);
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) throw imageTooLarge(size.width, size.height);
}

function checkCss(css: string, where: string): void {
  const plain = plainCss(css).toLowerCase();
  if (LOADING_CSS.test(plain)) throw unsafeSvg(`CSS that loads resources in ${where}`);
  if (/(?:java|vb)script:/.test(plain.replace(/[\u0000-\u0020]+/g, ""))) throw unsafeSvg(`a script URL in ${where}`);
  const calls = plain.split("url(").length - 1;
  let checked = 0;
  for (const match of plain.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)) {
    checkReference(match[1] ?? match[2] ?? match[3] ?? "", where);
    checked += 1;
  }
  if (checked !== calls) throw unsafeSvg(`a url() that could not be read in ${where}`);
}

interface Scope {
  name: string;
  namespaces: Map<string, string>;
  isStyle: boolean;
}

function namespaceOf(name: string, namespaces: Map<string, string>, forAttribute: boolean): string | null {
  const colon = name.indexOf(":");
  if (colon < 0) return forAttribute ? null : (namespaces.get("") ?? SVG_NS);
  const prefix = name.slice(0, colon);
  if (prefix === "xml") return XML_NS;
  if (prefix === "xmlns") return null;
  const uri = namespaces.get(prefix);
  if (uri === undefined) throw unsafeSvg(`the undeclared namespace prefix '${prefix}'`);
  return uri;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

function checkElement(name: string, namespace: string | null): void {
  const local = localName(name);
  if (namespace !== null && ACTIVE_NAMESPACES.has(namespace)) throw unsafeSvg(`the element <${name}> of ${namespace}`);
  if (namespace !== SVG_NS) return;
  if (local === "script") throw unsafeSvg("a <script> element");
  if (local === "foreignObject") throw unsafeSvg("a <foreignObject> element");
  if (!DRAWING_ELEMENTS.has(local)) throw unsafeSvg(`the element <${local}>`);
}

function checkAttribute(elementName: string, attribute: Attribute, namespaces: Map<string, string>): void {
  const local = localName(attribute.name).toLowerCase();
  const where = `the ${attribute.name} attribute of <${elementName}>`;
  if (local.startsWith("on")) throw unsafeSvg(`the event handler attribute ${attribute.name}`);
  if (attribute.name === "xmlns" || attribute.name.startsWith("xmlns:")) return;
  const namespace = namespaceOf(attribute.name, namespaces, true);
  if (namespace === XML_NS && local === "base") throw unsafeSvg("an xml:base attribute");
  const value = decodeEntities(attribute.raw);
  if (local === "href" || local === "src") checkReference(value.trim(), where);
  checkCss(value, where);
}

function parseStartTag(text: string, at: number) {
  const name = matchAt(NAME, text, at + 1);
  if (!name) throw unsafeSvg("a malformed tag (not well-formed XML)");
  let cursor = at + 1 + name[0].length;
  const attributes: Attribute[] = [];
  for (;;) {
    const end = matchAt(TAG_END, text, cursor);
    if (end) return { name: name[0], attributes, selfClosing: end[1] === "/", end: cursor + end[0].length };
    const attribute = matchAt(ATTRIBUTE, text, cursor);
    if (!attribute) throw unsafeSvg(`a malformed attribute in <${name[0]}> (not well-formed XML)`);
    const [, attributeName, double, single] = attribute;
    if (attributes.some((seen) => seen.name === attributeName)) throw unsafeSvg(`the attribute ${attributeName} twice in <${name[0]}>`);
    attributes.push({ name: attributeName!, raw: double ?? single ?? "", quote: double !== undefined ? '"' : "'" });
    cursor += attribute[0].length;
  }
}

/** Parses and checks an SVG; throws 422 unsafe_svg with the reason when anything is active or external. */
export function checkSvg(bytes: Uint8Array): CheckedSvg {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw unsafeSvg("text that is not UTF-8");
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);

  const stack: Scope[] = [];
  let root: CheckedSvg["root"] | null = null;
  let rootClosed = false;
  let style = "";
  let at = 0;

  const checkText = (chunk: string) => {
    if (stack.length === 0 && chunk.trim() !== "") throw unsafeSvg("text outside the root element (not well-formed XML)");
    const decoded = decodeEntities(chunk);
    if (stack.at(-1)?.isStyle) style += decoded;
  };

  while (at < text.length) {
    const open = text.indexOf("<", at);
    checkText(text.slice(at, open < 0 ? text.length : open));
    if (open < 0) break;

    if (text.startsWith("<!--", open)) {
      const end = text.indexOf("-->", open + 4);
      if (end < 0) throw unsafeSvg("an unclosed comment (not well-formed XML)");
      at = end + 3;
    } else if (text.startsWith("<![CDATA[", open)) {
      const end = text.indexOf("]]>", open);
      if (end < 0 || stack.length === 0) throw unsafeSvg("a misplaced CDATA section (not well-formed XML)");
      if (stack.at(-1)!.isStyle) style += text.slice(open + 9, end);
      at = end + 3;
    } else if (text.startsWith("<!", open)) {
      throw unsafeSvg("a DOCTYPE or entity declaration");
    } else if (text.startsWith("<?", open)) {
      const end = text.indexOf("?>", open);
      const declaration = open === 0 && /^<\?xml\s/.test(text);
      if (end < 0 || !declaration) throw unsafeSvg("a processing instruction");
      at = end + 2;
    } else if (text.startsWith("</", open)) {
      const close = /^<\/([^\s>]+)\s*>/.exec(text.slice(open, open + 256));
      const scope = stack.pop();
      if (!close || !scope || close[1] !== scope.name) throw unsafeSvg("mismatched tags (not well-formed XML)");
      if (scope.isStyle) {
        checkCss(style, "a <style> element");
        style = "";
      }
      if (stack.length === 0) rootClosed = true;
      at = open + close[0].length;
    } else {
      if (rootClosed) throw unsafeSvg("a second root element (not well-formed XML)");
      if (stack.length >= MAX_DEPTH) throw unsafeSvg("elements nested too deeply");
      const tag = parseStartTag(text, open);
      const namespaces = new Map(stack.at(-1)?.namespaces ?? []);
      for (const attribute of tag.attributes) {
        if (attribute.name === "xmlns") namespaces.set("", decodeEntities(attribute.raw));
        else if (attribute.name.startsWith("xmlns:")) namespaces.set(attribute.name.slice(6), decodeEntities(attribute.raw));
      }
      const namespace = namespaceOf(tag.name, namespaces, false);
      checkElement(tag.name, namespace);
      for (const attribute of tag.attributes) checkAttribute(tag.name, attribute, namespaces);
      if (!root) {
        if (namespace !== SVG_NS || localName(tag.name) !== "svg") throw unsafeSvg("a root element other than <svg>");
        root = { name: tag.name, start: open, end: tag.end, selfClosing: tag.selfClosing, attributes: tag.attributes };
      }
      const isStyle = namespace === SVG_NS && localName(tag.name) === "style";
      if (tag.selfClosing) {
        if (stack.length === 0) rootClosed = true;
      } else {
        stack.push({ name: tag.name, namespaces, isStyle });
      }
      at = tag.end;
    }
  }
  if (!root || stack.length > 0) throw unsafeSvg("an unfinished document (not well-formed XML)");
  return { text, root };
}

/** Physical units in inches; px (and unitless user units) count as they are. */
const PER_INCH: Record<string, number> = { in: 1, cm: 2.54, mm: 25.4, pt: 72, pc: 6 };
/** A CSS pixel is 1/96 inch: the user-space size of an SVG without a viewBox. */
const CSS_PX_PER_INCH = 96;

interface Length {
  value: number;
  unit: string;
}

function parseLength(raw: string | undefined): Length | null {
  if (raw === undefined) return null;
  const match = /^\s*\+?(\d*\.?\d+(?:[eE][+-]?\d+)?)\s*(px|in|cm|mm|pt|pc|em|ex|%)?\s*$/.exec(decodeEntities(raw));
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2] ?? "px";
  if (!(value > 0) || unit === "%") return null;
  return { value, unit };
}

/** The length in pixels: at the full density for physical units, as written otherwise. */
function toPixels(length: Length, pixelsPerInch: number): number {
  const perInch = PER_INCH[length.unit];
  if (perInch !== undefined) return (length.value / perInch) * pixelsPerInch;
  if (length.unit === "em") return length.value * 16;
  if (length.unit === "ex") return length.value * 8;
  return length.value;
}

function viewBoxOf(svg: CheckedSvg): { width: number; height: number } | null {
  const raw = svg.root.attributes.find((attribute) => attribute.name === "viewBox")?.raw;
  if (raw === undefined) return null;
  const numbers = decodeEntities(raw)
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)) || !(numbers[2]! > 0) || !(numbers[3]! > 0)) return null;
  return { width: numbers[2]!, height: numbers[3]! };
}

const attributeOf = (svg: CheckedSvg, name: string) => svg.root.attributes.find((attribute) => attribute.name === name)?.raw;

/**
 * The size the SVG asks for, in pixels: width and height (physical units at
 * 300 dpi), a missing one completed from the viewBox's proportions, or the
 * viewBox alone. An SVG that states no size at all is refused as unreadable.
 */
export function svgPixelSize(svg: CheckedSvg): PixelSize {
  const width = parseLength(attributeOf(svg, "width"));
  const height = parseLength(attributeOf(svg, "height"));
  const viewBox = viewBoxOf(svg);
  let w = width ? toPixels(width, DENSITY.full) : null;
  let h = height ? toPixels(height, DENSITY.full) : null;
  if (viewBox) {
    if (w === null && h === null) [w, h] = [viewBox.width, viewBox.height];
    else if (w === null) w = (h! * viewBox.width) / viewBox.height;
    else if (h === null) h = (w * viewBox.height) / viewBox.width;
  }
  if (w === null || h === null) throw unreadableFile("svg", "The SVG states no width and height or viewBox");
  return { width: Math.max(1, Math.round(w)), height: Math.max(1, Math.round(h)) };
}

/**
 * The same SVG set to render at exactly this many pixels: the root's width and
 * height replaced, and a viewBox added where there was none so the drawing
 * scales instead of being cropped.
 */
export function svgAtSize(svg: CheckedSvg, size: PixelSize): Buffer {
  const { root } = svg;
  const hasViewBox = viewBoxOf(svg) !== null;
  const replaced = new Set(hasViewBox ? ["width", "height"] : ["width", "height", "viewBox", "preserveAspectRatio"]);
  const kept = root.attributes.filter((attribute) => !replaced.has(attribute.name));
  let added = ` width="${size.width}" height="${size.height}"`;
  if (!hasViewBox) {
    const width = parseLength(attributeOf(svg, "width"));
    const height = parseLength(attributeOf(svg, "height"));
    if (width && height) {
      const extent = (length: Length) => toPixels(length, CSS_PX_PER_INCH);
      added += ` viewBox="0 0 ${extent(width)} ${extent(height)}" preserveAspectRatio="none"`;
    }
  }
  const tag = `<${root.name}${kept.map((attribute) => ` ${attribute.name}=${attribute.quote}${attribute.raw}${attribute.quote}`).join("")}${added}${root.selfClosing ? "/>" : ">"}`;
  return Buffer.from(svg.text.slice(0, root.start) + tag + svg.text.slice(root.end), "utf8");
}
