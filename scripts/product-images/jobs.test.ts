import { describe, expect, it } from "vitest";
import { pictureJobs } from "./jobs";
import { MATERIAL_LOOKS } from "./looks";

/**
 * What the product pictures must show for a buyer to recognise what arrives
 * (docs/adr/0066-express-delivery-date-and-true-boards.md): flat products lying as
 * they would on a table, the sample pack with printed samples, and boards that differ
 * the way the real ones do.
 */

const jobs = pictureJobs();
const jobsOf = (slug: string) => jobs.filter((job) => job.slug === slug);

describe("the pictures' poses", () => {
  it("lay cards, labels, envelopes and film or paper mailers flat, and stand boxes, bags and cans", () => {
    for (const slug of ["printed-card", "square-label", "rigid-envelope", "poly-mailer", "recycled-poly-mailer", "bio-poly-mailer", "paper-mailer"]) {
      expect(jobsOf(slug).length, slug).toBeGreaterThan(0);
      expect(
        jobsOf(slug).every((job) => job.lying),
        slug,
      ).toBe(true);
    }
    for (const slug of ["mailer-box-full-color", "shipping-box", "paper-bag", "tote-bag", "paper-can", "product-box-wine-box"]) {
      expect(
        jobsOf(slug).some((job) => job.lying),
        slug,
      ).toBe(false);
    }
  });

  it("show the sample pack with printed samples of the shop's products beside its plain box, in every view", () => {
    const pack = jobsOf("sample-packs");
    expect(pack.map((job) => job.view).sort()).toEqual(["above", "closed", "open"]);
    for (const job of pack) {
      // The box itself arrives plain; what is in it is printed with the sample design.
      expect(job.ink).toBeNull();
      expect(job.companions.length).toBeGreaterThanOrEqual(2);
      expect(job.companions.every((sample) => sample.ink !== null)).toBe(true);
      // A box stands and a card lies, as they would come out of the pack.
      expect(job.companions.map((sample) => sample.lying).sort()).toEqual([false, true]);
    }
    expect(jobs.filter((job) => job.slug !== "sample-packs").every((job) => job.companions.length === 0)).toBe(true);
  });
});

describe("the boards' looks", () => {
  const white = MATERIAL_LOOKS["cardboard-white"]!;
  const lined = MATERIAL_LOOKS["cardboard-white-one-side"]!;
  const coated = MATERIAL_LOOKS["cardboard-coated"]!;
  const kraftEdge = MATERIAL_LOOKS["cardboard-natural"]!.edge;

  it("tell solid white, white-lined kraft and coated board apart", () => {
    // Solid white board: matte, its fibre showing, white through to the cut edge.
    expect(white.outside).toMatchObject({ gloss: 0, brightFibre: true });
    expect(white.outside.fibre).toBeGreaterThan(0.5);
    expect(white.edge).not.toBe(kraftEdge);
    // White-lined kraft: a thin white liner with the brown core clouding through, and the kraft edge.
    expect(lined.outside.mottle).toBeDefined();
    expect(lined.edge).toBe(kraftEdge);
    expect(MATERIAL_LOOKS["cardboard-white-two-sides"]!.edge).toBe(kraftEdge);
    // Coated board: smooth (no fibre) under a satin sheen, which the matte boards have not.
    expect(coated.outside.fibre).toBe(0);
    expect(coated.outside.satin).toBeDefined();
    expect(white.outside.satin).toBeUndefined();
    expect(lined.outside.satin).toBeUndefined();
    expect(new Set([white.outside.colour, lined.outside.colour, coated.outside.colour]).size).toBe(3);
  });
});
