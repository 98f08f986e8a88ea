import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildNet } from "@/lib/dielines";
import { newText, sideSize } from "./elements";
import { SideThumbnail } from "./SideThumbnail";
import { templateDesign, templateLook } from "./templates";

const texts = { headline: "Frisch gebacken", tagline: "Jeden Morgen von Hand gemacht", mark: "Bäckerei" };
const inside = { length: 250, width: 180, height: 60 };

/** What a template's thumbnail must show: the design itself on the front face, not a colour chip. */
describe("a side drawn as a thumbnail", () => {
  function drawFront(id: Parameters<typeof templateDesign>[0]) {
    const doc = templateDesign(id, "mailer-box", inside, texts);
    const size = sideSize(buildNet("mailer-box", inside), "front");
    const { container } = render(<SideThumbnail side={doc.sides.front!} size={size} />);
    return { svg: container.querySelector("svg")!, doc, size };
  }

  it("is the front face's own size, on its background, with the design's words in their colour", () => {
    const { svg, size } = drawFront("night");
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${size.width} ${size.height}`);
    const look = templateLook("night");
    expect(svg.querySelector("rect")!.getAttribute("fill")).toBe(look.background);
    const words = [...svg.querySelectorAll("text")].map((text) => text.textContent);
    expect(words.join(" ")).toContain("Frisch gebacken");
    expect(words.join(" ")).toContain("Jeden Morgen");
    for (const text of svg.querySelectorAll("text")) expect(text.getAttribute("fill")).toBe(look.ink);
  });

  it("puts each element where the canvas puts it: its box's corner, its turn, its opacity", () => {
    const { svg, doc } = drawFront("bakery");
    const groups = [...svg.querySelectorAll("g")];
    const elements = doc.sides.front!.elements;
    expect(groups).toHaveLength(elements.length);
    elements.forEach((element, index) => {
      expect(groups[index]!.getAttribute("transform")).toBe(`translate(${element.x} ${element.y}) rotate(${element.rotation})`);
    });
    // The bakery's accent is an ellipse filling its box.
    const accent = elements[0]!;
    const ellipse = groups[0]!.querySelector("ellipse")!;
    expect(Number(ellipse.getAttribute("rx"))).toBeCloseTo(accent.width / 2);
    expect(ellipse.getAttribute("fill")).toBe(templateLook("bakery").accent);
  });

  it("draws a library shape's outline as a path and a star as its polygon", () => {
    expect(drawFront("boutique").svg.querySelector("path")?.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+/);
    expect(drawFront("garden").svg.querySelector("polygon")?.getAttribute("points")?.split(" ")).toHaveLength(20);
  });

  it("wraps a long text onto lines within its box, as the canvas does", () => {
    const size = { width: 100, height: 60 };
    const words = newText(size, "Ein sehr langer Satz, der nie auf eine Zeile passt", "long");
    const narrow = { ...words, width: 40, align: "center" as const };
    const { container } = render(<SideThumbnail side={{ background: null, elements: [narrow] }} size={size} />);
    const lines = [...container.querySelectorAll("tspan")];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((line) => line.textContent).join(" ")).toBe("Ein sehr langer Satz, der nie auf eine Zeile passt");
    // Centred text anchors on its box's middle; each line a line height below the last.
    expect(lines[0]!.getAttribute("x")).toBe("20");
    expect(Number(lines[1]!.getAttribute("y")) - Number(lines[0]!.getAttribute("y"))).toBeCloseTo(narrow.fontSize * narrow.lineHeight);
  });
});
