import type { ReactNode } from "react";
import { letterSpacingMm, shapePathSegments, traceShapePath, type DesignElement, type ShapeElement, type DesignSide, type TextElement } from "@/lib/design";
import { fontFamilyFor, shapeOutline } from "@/editor/canvas2d/element-shapes";
import { wrappedLines } from "@/editor/canvas2d/text-measure";
import type { SideSize } from "./elements";

/**
 * A side of a design drawn small as SVG, with the canvas's geometry (mm in the
 * side's frame; x, y the top-left corner before rotation, turned clockwise about
 * it, as Konva draws it): the background, shapes, texts wrapped as the canvas
 * wraps them, QR codes as their square and pictures as their box. Light enough
 * for a list of templates: no Konva stage, no canvas, no request.
 */
export function SideThumbnail({ side, size, title, className }: { side: DesignSide; size: SideSize; title?: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="xMidYMid meet"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-testid="side-thumbnail"
    >
      <rect width={size.width} height={size.height} fill={side.background ?? "#ffffff"} />
      {side.elements.map((element) => (
        <g key={element.id} transform={`translate(${element.x} ${element.y}) rotate(${element.rotation})`} opacity={element.opacity}>
          {drawn(element)}
        </g>
      ))}
    </svg>
  );
}

function drawn(element: DesignElement): ReactNode {
  switch (element.type) {
    case "shape":
      return shapeOf(element);
    case "text":
      return textOf(element);
    case "qr":
      return <rect width={Math.min(element.width, element.height)} height={Math.min(element.width, element.height)} fill={element.color} />;
    case "image":
      // The picture is not fetched for a thumbnail: its box shows where it sits.
      return <rect width={element.width} height={element.height} fill="#e6e8eb" />;
  }
}

/** SVG path data for a drawn shape's outline stretched to its box. */
export function shapePathData(path: string, width: number, height: number): string {
  const parts: string[] = [];
  const n = (value: number) => String(Math.round(value * 100) / 100);
  traceShapePath(shapePathSegments(path), width, height, {
    moveTo: (x, y) => parts.push(`M${n(x)} ${n(y)}`),
    lineTo: (x, y) => parts.push(`L${n(x)} ${n(y)}`),
    bezierCurveTo: (x1, y1, x2, y2, x, y) => parts.push(`C${[x1, y1, x2, y2, x, y].map(n).join(" ")}`),
    closePath: () => parts.push("Z"),
  });
  return parts.join("");
}

function shapeOf(element: ShapeElement): ReactNode {
  const { width, height } = element;
  const stroked = element.stroke !== null && element.strokeWidth > 0;
  const paint = { fill: element.fill ?? "none", stroke: stroked ? (element.stroke ?? undefined) : undefined, strokeWidth: stroked ? element.strokeWidth : 0 };
  switch (element.shape) {
    case "rect":
      return <rect width={width} height={height} {...paint} />;
    case "ellipse":
      return <ellipse cx={width / 2} cy={height / 2} rx={width / 2} ry={height / 2} {...paint} />;
    case "line":
      return <line x1={0} y1={height / 2} x2={width} y2={height / 2} stroke={element.stroke ?? "none"} strokeWidth={element.strokeWidth} />;
    case "star":
    case "triangle":
      return <polygon points={shapeOutline(element.shape, width, height).join(" ")} {...paint} />;
    case "path":
      return <path d={shapePathData(element.path ?? "", width, height)} fillRule="evenodd" strokeLinejoin="round" {...paint} />;
  }
}

const ANCHOR = { left: "start", center: "middle", right: "end" } as const;

/** The text's lines as the canvas breaks them (the canvas's own measure), each centred in its line's height as Konva draws them. */
function textOf(text: TextElement): ReactNode {
  const lines = wrappedLines(text);
  const lineHeight = text.fontSize * text.lineHeight;
  const x = text.align === "center" ? text.width / 2 : text.align === "right" ? text.width : 0;
  return (
    <text
      fontFamily={fontFamilyFor(text.fontId)}
      fontSize={text.fontSize}
      fontStyle={text.italic ? "italic" : undefined}
      fontWeight={text.fontWeight}
      letterSpacing={letterSpacingMm(text) || undefined}
      fill={text.color}
      textAnchor={ANCHOR[text.align]}
      dominantBaseline="central"
    >
      {lines.map((line, index) => (
        <tspan key={index} x={x} y={lineHeight * (index + 0.5)}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
