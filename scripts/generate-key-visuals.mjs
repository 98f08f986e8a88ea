// Generates the product "key visuals": one small, self-contained SVG drawing per
// product slug, written to public/build/shared-images/products/{slug}.svg and served
// at /build/shared-images/products/{slug}.svg.
//
// Each drawing is a flat isometric illustration of the product's shape (mailer box,
// tuck box, tape roll, paper bag, ...) on a soft background, coloured by material and
// print variant (kraft, white, full colour, bio, luxury). No text, fonts, scripts or
// external references; every file carries role="img" and a <title> with its slug.
//
// Run:  node scripts/generate-key-visuals.mjs
// It has no dependencies. The PRODUCTS table below maps slug -> { shape, palette,
// print, options }; SHAPES holds one drawing function per shape. Stale .svg files in
// the output folder (slugs no longer in the table) are removed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "public", "build", "shared-images", "products");

// ---------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------

/** Surface palettes: t = top (lightest), l = left/front face, r = right face (darkest),
 *  ln = outline, in = interior tones [floor, back wall, side wall]. */
const PAL = {
  kraft: { t: "#d9b48c", l: "#c89b6d", r: "#b0824f", ln: "#8f6538", in: ["#a97c4d", "#bb8e5e", "#9a6d40"] },
  white: { t: "#ffffff", l: "#eef1f6", r: "#dce1ea", ln: "#aeb8c8", in: ["#d8dee8", "#e8ecf2", "#cbd2de"] },
  blue: { t: "#4c82ff", l: "#2f6bff", r: "#1d4fd1", ln: "#173f9e", in: ["#1d4fd1", "#2f6bff", "#1a46ba"] },
  orange: { t: "#ffaa3b", l: "#f79009", r: "#d97b06", ln: "#a95f04", in: ["#e58506", "#f79009", "#cf7505"] },
  green: { t: "#7dbc86", l: "#5fa868", r: "#4b8d54", ln: "#386d40", in: ["#4b8d54", "#5fa868", "#42804b"] },
  recycled: { t: "#b9c5b5", l: "#a0b09d", r: "#879884", ln: "#66775f", in: ["#879884", "#a0b09d", "#7a8b77"] },
  dark: { t: "#2e3a4d", l: "#1f2937", r: "#151c28", ln: "#0b1019", in: ["#e9dfc8", "#f4ecdb", "#dccfb2"] },
  slate: { t: "#4b5668", l: "#374151", r: "#2a3240", ln: "#111827", in: ["#e9dfc8", "#f4ecdb", "#151c28"] },
  cotton: { t: "#f4ecdc", l: "#e8dcc3", r: "#d4c29f", ln: "#a99166" },
  tape: { t: "#c98e55", l: "#ad7441", r: "#8f5c30", ln: "#6e4522" },
};

const INK = { blue: "#2f6bff", navy: "#1d4fd1", orange: "#f79009", gold: "#c9a227", dark: "#1f2937", brown: "#5a3b1e", white: "#ffffff" };
const BG = "#f4f6fb";
const SHADOW = "#1e293b";

// ---------------------------------------------------------------------------
// Number formatting and isometric projection
// ---------------------------------------------------------------------------

const num = (v, k = 10) => {
  const r = Math.round(v * k) / k;
  return String(r === 0 ? 0 : r);
};
const n3 = (v) => num(v, 1000);

const COS = Math.cos(Math.PI / 6);
const SIN = 0.5;
/** World (x right-down, y left-down, z up) to screen; linear, so also maps direction vectors. */
const proj = (x, y, z) => [(x - y) * COS, (x + y) * SIN - z];
/** Screen radii of a horizontal circle of radius r. */
const ellR = (r) => [r * Math.SQRT2 * COS, r * Math.SQRT2 * SIN];

const call = (f, ...args) => (typeof f === "function" ? f(...args) : f || "");

class Scene {
  constructor() {
    this.out = [];
    this.defs = new Map();
    this.box = [Infinity, Infinity, -Infinity, -Infinity];
  }
  grow(x, y) {
    const b = this.box;
    b[0] = Math.min(b[0], x);
    b[1] = Math.min(b[1], y);
    b[2] = Math.max(b[2], x);
    b[3] = Math.max(b[3], y);
  }
  growRect(x0, y0, x1, y1, deg = 0, tx = 0, ty = 0) {
    const a = (deg * Math.PI) / 180;
    for (const [x, y] of [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ])
      this.grow(tx + x * Math.cos(a) - y * Math.sin(a), ty + x * Math.sin(a) + y * Math.cos(a));
  }
  add(s) {
    this.out.push(s);
  }
  /** Projects a world point and grows the bounding box. */
  p(q) {
    const s = proj(...q);
    this.grow(...s);
    return s;
  }
  /** Path data from commands (strings) and world points (arrays). */
  d(...items) {
    let s = "";
    let prevPoint = false;
    for (const it of items) {
      if (typeof it === "string") {
        s += it;
        prevPoint = false;
      } else {
        s +=
          (prevPoint ? " " : "") +
          this.p(it)
            .map((v) => num(v))
            .join(" ");
        prevPoint = true;
      }
    }
    return s;
  }
  poly(pts, fill, extra = "") {
    this.add(`<path d="${this.d("M", ...pts, "Z")}" fill="${fill}"${extra}/>`);
  }
  line(pts, extra = "") {
    this.add(`<path d="${this.d("M", ...pts)}" fill="none"${extra}/>`);
  }
  /** Draws 2D content in a plane: origin o, unit axes u (right) and v (down), all in world space. */
  face(o, u, v, content) {
    if (!content) return;
    const [ox, oy] = proj(...o);
    const [ux, uy] = proj(...u);
    const [vx, vy] = proj(...v);
    this.add(`<g transform="matrix(${[ux, uy, vx, vy].map(n3).join(" ")} ${num(ox)} ${num(oy)})" stroke="none">${content}</g>`);
  }
  /** Groups whatever fn draws under one outline colour. */
  g(stroke, fn) {
    this.add(`<g stroke="${stroke}">`);
    fn();
    this.add("</g>");
  }
  ellipse(cx, cy, rx, ry, fill, extra = "") {
    this.grow(cx - rx, cy - ry);
    this.grow(cx + rx, cy + ry);
    this.add(`<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra}/>`);
  }
  /** Soft floor shadow under a w x d footprint. */
  shadow(x0, y0, w, d, k = 1) {
    const [cx, cy] = proj(x0 + w / 2, y0 + d / 2, 0);
    const [rx, ry] = [((w + d) / 2) * COS * 0.98 * k, ((w + d) / 2) * SIN * 0.78 * k];
    this.ellipse(cx + 8, cy + 10, rx, ry, SHADOW, ' fill-opacity=".09" stroke="none"');
  }
  /** A small repeating print pattern (one per drawing), for use as fill="url(#p)". */
  pattern(ink, acc, size = 34) {
    const h = size / 2;
    this.defs.set(
      "p",
      `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><circle cx="${num(h / 2)}" cy="${num(h / 2)}" r="${num(size * 0.14)}" fill="${ink}"/><rect x="${num(h + size * 0.1)}" y="${num(h + size * 0.1)}" width="${num(size * 0.3)}" height="${num(size * 0.3)}" rx="${num(size * 0.08)}" fill="${acc}"/></pattern>`,
    );
    return "url(#p)";
  }
  render(slug) {
    const [x0, y0, x1, y1] = this.box;
    const s = Math.min(380 / (x1 - x0), 272 / (y1 - y0), 2);
    const tx = 240 - (s * (x0 + x1)) / 2;
    const ty = 182 - (s * (y0 + y1)) / 2;
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join("")}</defs>` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360" role="img"><title>${slug}</title>${defs}` +
      `<rect width="480" height="360" rx="24" fill="${BG}"/><circle cx="240" cy="176" r="150" fill="#e9eef8"/>` +
      `<g transform="translate(${num(tx)} ${num(ty)}) scale(${n3(s)})" stroke-width="${n3(1.4 / s)}" stroke-linejoin="round" stroke-linecap="round">${this.out.join("")}</g></svg>\n`
    );
  }
}

