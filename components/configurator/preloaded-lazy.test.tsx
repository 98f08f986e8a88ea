import { Suspense, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { preloadedLazy } from "./preloaded-lazy";

function Ladder({ rows }: { rows: number }) {
  return <table data-rows={rows} />;
}

const page = (Part: ComponentType<{ rows: number }>) => (
  <Suspense fallback={<p>later</p>}>
    <Part rows={3} />
  </Suspense>
);

describe("preloadedLazy", () => {
  it("renders the part in place, without suspending, once its module has loaded", async () => {
    let arrive!: (component: typeof Ladder) => void;
    const Part = preloadedLazy(() => new Promise<typeof Ladder>((resolve) => (arrive = resolve)));
    arrive(Ladder);
    await Promise.resolve();
    await Promise.resolve();
    const html = renderToString(page(Part));
    expect(html).toContain('data-rows="3"');
    expect(html).not.toContain("later");
  });

  it("suspends a render that comes before its module", () => {
    const Part = preloadedLazy(() => new Promise<typeof Ladder>(() => {}));
    // The server streams such a part later; a synchronous render has the fallback.
    expect(renderToString(page(Part))).toContain("later");
  });

  it("starts loading when it is made, before anything renders it", () => {
    let asked = 0;
    preloadedLazy(() => {
      asked += 1;
      return Promise.resolve(Ladder);
    });
    expect(asked).toBe(1);
  });
});
