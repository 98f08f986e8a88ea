import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { productPicture, type ProductView } from "@/lib/catalog/product-images";
import { ProductGalleryIsland, type GalleryShot } from "./ProductGalleryIsland";

// The configurator writes the chosen material into the address; the gallery reads it from there.
let address = new URLSearchParams();
vi.mock("next/navigation", () => ({ useSearchParams: () => address }));

const shot = (material: string, view: ProductView): GalleryShot => ({
  material,
  view,
  picture: productPicture("mailer-box-full-color", { material, view }),
  alt: `Mailer box – ${material}, ${view}`,
});
const shots = [
  shot("cardboard-white-one-side", "closed"),
  shot("cardboard-white-one-side", "open"),
  shot("cardboard-white-one-side", "above"),
  shot("cardboard-coated", "closed"),
  shot("cardboard-coated", "open"),
  shot("cardboard-coated", "above"),
];
const words = { label: "Pictures of Mailer box", thumbnails: "Choose a picture", note: "Pictured with a sample logo." };
const gallery = () => render(<ProductGalleryIsland shots={shots} words={words} sizes="100vw" />);
const mainPicture = () => screen.getByRole("tabpanel").querySelector("img")!;

beforeEach(() => {
  address = new URLSearchParams();
});

describe("the product gallery", () => {
  it("shows the product's first material closed, with a thumbnail for each view and the other material", () => {
    gallery();
    expect(screen.getByRole("figure", { name: "Pictures of Mailer box" })).toBeInTheDocument();
    expect(mainPicture()).toHaveAttribute("alt", "Mailer box – cardboard-white-one-side, closed");
    expect(mainPicture()).toHaveAttribute("width", "800");
    expect(screen.getAllByRole("tab").map((tab) => tab.getAttribute("aria-label"))).toEqual([
      "Mailer box – cardboard-white-one-side, closed",
      "Mailer box – cardboard-white-one-side, open",
      "Mailer box – cardboard-white-one-side, above",
      "Mailer box – cardboard-coated, closed",
    ]);
    expect(screen.getByText("Pictured with a sample logo.")).toBeInTheDocument();
  });

  it("follows the material chosen in the configurator", () => {
    address = new URLSearchParams("material=cardboard-coated&sku=x");
    gallery();
    expect(mainPicture()).toHaveAttribute("alt", "Mailer box – cardboard-coated, closed");
    expect(mainPicture().getAttribute("src")).toContain("/cardboard-coated-closed-");
  });

  it("shows the new material closed when the configurator changes it, whatever was picked before", () => {
    const view = gallery();
    fireEvent.click(screen.getByRole("tab", { name: "Mailer box – cardboard-white-one-side, open" }));
    expect(mainPicture()).toHaveAttribute("alt", "Mailer box – cardboard-white-one-side, open");
    address = new URLSearchParams("material=cardboard-coated");
    act(() => view.rerender(<ProductGalleryIsland shots={shots} words={words} sizes="100vw" />));
    expect(mainPicture()).toHaveAttribute("alt", "Mailer box – cardboard-coated, closed");
  });

  it("is used with the keyboard: one tab stop, arrows, Home and End move the picture and the focus", () => {
    gallery();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    expect(mainPicture()).toHaveAttribute("alt", "Mailer box – cardboard-white-one-side, open");
    expect(screen.getAllByRole("tab")[1]).toHaveFocus();
    expect(screen.getAllByRole("tab")[1]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(mainPicture()).toHaveAttribute("alt", "Mailer box – cardboard-coated, closed");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(mainPicture()).toHaveAttribute("alt", "Mailer box – cardboard-white-one-side, closed");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(mainPicture()).toHaveAttribute("alt", "Mailer box – cardboard-coated, closed");
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(screen.getAllByRole("tab")[0]).toHaveFocus();
  });
});