// ---------------------------------------------------------------------------
// Print art: 2D decorations in a face's own W x H coordinates
// ---------------------------------------------------------------------------

const rect = (x, y, w, h, fill, extra = "") => `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra}/>`;
const rrect = (x, y, w, h, r, fill, extra = "") => rect(x, y, w, h, fill, ` rx="${num(r)}"${extra}`);
const circle = (cx, cy, r, fill, extra = "") => `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;

/** The generic logo mark: a rounded square with a dot, optionally with a bar underneath. */
function logo(cx, cy, s, ink, acc, bar = false) {
  const y = bar ? cy - s * 0.14 : cy;
  let out = rrect(cx - s / 2, y - s / 2, s, s, s * 0.28, ink) + circle(cx, y, s * 0.22, acc);
  if (bar) out += rrect(cx - s * 0.55, y + s * 0.66, s * 1.1, s * 0.12, s * 0.06, ink);
  return `<g stroke="none">${out}</g>`;
}

/**
 * Print decoration for one face.
 * print.k: "logo" (one mark), "band" (colour band + mark), "full" (accent band + white mark
 * on an already coloured surface), "pat" (repeating pre-printed pattern), "wink" (white ink).
 */
function art(sc, W, H, print, bg, withLogo = true) {
  if (!print) return "";
  const m = Math.min(W, H);
  switch (print.k) {
    case "logo":
      return withLogo ? logo(W / 2, H / 2, m * 0.4, print.ink, print.acc || bg, true) : "";
    case "band":
      return (
        rect(0, H * 0.64, W, H * 0.36, print.ink) +
        rect(0, H * 0.64, W, H * 0.05, print.acc) +
        (withLogo ? logo(W / 2, H * 0.32, Math.min(W, H * 0.64) * 0.46, print.ink, print.acc) : "")
      );
    case "full":
      return (
        rect(0, H * 0.72, W, H * 0.12, print.acc) +
        rect(0, H * 0.88, W, H * 0.04, INK.white, ' fill-opacity=".7"') +
        (withLogo ? logo(W / 2, H * 0.37, Math.min(W, H * 0.7) * 0.42, INK.white, print.acc) : "")
      );
    case "pat":
      return rect(0, 0, W, H, sc.pattern(print.ink, print.acc, print.size));
    case "wink": {
      const marks = [0, 1, 2].map((i) => rrect(W * 0.08 + i * m * 0.16, H * 0.82, m * 0.1, m * 0.05, m * 0.025, INK.white)).join("");
      return (withLogo ? logo(W / 2, H / 2, m * 0.4, INK.white, bg, true) : "") + marks;
    }
    default:
      return "";
  }
}

// ---------------------------------------------------------------------------
// Isometric building blocks
// ---------------------------------------------------------------------------

/** Front-left (y = y1) and front-right (x = x1) faces of a box, with optional print per face. */
function sides(sc, [x0, y0, z0], [w, d, h], pal, deco = {}) {
  const [x1, y1, z1] = [x0 + w, y0 + d, z0 + h];
  sc.poly(
    [
      [x0, y1, z1],
      [x1, y1, z1],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    pal.l,
  );
  sc.poly(
    [
      [x1, y1, z1],
      [x1, y0, z1],
      [x1, y0, z0],
      [x1, y1, z0],
    ],
    pal.r,
  );
  sc.face([x0, y1, z1], [1, 0, 0], [0, 0, -1], call(deco.left, w, h));
  sc.face([x1, y1, z1], [0, -1, 0], [0, 0, -1], call(deco.right, d, h));
}

/** Closed box: top, left and right faces. deco.top/left/right: string or (W, H) => string. */
function cuboid(sc, [x0, y0, z0], [w, d, h], pal, deco = {}) {
  const [x1, y1, z1] = [x0 + w, y0 + d, z0 + h];
  sc.poly(
    [
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    pal.t,
  );
  sc.face([x0, y0, z1], [1, 0, 0], [0, 1, 0], call(deco.top, w, d));
  sides(sc, [x0, y0, z0], [w, d, h], pal, deco);
}

/** Open-topped box with wall thickness t: interior walls and floor, rim, outer faces. */
function openBox(sc, [x0, y0, z0], [w, d, h], pal, o = {}) {
  const t = o.t ?? 4;
  const inner = o.inner || pal.in;
  const [x1, y1, z1] = [x0 + w, y0 + d, z0 + h];
  const [a, b, c, e, f] = [x0 + t, x1 - t, y0 + t, y1 - t, z0 + t];
  sc.poly(
    [
      [a, c, z1],
      [b, c, z1],
      [b, c, f],
      [a, c, f],
    ],
    inner[1],
  );
  sc.poly(
    [
      [a, c, z1],
      [a, e, z1],
      [a, e, f],
      [a, c, f],
    ],
    inner[2],
  );
  sc.poly(
    [
      [a, c, f],
      [b, c, f],
      [b, e, f],
      [a, e, f],
    ],
    inner[0],
  );
  o.afterInside?.();
  sc.add(
    `<path d="${sc.d("M", [x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1], "ZM", [a, c, z1], [a, e, z1], [b, e, z1], [b, c, z1], "Z")}" fill="${pal.t}" fill-rule="evenodd"/>`,
  );
  o.beforeSides?.();
  sides(sc, [x0, y0, z0], [w, d, h], pal, o);
}

/**
 * Lid hinged on the back top edge (y = y0, height z) of a box, opened by `deg` degrees
 * (90 = upright, more leans back). Its inside face shows; an optional front flap (tuck
 * flap) sticks out of the far edge.
 */
function hingedLid(sc, [x0, y0, z], [w, len], deg, inside, o = {}) {
  const a = (deg * Math.PI) / 180;
  const [ca, sa] = [Math.cos(a), Math.sin(a)];
  const x1 = x0 + w;
  const P = (x, s, k = 0) => [x, y0 + s * ca + k * sa, z + s * sa - k * ca];
  sc.poly([P(x0, 0), P(x1, 0), P(x1, len), P(x0, len)], inside);
  sc.face(P(x0, len), [1, 0, 0], [0, -ca, -sa], call(o.deco, w, len));
  if (o.flap) {
    const [f, i] = [o.flap, o.inset || 0];
    sc.poly([P(x0, len), P(x1, len), P(x1 - i, len, f), P(x0 + i, len, f)], o.flapFill);
  }
}

/** Vertical prism over a convex footprint [[x, y], ...]: visible side faces, then the top. */
function prism(sc, pts, z0, z1, pal) {
  let area = 0;
  pts.forEach(([x, y], i) => {
    const [X, Y] = pts[(i + 1) % pts.length];
    area += x * Y - X * y;
  });
  const sg = Math.sign(area);
  pts.forEach(([x, y], i) => {
    const [X, Y] = pts[(i + 1) % pts.length];
    const [nx, ny] = [sg * (Y - y), -sg * (X - x)];
    if (nx + ny > 1e-6)
      sc.poly(
        [
          [x, y, z1],
          [X, Y, z1],
          [X, Y, z0],
          [x, y, z0],
        ],
        nx > ny ? pal.r : pal.l,
      );
  });
  sc.poly(
    pts.map(([x, y]) => [x, y, z1]),
    pal.t,
  );
}

/** Front half of a vertical cylinder's side (centre c on the floor, radius r) between
 *  heights z0..z1 and screen angles a0..a1 (0 = right, PI/2 = front, PI = left). */
function cylSide(sc, c, r, z0, z1, fill, a0 = 0, a1 = Math.PI, extra = "") {
  const [cx, cy] = proj(c[0], c[1], 0);
  const [rx, ry] = ellR(r);
  const pt = (a, z) => [cx + rx * Math.cos(a), cy + ry * Math.sin(a) - z];
  const arc = (to, sweep) => `A${num(rx)} ${num(ry)} 0 0 ${sweep} ${to.map((v) => num(v)).join(" ")}`;
  const [p0, p1, p2, p3] = [pt(a0, z0), pt(a1, z0), pt(a1, z1), pt(a0, z1)];
  for (const q of [p0, p1, p2, p3, pt(Math.PI / 2, z0)]) sc.grow(...q);
  sc.add(`<path d="M${p0.map((v) => num(v)).join(" ")}${arc(p1, 1)}L${p2.map((v) => num(v)).join(" ")}${arc(p3, 0)}Z" fill="${fill}"${extra}/>`);
}

/** Soft curvature shading over a cylinder side: darker right, a highlight on the left. */
function cylShade(sc, c, r, z0, z1) {
  cylSide(sc, c, r, z0, z1, "#000", 0, Math.PI * 0.3, ' fill-opacity=".14" stroke="none"');
  cylSide(sc, c, r, z0, z1, "#fff", Math.PI * 0.62, Math.PI * 0.76, ' fill-opacity=".18" stroke="none"');
}

/** Horizontal circle (an ellipse on screen) at height z. */
function disc(sc, c, r, z, fill, extra = "") {
  const [cx, cy] = proj(c[0], c[1], z);
  const [rx, ry] = ellR(r);
  sc.ellipse(cx, cy, rx, ry, fill, extra);
}

// ---------------------------------------------------------------------------
// Shapes: one function per product shape, each drawing around the origin
// ---------------------------------------------------------------------------

const tearStrip = (W, _H, pal) => rect(0, 22, W, 7, "#000", ' fill-opacity=".1"') + `<path d="M10 19h12l4 6-4 6H10z" fill="${pal.t}" stroke="${pal.ln}"/>`;

function mailerBox(sc, e) {
  const { pal, print } = e;
  const [w, d, h] = [220, 160, 62];
  const [x0, y0] = [-w / 2, -d / 2];
  sc.shadow(x0, y0, w, d);
  sc.g(pal.ln, () => {
    if (e.open) {
      const inner = e.inner || pal;
      hingedLid(sc, [x0, y0, h], [w, d], e.open, inner.in[1], {
        flap: 16,
        flapFill: pal.t,
        deco: e.innerPrint ? (W, H) => art(sc, W, H, e.innerPrint, inner.in[1]) : "",
      });
      openBox(sc, [x0, y0, 0], [w, d, h], pal, {
        inner: inner.in,
        left: (W, H) => art(sc, W, H, print, pal.l),
        right: (W, H) => art(sc, W, H, print, pal.r, false),
      });
      return;
    }
    cuboid(sc, [x0, y0, 0], [w, d, h], pal, {
      top: (W, H) => art(sc, W, H, print, pal.t),
      left: (W, H) => art(sc, W, H, print, pal.l, false) + (e.tear ? tearStrip(W, H, pal) : ""),
      right: (W, H) => art(sc, W, H, print, pal.r, false),
    });
    // The lid's front tuck panel and its thickness on the side.
    sc.line([
      [x0, y0 + d, h - 15],
      [x0 + w, y0 + d, h - 15],
    ]);
    sc.line(
      [
        [x0 + w, y0 + d, h - 6],
        [x0 + w, y0, h - 6],
      ],
      ' stroke-opacity=".6"',
    );
  });
}

function sleevedBox(sc, e) {
  const { pal, sleeve, print } = e;
  const [w, d, h, t] = [220, 160, 62, 3];
  const [x0, y0] = [-w / 2, -d / 2];
  const [a, b, y1] = [x0 + w * 0.34, x0 + w * 0.66, y0 + d];
  sc.shadow(x0, y0, w, d);
  sc.g(pal.ln, () => {
    cuboid(sc, [x0, y0, 0], [w, d, h], pal);
    sc.line([
      [x0, y1, h - 15],
      [x0 + w, y1, h - 15],
    ]);
  });
  sc.g(sleeve.ln, () => {
    sc.poly(
      [
        [a, y0, h + t],
        [b, y0, h + t],
        [b, y1 + t, h + t],
        [a, y1 + t, h + t],
      ],
      sleeve.t,
    );
    sc.poly(
      [
        [a, y1 + t, h + t],
        [b, y1 + t, h + t],
        [b, y1 + t, 0],
        [a, y1 + t, 0],
      ],
      sleeve.l,
    );
    sc.poly(
      [
        [b, y0, h + t],
        [b, y1 + t, h + t],
        [b, y1 + t, 0],
        [b, y1, 0],
        [b, y1, h],
        [b, y0, h],
      ],
      sleeve.r,
    );
    sc.face([a, y0, h + t], [1, 0, 0], [0, 1, 0], art(sc, b - a, d + t, print, sleeve.t));
    sc.face([a, y1 + t, h + t], [1, 0, 0], [0, 0, -1], rect(0, (h + t) * 0.7, b - a, (h + t) * 0.12, print.acc));
  });
}

function tuckBox(sc, e) {
  const { pal, print } = e;
  const [w, d, h] = [104, 72, 196];
  const [x0, y0] = [-w / 2, -d / 2];
  const [x1, y1] = [x0 + w, y0 + d];
  sc.shadow(x0, y0, w, d, 1.15);
  sc.g(pal.ln, () => {
    hingedLid(sc, [x0, y0, h], [w, d], 112, pal.in[1], { flap: 20, inset: 9, flapFill: pal.t });
    openBox(sc, [x0, y0, 0], [w, d, h], pal, {
      t: 3,
      left: (W, H) => art(sc, W, H, print, pal.l),
      right: (W, H) => art(sc, W, H, print, pal.r, false),
    });
    // Dust flaps standing up at both ends.
    for (const [x, fill] of [
      [x0 + 3, pal.in[2]],
      [x1, pal.r],
    ])
      sc.poly(
        [
          [x, y1 - 3, h],
          [x, y0 + 3, h],
          [x, y0 + 8, h + 22],
          [x, y1 - 20, h + 22],
        ],
        fill,
      );
  });
}

function twoPieceBox(sc, e) {
  const { pal, lidPal = pal, print } = e;
  const [w, d, h, o, lh, gap] = [200, 150, 72, 4, 34, 34];
  const [x0, y0] = [-w / 2, -d / 2];
  sc.shadow(x0, y0, w, d);
  sc.g(pal.ln, () =>
    openBox(sc, [x0, y0, 0], [w, d, h], pal, {
      left: (W, H) => art(sc, W, H, e.basePrint, pal.l, false),
      right: (W, H) => art(sc, W, H, e.basePrint, pal.r, false),
    }),
  );
  sc.g(lidPal.ln, () =>
    cuboid(sc, [x0 - o, y0 - o, h + gap], [w + 2 * o, d + 2 * o, lh], lidPal, {
      top: (W, H) => art(sc, W, H, print, lidPal.t),
      left: (W, H) => art(sc, W, H, print, lidPal.l, false),
      right: (W, H) => art(sc, W, H, print, lidPal.r, false),
    }),
  );
}

function wineBox(sc, e) {
  const { pal, print } = e;
  const [w, d, h] = [92, 92, 250];
  const [x0, y0] = [-w / 2, -d / 2];
  const glass = "#27412f";
  const bottle =
    `<path d="M38 30h16v48c0 14 18 20 18 40v104c0 5-3 8-8 8H28c-5 0-8-3-8-8V118c0-20 18-26 18-40z" fill="${glass}" stroke="${pal.ln}" stroke-width="2"/>` +
    rect(20, 150, 52, 42, "#efe6d2") +
    rrect(27, 122, 6, 96, 3, "#fff", ' fill-opacity=".22"') +
    rect(38, 30, 16, 10, "#7a1f2b");
  sc.shadow(x0, y0, w, d, 1.2);
  sc.g(pal.ln, () => {
    cuboid(sc, [x0, y0, 0], [w, d, h], pal, {
      left: bottle,
      right: (W, H) => logo(W / 2, H * 0.3, W * 0.36, print.ink, pal.r, true),
      top: (W, H) => rrect(W * 0.2, H * 0.44, W * 0.6, H * 0.12, H * 0.06, pal.in[2]),
    });
    sc.line([
      [x0, y0 + d, h - 12],
      [x0 + w, y0 + d, h - 12],
    ]);
    sc.line([
      [x0 + w, y0 + d, h - 12],
      [x0 + w, y0, h - 12],
    ]);
  });
}

const arrowUp = (x, y, s, fill) =>
  `<path d="M${num(x)} ${num(y)}l${num(s * 0.5)} ${num(s * 0.5)}h${num(-s * 0.28)}v${num(s * 0.6)}h${num(-s * 0.44)}v${num(-s * 0.6)}h${num(-s * 0.28)}z" fill="${fill}"/>`;

function shippingBox(sc, e) {
  const { pal, print } = e;
  const [w, d, h, tw] = [196, 170, 150, 12];
  const [x0, y0] = [-w / 2, -d / 2];
  const [x1, yc] = [x0 + w, y0 + d / 2];
  sc.shadow(x0, y0, w, d);
  sc.g(pal.ln, () => {
    cuboid(sc, [x0, y0, 0], [w, d, h], pal, {
      left: (W, H) => (print ? logo(W / 2, H / 2, H * 0.36, print.ink, pal.l, true) : ""),
      right: (W, H) => (print ? arrowUp(W * 0.2, H * 0.52, 26, print.ink) + arrowUp(W * 0.2 + 30, H * 0.52, 26, print.ink) : ""),
    });
    sc.line(
      [
        [x0, yc, h],
        [x1, yc, h],
      ],
      ' stroke-opacity=".5"',
    );
  });
  sc.g("#a9824f", () => {
    sc.poly(
      [
        [x0, yc - tw, h],
        [x1, yc - tw, h],
        [x1, yc + tw, h],
        [x0, yc + tw, h],
      ],
      "#e8cb9f",
      ' fill-opacity=".9"',
    );
    sc.poly(
      [
        [x1, yc + tw, h],
        [x1, yc - tw, h],
        [x1, yc - tw, h - 48],
        [x1, yc + tw, h - 48],
      ],
      "#caa06c",
      ' fill-opacity=".95"',
    );
  });
}

function paperBag(sc, e) {
  const { pal, print } = e;
  const [w, d, h] = [176, 86, 200];
  const [x0, y0] = [-w / 2, -d / 2];
  const [x1, y1, yc] = [x0 + w, y0 + d, y0 + d / 2];
  // Twisted paper handles, glued to the inside of the front and back panels.
  const handle = (y) =>
    sc.add(
      `<path d="${sc.d("M", [x0 + 50, y, h - 22], "C", [x0 + 50, y, h + 130], [x1 - 50, y, h + 130], [x1 - 50, y, h - 22])}" fill="none" stroke="${pal.ln}" stroke-width="7"/>`,
    );
  sc.shadow(x0, y0, w, d, 1.1);
  sc.g(pal.ln, () => {
    openBox(sc, [x0, y0, 0], [w, d, h], pal, {
      t: 2,
      afterInside: () => handle(y0 + 6),
      beforeSides: () => handle(y1 - 4),
      left: (W, H) => (print ? `<g transform="translate(0 34)">${art(sc, W, H - 34, print, pal.l)}</g>` : ""),
    });
    // Reinforced top fold and the side gusset crease.
    sc.line(
      [
        [x0, y1, h - 34],
        [x1, y1, h - 34],
        [x1, y0, h - 34],
      ],
      ' stroke-opacity=".55"',
    );
    sc.line(
      [
        [x1, yc, h],
        [x1, yc, 34],
        [x1, y1, 0],
      ],
      ' stroke-opacity=".7"',
    );
    sc.line(
      [
        [x1, yc, 34],
        [x1, y0, 0],
      ],
      ' stroke-opacity=".7"',
    );
  });
}

function envelope(sc, e) {
  const { pal, print } = e;
  const [w, d, h] = [250, 176, 7];
  const [x0, y0] = [-w / 2, -d / 2];
  sc.shadow(x0, y0, w, d, 0.78);
  sc.g(pal.ln, () =>
    cuboid(sc, [x0, y0, 0], [w, d, h], pal, {
      top: (W, H) =>
        `<path d="M0 0H${W}V30L${W - 26} 52H26L0 30Z" fill="${pal.l}" stroke="${pal.ln}" stroke-width="1.4"/>` +
        rect(0, 62, W, 6, print.acc, ' fill-opacity=".85"') +
        logo(W * 0.5, H * 0.68, 44, print.ink, print.acc2 || pal.t, true),
    }),
  );
}

function pouchMailer(sc, e) {
  const { pal, print } = e;
  const [W, H] = [206, 270];
  const [x0, y0] = [-W / 2, -H / 2];
  sc.growRect(x0, y0, -x0, -y0 + 20);
  sc.add(`<ellipse cx="8" cy="${num(-y0 + 6)}" rx="${num(W * 0.56)}" ry="14" fill="${SHADOW}" fill-opacity=".1"/>`);
  sc.g(pal.ln, () => {
    const [x1, y1] = [-x0, -y0];
    sc.add(rrect(x0, y0, W, H, 12, pal.l));
    sc.add(
      `<path d="M${x1 - 24} ${y0}H${x1 - 12}q12 0 12 12V${y1 - 12}q0 12-12 12H${x0 + 12}q-12 0-12-12V${y1 - 14}Q${x0 + 4} ${y1 - 9} ${x0 + 20} ${y1 - 9}H${x1 - 36}Q${x1 - 24} ${y1 - 9} ${x1 - 24} ${y1 - 24}Z" fill="#000" fill-opacity=".12" stroke="none"/>`,
    );
    sc.add(
      `<path d="M${x0 + 14} ${y0 + 70}Q${x0 + 20} ${y1 - 60} ${x0 + 40} ${y1 - 24}Q${x0 + 24} ${y1 - 70} ${x0 + 28} ${y0 + 70}Z" fill="#fff" fill-opacity=".22" stroke="none"/>`,
    );
    sc.add(`<path d="M${x0} ${y0 + 12}q0-12 12-12h${W - 24}q12 0 12 12v46H${x0}z" fill="${pal.t}"/>`);
    sc.add(rect(x0 + 1, y0 + 59, W - 2, 5, "#000", ' fill-opacity=".12" stroke="none"'));
    sc.add(`<path d="M${x0 + 12} ${y0 + 74}H${-x0 - 12}" stroke-dasharray="6 6" stroke-opacity=".6"/>`);
    sc.add(`<path d="M${x0 + 6} ${-y0 - 12}H${-x0 - 6}" stroke-opacity=".5"/>`);
    if (print) sc.add(logo(0, 36, 72, print.ink, print.acc || pal.l, true));
  });
}

function samplePack(sc, e) {
  const { pal, boxes } = e;
  const specs = [
    { at: [-100, -75, 0], size: [200, 150, 56], pal: pal[0], ink: boxes[0] },
    { at: [-76, -56, 56], size: [140, 106, 46], pal: pal[1], ink: boxes[1] },
    { at: [-54, -40, 102], size: [88, 68, 40], pal: pal[2], ink: boxes[2] },
  ];
  sc.shadow(-100, -75, 200, 150);
  for (const b of specs) {
    sc.g(b.pal.ln, () => {
      cuboid(sc, b.at, b.size, b.pal, {
        left: (W, H) => logo(W * 0.3, H * 0.5, H * 0.42, b.ink, b.pal.l),
        top: b === specs[2] ? (W, H) => logo(W / 2, H / 2, H * 0.4, b.ink, b.pal.t) : "",
      });
      const [x, y, z] = b.at;
      const [w, d, h] = b.size;
      sc.line(
        [
          [x, y + d, z + h - 12],
          [x + w, y + d, z + h - 12],
        ],
        ' stroke-opacity=".6"',
      );
    });
  }
}

function sheets(sc, e) {
  const { pal, print } = e;
  const [W, H, t, cut] = [236, 168, 3, 46];
  const rot = (deg, pts) => {
    const a = (deg * Math.PI) / 180;
    return pts.map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)]);
  };
  const [hw, hh] = [W / 2, H / 2];
  const rectPts = [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ];
  const angles = [-11, 5, -4, 7];
  sc.shadow(-hw, -hh, W, H, 0.85);
  sc.g(pal.ln, () => {
    angles.forEach((deg, i) => {
      const top = i === angles.length - 1;
      const local = top
        ? [
            [-hw, -hh],
            [hw, -hh],
            [hw, hh - cut],
            [hw - cut, hh],
            [-hw, hh],
          ]
        : rectPts;
      const z = i * t;
      prism(sc, rot(deg, local), z, z + t, pal);
      if (!top) return;
      const a = (deg * Math.PI) / 180;
      const [ox, oy] = rot(deg, [[-hw, -hh]])[0];
      if (print)
        sc.face(
          [ox, oy, z + t],
          [Math.cos(a), Math.sin(a), 0],
          [-Math.sin(a), Math.cos(a), 0],
          `<path d="M0 0H${W}V${H - cut}L${W - cut} ${H}H0Z" fill="${sc.pattern(print.ink, print.acc, 30)}"/>`,
        );
      const flap = rot(deg, [
        [hw, hh - cut],
        [hw - cut, hh],
        [hw - cut, hh - cut],
      ]).map(([x, y]) => [x, y, z + t]);
      const shade = rot(deg, [
        [hw, hh - cut],
        [hw - cut, hh],
        [hw - cut - 5, hh - cut - 5],
      ]).map(([x, y]) => [x, y, z + t]);
      sc.poly(shade, "#000", ' fill-opacity=".08" stroke="none"');
      sc.poly(flap, pal.l);
    });
  });
}

function tapeRoll(sc, e) {
  const { pal, print } = e;
  const c = [0, 0];
  const [R, Rc, Ri, H] = [100, 62, 55, 58];
  const [cx, cy] = proj(0, 0, 0);
  sc.ellipse(cx + 8, cy + 12, ellR(R)[0] * 1.02, ellR(R)[1] * 0.9, SHADOW, ' fill-opacity=".09"');
  sc.g(pal.ln, () => {
    cylSide(sc, c, R, 0, H, pal.l);
    if (print) {
      const [rx, ry] = ellR(R);
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * (0.12 + i * 0.127);
        const [mx, my] = [cx + rx * Math.cos(a), cy + ry * Math.sin(a) - H / 2];
        const k = Math.sin(a);
        sc.add(
          i % 2
            ? rrect(mx - 11 * k, my - 4, 22 * k, 8, 3 * k, print.ink, ' stroke="none"')
            : rrect(mx - 8 * k, my - 8, 16 * k, 16, 5 * k, print.ink, ' stroke="none"'),
        );
      }
    }
    cylShade(sc, c, R, 0, H);
    const [rx, ry] = ellR(R);
    const [rcx, rcy] = ellR(Rc);
    const [rix, riy] = ellR(Ri);
    const ty = cy - H;
    const ring = (ax, ay, bx, by) =>
      `M${num(cx - ax)} ${num(ty)}a${num(ax)} ${num(ay)} 0 1 0 ${num(2 * ax)} 0a${num(ax)} ${num(ay)} 0 1 0 ${num(-2 * ax)} 0zM${num(cx - bx)} ${num(ty)}a${num(bx)} ${num(by)} 0 1 0 ${num(2 * bx)} 0a${num(bx)} ${num(by)} 0 1 0 ${num(-2 * bx)} 0z`;
    sc.add(`<path d="${ring(rx, ry, rcx, rcy)}" fill="${pal.t}" fill-rule="evenodd"/>`);
    for (const r of [R - 13, R - 26]) disc(sc, c, r, H, "none", ` stroke="${pal.r}" stroke-opacity=".45"`);
    sc.add(`<path d="${ring(rcx, rcy, rix, riy)}" fill="#e6cda8" fill-rule="evenodd"/>`);
    disc(sc, c, Ri, H, "#9c7147");
    // The floor seen through the core.
    const hx = rix * Math.sqrt(1 - (H / 2 / riy) ** 2);
    if (hx > 0)
      sc.add(
        `<path d="M${num(cx - hx)} ${num(ty + H / 2)}A${num(rix)} ${num(riy)} 0 0 1 ${num(cx + hx)} ${num(ty + H / 2)}A${num(rix)} ${num(riy)} 0 0 1 ${num(cx - hx)} ${num(ty + H / 2)}z" fill="#e3e8f1" stroke="none"/>`,
      );
    // The free end of the tape: its edge, with a small shadow where it sits on the roll.
    const a = Math.PI * 0.3;
    const [ex, ey] = [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
    sc.add(`<path d="M${num(ex)} ${num(ey - H)}v${H}l-7-1v${-H}z" fill="#000" fill-opacity=".12" stroke="none"/><path d="M${num(ex)} ${num(ey - H)}v${H}"/>`);
  });
}

function paperCan(sc, e) {
  const { pal, lidPal, print } = e;
  const c = [0, 0];
  const [R, H, L] = [74, 190, 34];
  const [cx, cy] = proj(0, 0, 0);
  sc.ellipse(cx + 8, cy + 10, ellR(R)[0] * 1.1, ellR(R)[1] * 0.95, SHADOW, ' fill-opacity=".1"');
  sc.g(pal.ln, () => {
    cylSide(sc, c, R, 0, H - L, pal.l);
    cylSide(sc, c, R, 28, H - L - 30, print.ink, 0, Math.PI, ' stroke="none"');
    cylSide(sc, c, R, 28, 38, print.acc, 0, Math.PI, ' stroke="none"');
    sc.add(logo(cx, cy + ellR(R)[1] - (H - L) / 2 - 2, 44, INK.white, print.acc, true));
    cylShade(sc, c, R, 0, H - L);
  });
  sc.g(lidPal.ln, () => {
    cylSide(sc, c, R + 4, H - L, H + 3, lidPal.l);
    cylShade(sc, c, R + 4, H - L, H + 3);
    disc(sc, c, R + 4, H + 3, lidPal.t);
    disc(sc, c, R - 8, H + 3, "none", ` stroke="${lidPal.r}" stroke-width="3" stroke-opacity=".5"`);
  });
}

function cakeBox(sc, e) {
  const { pal, print } = e;
  const [w, d, h] = [196, 196, 72];
  const [x0, y0] = [-w / 2, -d / 2];
  sc.shadow(x0, y0, w, d);
  sc.g(pal.ln, () => {
    cuboid(sc, [x0, y0, 0], [w, d, h], pal, {
      top: (W, H) =>
        rrect(W * 0.2, H * 0.2, W * 0.6, H * 0.6, 16, "#dcebfa", ` stroke="${pal.ln}" stroke-width="2"`) +
        circle(W / 2, H / 2, 44, "#f3a9bb") +
        circle(W / 2, H / 2, 32, "#fbd9e2") +
        circle(W / 2, H / 2, 8, "#e5484d") +
        `<path d="M${W * 0.3} ${H * 0.62}L${W * 0.62} ${H * 0.3}H${W * 0.72}L${W * 0.4} ${H * 0.62}Z" fill="#fff" fill-opacity=".55"/>`,
      left: (W, H) => logo(W * 0.2, H * 0.62, 26, print.ink, print.acc),
    });
    sc.line([
      [x0, y0 + d, h - 22],
      [x0 + w, y0 + d, h - 22],
      [x0 + w, y0, h - 22],
    ]);
  });
}

function magneticBox(sc, e) {
  const { pal, print } = e;
  const [w, d, h] = [210, 150, 70];
  const [x0, y0] = [-w / 2, -d / 2];
  sc.shadow(x0, y0, w, d);
  sc.g(pal.ln, () => {
    hingedLid(sc, [x0, y0 - 3, h + 3], [w, d + 3], 102, pal.in[1], {
      flap: 34,
      flapFill: pal.t,
      deco: (W, H) =>
        logo(W / 2, H * 0.45, 40, print.ink, pal.in[1]) +
        `<rect x="10" y="10" width="${W - 20}" height="${H - 20}" rx="6" fill="none" stroke="${print.ink}" stroke-width="2"/>`,
    });
    openBox(sc, [x0, y0, 0], [w, d, h], pal, { t: 6, left: (W, H) => rect(0, H - 10, W, 3, print.ink) });
  });
}

function drawerBox(sc, e) {
  const { pal, trayPal, print } = e;
  const [w, d, h, t, out] = [190, 140, 64, 5, 84];
  const [x0, y0] = [-w / 2 - out / 2, -d / 2];
  const [x1, y1] = [x0 + w, y0 + d];
  sc.shadow(x0, y0, w + out, d);
  sc.g(pal.ln, () => {
    sc.poly(
      [
        [x0, y0, h],
        [x1, y0, h],
        [x1, y1, h],
        [x0, y1, h],
      ],
      pal.t,
    );
    sc.face([x0, y0, h], [1, 0, 0], [0, 1, 0], logo(w / 2, d / 2, 40, print.ink, pal.t) + rect(0, d * 0.86, w, 4, print.ink));
    sc.poly(
      [
        [x0, y1, h],
        [x1, y1, h],
        [x1, y1, 0],
        [x0, y1, 0],
      ],
      pal.l,
    );
    sc.add(
      `<path d="${sc.d("M", [x1, y1, h], [x1, y0, h], [x1, y0, 0], [x1, y1, 0], "ZM", [x1, y1 - t, h - t], [x1, y1 - t, t], [x1, y0 + t, t], [x1, y0 + t, h - t], "Z")}" fill="${pal.r}" fill-rule="evenodd"/>`,
    );
  });
  sc.g(trayPal.ln, () => {
    openBox(sc, [x1, y0 + t + 1, t + 1], [out, d - 2 * t - 2, h - 2 * t - 4], trayPal, {
      t: 3,
      right: (W, H) => `<path d="M${W / 2 - 7} 0h14v${H * 0.55}l-7-6-7 6z" fill="${print.ink}"/>`,
    });
  });
}

function rigidBox(sc, e) {
  const { pal, print } = e;
  const [w, d, h, o, lh] = [206, 160, 86, 3, 32];
  const [x0, y0] = [-w / 2, -d / 2];
  const gold = print.ink;
  const ribbon = e.ribbon;
  const strip = (W, H) => (ribbon ? rect(W / 2 - 7, 0, 14, H, gold) : "");
  sc.shadow(x0, y0, w, d);
  sc.g(pal.ln, () => {
    sides(sc, [x0, y0, 0], [w, d, h - lh], pal, { left: strip, right: strip });
    cuboid(sc, [x0 - o, y0 - o, h - lh], [w + 2 * o, d + 2 * o, lh + o], pal, {
      top: (W, H) =>
        ribbon
          ? rect(W / 2 - 7, 0, 14, H, gold) +
            rect(0, H / 2 - 7, W, 14, gold) +
            `<g fill="${gold}" stroke="#8c6f12" stroke-width="2"><ellipse cx="${W / 2 - 24}" cy="${H / 2}" rx="26" ry="14"/><ellipse cx="${W / 2 + 24}" cy="${H / 2}" rx="26" ry="14"/><circle cx="${W / 2}" cy="${H / 2}" r="10"/></g>`
          : `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="8" fill="none" stroke="${gold}" stroke-width="2"/>` +
            logo(W / 2, H / 2, 46, gold, pal.t),
      left: (W, H) => strip(W, H) + rect(0, H - 5, W, 2, gold),
      right: (W, H) => strip(W, H) + rect(0, H - 5, W, 2, gold),
    });
  });
}

function carrierBox(sc, e) {
  const { pal, print } = e;
  const [w, d, h, roof, ph] = [200, 130, 120, 34, 58];
  const [x0, y0] = [-w / 2, -d / 2];
  const [x1, y1, yc, zr] = [x0 + w, y0 + d, y0 + d / 2, h + roof];
  const [pa, pw] = [x0 + 42, w - 84];
  sc.shadow(x0, y0, w, d);
  sc.g(pal.ln, () => {
    sc.poly(
      [
        [x0, y0, h],
        [x1, y0, h],
        [x1, yc, zr],
        [x0, yc, zr],
      ],
      pal.l,
    );
    // Handle plate on the ridge, with a hand hole.
    sc.p([pa, yc, zr + ph]);
    sc.p([pa + pw, yc, zr + ph]);
    sc.face(
      [pa, yc, zr + ph],
      [1, 0, 0],
      [0, 0, -1],
      `<path d="M0 ${ph}V18Q0 0 18 0H${pw - 18}Q${pw} 0 ${pw} 18V${ph}ZM${pw * 0.25} 16Q${pw * 0.25} 26 ${pw * 0.25 + 10} 26H${pw * 0.75 - 10}Q${pw * 0.75} 26 ${pw * 0.75} 16Q${pw * 0.75} 10 ${pw * 0.75 - 10} 10H${pw * 0.25 + 10}Q${pw * 0.25} 10 ${pw * 0.25} 16Z" fill="${pal.t}" fill-rule="evenodd" stroke="${pal.ln}" stroke-width="1.4"/>`,
    );
    sc.poly(
      [
        [x0, y1, h],
        [x1, y1, h],
        [x1, yc, zr],
        [x0, yc, zr],
      ],
      pal.t,
    );
    sc.poly(
      [
        [x1, y0, h],
        [x1, y1, h],
        [x1, yc, zr],
      ],
      pal.r,
    );
    sides(sc, [x0, y0, 0], [w, d, h], pal, {
      left: (W, H) => art(sc, W, H, print, pal.l),
      right: (W, H) => art(sc, W, H, print, pal.r, false),
    });
  });
}

function doypack(sc, e) {
  const { pal, print } = e;
  sc.growRect(-100, -152, 100, 162);
  sc.add(`<ellipse cx="8" cy="148" rx="112" ry="13" fill="${SHADOW}" fill-opacity=".1"/>`);
  sc.g(pal.ln, () => {
    const body = "M-80 -150H80V-30C80 40 96 90 96 126Q96 146 76 146H-76Q-96 146-96 126C-96 90-80 40-80-30Z";
    sc.add(`<path d="${body}" fill="${pal.l}"/>`);
    sc.add(`<path d="M48-128H80V-30C80 40 96 90 96 126Q96 146 76 146H62C70 100 58 40 48-20Z" fill="#000" fill-opacity=".1" stroke="none"/>`);
    sc.add(`<path d="M-70-124H-58V-20C-58 50-60 100-64 138H-76C-72 100-70 50-70-20Z" fill="#fff" fill-opacity=".2" stroke="none"/>`);
    sc.add(`<path d="M-96 126Q0 100 96 126Q96 146 76 146H-76Q-96 146-96 126Z" fill="#000" fill-opacity=".12"/>`);
    sc.add(rect(-80, -150, 160, 22, pal.r));
    sc.add(`<path d="M-80-106H80M-80-100H80" stroke-opacity=".7"/>`);
    sc.add(`<path d="M-81-121l7 4-7 4zM81-121l-7 4 7 4z" fill="${BG}" stroke="none"/>`);
    sc.add(rrect(-52, -56, 104, 116, 14, INK.white, ' stroke="none"'));
    sc.add(logo(0, 4, 50, print.ink, print.acc, true));
  });
}

function label(sc, e) {
  const { pal, print } = e;
  const rot = -6;
  sc.growRect(-128, -128, 134, 136, rot);
  sc.add(`<ellipse cx="8" cy="140" rx="130" ry="12" fill="${SHADOW}" fill-opacity=".09"/>`);
  sc.add(`<g transform="rotate(${rot})" stroke="${pal.ln}">`);
  sc.add(rrect(-122, -118, 250, 250, 14, "#cfd6e2", ' stroke="none"'));
  sc.add(rrect(-126, -124, 250, 250, 14, "#ffffff"));
  sc.add(`<path d="M-80-96H76Q96-96 96-76V36L36 96H-80Q-100 96-100 76V-76Q-100-96-80-96Z" fill="${pal.l}"/>`);
  sc.add(logo(-2, -10, 92, INK.white, print.acc, false));
  sc.add(rrect(-52, 56, 80, 10, 5, INK.white, ' stroke="none" fill-opacity=".85"'));
  sc.add(`<path d="M96 36L36 96Q44 58 50 52Q58 44 96 36Z" fill="#000" fill-opacity=".12" stroke="none" transform="translate(5 6)"/>`);
  sc.add(`<path d="M96 36L36 96Q44 58 50 52Q58 44 96 36Z" fill="#eef1f6"/>`);
  sc.add(`<path d="M90 40L42 88" stroke="#dce1ea" stroke-width="6" stroke-opacity=".8"/>`);
  sc.add("</g>");
}

function toteBag(sc, e) {
  const { pal, print } = e;
  sc.growRect(-112, -190, 112, 166);
  sc.add(`<ellipse cx="8" cy="156" rx="122" ry="12" fill="${SHADOW}" fill-opacity=".1"/>`);
  sc.g(pal.ln, () => {
    sc.add(`<path d="M-64-58C-64-228 36-228 36-58" fill="none" stroke="${pal.r}" stroke-width="14"/>`);
    sc.add(rrect(-110, -62, 220, 214, 6, pal.l));
    sc.add(`<path d="M40-44L110 40V146Z" fill="#000" fill-opacity=".05" stroke="none"/>`);
    sc.add(rect(-110, -62, 220, 20, pal.t));
    sc.add(`<path d="M-104-36H104" stroke-dasharray="5 5" stroke-opacity=".7"/>`);
    sc.add(
      `<path d="M-50-52C-50-212 50-212 50-52" fill="none" stroke="${pal.ln}" stroke-width="17"/><path d="M-50-52C-50-212 50-212 50-52" fill="none" stroke="${pal.t}" stroke-width="13"/>`,
    );
    for (const x of [-50, 50]) sc.add(rect(x - 9, -62, 18, 30, pal.t) + `<path d="M${x - 5}-58l10 22m0-22l-10 22" stroke-opacity=".6"/>`);
    sc.add(logo(0, 52, 80, print.ink, print.acc, true));
  });
}

function card(sc, e) {
  const { pal, print } = e;
  const cardAt = (x, y, deg, face, edge, content) => {
    sc.growRect(-120, -75, 120, 80, deg, x, y);
    sc.add(`<g transform="translate(${x} ${y}) rotate(${deg})">`);
    sc.add(rrect(-116, -68, 240, 150, 12, SHADOW, ' fill-opacity=".08" stroke="none"'));
    sc.add(rrect(-120, -71, 240, 150, 12, edge, ' stroke="none"'));
    sc.add(rrect(-120, -75, 240, 150, 12, face, ` stroke="${pal.ln}"`));
    sc.add(content + "</g>");
  };
  cardAt(34, -34, 9, print.ink, INK.navy, logo(74, -22, 50, INK.white, print.acc) + rect(-120, 40, 240, 12, print.acc));
  cardAt(
    -30,
    34,
    -5,
    pal.t,
    pal.r,
    `<path d="M-108-75H-56V75H-108Q-120 75-120 63V-63Q-120-75-108-75Z" fill="${print.ink}"/>` +
      logo(-88, -40, 34, INK.white, print.acc) +
      rrect(-34, -34, 120, 12, 6, "#c9d1de") +
      rrect(-34, -10, 86, 9, 4.5, "#dde2ea") +
      rrect(-34, 9, 100, 9, 4.5, "#dde2ea") +
      circle(90, 48, 12, print.acc),
  );
}

const SHAPES = {
  "mailer-box": mailerBox,
  "sleeved-box": sleevedBox,
  "tuck-box": tuckBox,
  "two-piece-box": twoPieceBox,
  "wine-box": wineBox,
  "shipping-box": shippingBox,
  "paper-bag": paperBag,
  envelope,
  "pouch-mailer": pouchMailer,
  "sample-pack": samplePack,
  sheet: sheets,
  tape: tapeRoll,
  can: paperCan,
  "cake-box": cakeBox,
  "magnetic-box": magneticBox,
  "drawer-box": drawerBox,
  "rigid-box": rigidBox,
  "carrier-box": carrierBox,
  doypack,
  label,
  "tote-bag": toteBag,
  card,
};

// ---------------------------------------------------------------------------
// Products: slug -> shape, palette, print and shape options
// ---------------------------------------------------------------------------

const P = {
  mono: (ink) => ({ k: "logo", ink }),
  color: { k: "logo", ink: INK.blue, acc: INK.orange },
  band: { k: "band", ink: INK.blue, acc: INK.orange },
  full: { k: "full", acc: INK.orange },
  gold: { k: "logo", ink: INK.gold },
  whiteInk: { k: "wink" },
};

const PRODUCTS = {
  "mailer-box-plain": { shape: "mailer-box", palette: PAL.kraft, open: 104 },
  "mailer-box-eco": { shape: "mailer-box", palette: PAL.kraft, print: P.mono(INK.brown) },
  "mailer-box-eco-white": { shape: "mailer-box", palette: PAL.white, print: P.mono(INK.dark) },
  "mailer-box-eco-color": { shape: "mailer-box", palette: PAL.kraft, print: P.color },
  "mailer-box-full-color": { shape: "mailer-box", palette: PAL.blue, print: P.full },
  "mailer-box-full-color-double-sided": {
    shape: "mailer-box",
    palette: PAL.blue,
    print: P.full,
    open: 104,
    inner: PAL.orange,
    innerPrint: { k: "pat", ink: INK.white, acc: INK.blue },
  },
  "mailer-box-white-ink": { shape: "mailer-box", palette: PAL.kraft, print: P.whiteInk },
  "delivery-mailer-box": { shape: "mailer-box", palette: PAL.white, print: P.color, tear: true },
  "delivery-mailer-box-plain": { shape: "mailer-box", palette: PAL.kraft, tear: true },
  "pre-printed-mailer-box-eco": { shape: "mailer-box", palette: PAL.kraft, print: { k: "pat", ink: INK.brown, acc: "#7a5530" } },
  "pre-printed-mailer-box-full-color": { shape: "mailer-box", palette: PAL.blue, print: { k: "pat", ink: INK.white, acc: INK.orange } },
  "sleeved-mailer-box": { shape: "sleeved-box", palette: PAL.kraft, sleeve: PAL.blue, print: { k: "logo", ink: INK.white, acc: INK.orange } },
  "product-box": { shape: "tuck-box", palette: PAL.white, print: P.band },
  "product-box-two-pieces": {
    shape: "two-piece-box",
    palette: PAL.white,
    lidPal: PAL.blue,
    print: P.full,
    basePrint: { k: "band", ink: INK.blue, acc: INK.orange },
  },
  "rigid-box-two-pieces": { shape: "two-piece-box", palette: PAL.dark, print: P.gold },
  "product-box-wine-box": { shape: "wine-box", palette: PAL.kraft, print: P.mono(INK.brown) },
  "shipping-box": { shape: "shipping-box", palette: PAL.kraft, print: P.mono(INK.dark) },
  "shipping-box-plain": { shape: "shipping-box", palette: PAL.kraft },
  "paper-bag": { shape: "paper-bag", palette: PAL.kraft, print: P.color },
  "rigid-envelope": { shape: "envelope", palette: PAL.white, print: { k: "logo", ink: INK.blue, acc: INK.orange } },
  "poly-mailer": { shape: "pouch-mailer", palette: PAL.blue, print: { k: "logo", ink: INK.white, acc: INK.orange } },
  "paper-mailer": { shape: "pouch-mailer", palette: PAL.kraft, print: P.mono(INK.brown) },
  "bio-poly-mailer": { shape: "pouch-mailer", palette: PAL.green, print: { k: "logo", ink: INK.white } },
  "bio-poly-mailer-plain": { shape: "pouch-mailer", palette: PAL.green },
  "recycled-poly-mailer": { shape: "pouch-mailer", palette: PAL.recycled, print: { k: "logo", ink: INK.white } },
  "sample-packs": { shape: "sample-pack", palette: [PAL.kraft, PAL.white, PAL.blue], boxes: [INK.brown, INK.blue, INK.white] },
  "tissue-paper": { shape: "sheet", palette: { ...PAL.white, l: "#f3f5f9", r: "#e3e8ef" }, print: { k: "pat", ink: "#a9c0ff", acc: "#ffd29b" } },
  "packing-paper": { shape: "sheet", palette: PAL.kraft },
  "packing-tape": { shape: "tape", palette: PAL.tape, print: { ink: "#f6e7d3" } },
  "kraft-tape": { shape: "tape", palette: PAL.kraft },
  "pre-printed-kraft-tape": { shape: "tape", palette: PAL.kraft, print: { ink: INK.navy } },
  "paper-can": { shape: "can", palette: PAL.white, lidPal: PAL.blue, print: { ink: INK.blue, acc: INK.orange } },
  "cake-box": { shape: "cake-box", palette: PAL.white, print: { ink: "#f4a3b5", acc: INK.white } },
  "magnetic-box": { shape: "magnetic-box", palette: PAL.dark, print: P.gold },
  "rigid-drawer-box": { shape: "drawer-box", palette: PAL.dark, trayPal: PAL.slate, print: P.gold },
  "rigid-box": { shape: "rigid-box", palette: PAL.dark, print: P.gold },
  "special-box": { shape: "rigid-box", palette: PAL.dark, print: P.gold, ribbon: true },
  "carrier-box": { shape: "carrier-box", palette: PAL.white, print: P.band },
  "doypack-bag": { shape: "doypack", palette: PAL.kraft, print: { ink: INK.blue, acc: INK.orange } },
  "square-label": { shape: "label", palette: PAL.blue, print: { acc: INK.orange } },
  "tote-bag": { shape: "tote-bag", palette: PAL.cotton, print: { ink: INK.blue, acc: INK.orange } },
  "printed-card": { shape: "card", palette: PAL.white, print: { ink: INK.blue, acc: INK.orange } },
};

// ---------------------------------------------------------------------------

export function renderKeyVisual(slug) {
  const entry = PRODUCTS[slug];
  const draw = SHAPES[entry.shape];
  if (!draw) throw new Error(`${slug}: unknown shape ${entry.shape}`);
  const sc = new Scene();
  draw(sc, { ...entry, pal: entry.palette });
  return sc.render(slug);
}

function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const slugs = Object.keys(PRODUCTS);
  for (const file of readdirSync(OUT_DIR)) {
    if (file.endsWith(".svg") && !slugs.includes(file.slice(0, -4))) rmSync(path.join(OUT_DIR, file));
  }
  let largest = 0;
  for (const slug of slugs) {
    const svg = renderKeyVisual(slug);
    largest = Math.max(largest, Buffer.byteLength(svg));
    writeFileSync(path.join(OUT_DIR, `${slug}.svg`), svg);
  }
  console.log(`Wrote ${slugs.length} key visuals to ${path.relative(ROOT, OUT_DIR)} (largest ${largest} bytes).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
