// @vitest-environment-options { "url": "https://boxwright.com/?fromRegion=CZ" }
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n/messages";
import { RegionMigrationModal } from "./RegionMigrationModal";
import { shouldShowRegionMigration } from "./rule";

describe("region migration rule", () => {
  it("holds exactly when fromRegion=CZ and the host ends with .com", () => {
    expect(shouldShowRegionMigration("boxwright.com", "?fromRegion=CZ")).toBe(true);
    expect(shouldShowRegionMigration("www.boxwright.com", "?a=1&fromRegion=CZ")).toBe(true);
    expect(shouldShowRegionMigration("boxwright.com", "?fromRegion=cz")).toBe(false);
    expect(shouldShowRegionMigration("boxwright.com", "")).toBe(false);
    expect(shouldShowRegionMigration("boxwright.de", "?fromRegion=CZ")).toBe(false);
    expect(shouldShowRegionMigration("localhost", "?fromRegion=CZ")).toBe(false);
  });
});

describe("RegionMigrationModal", () => {
  it("shows the notice in English, then Czech, and closes", async () => {
    const [en, cs] = await Promise.all([loadMessages("en-US"), loadMessages("cs-CZ")]);
    render(<RegionMigrationModal english={en.RegionMigration} czech={cs.RegionMigration} closeLabel={en.Modal.close} />);
    const dialog = await screen.findByRole("dialog", { name: en.RegionMigration.title });
    const text = dialog.textContent ?? "";
    expect(text.indexOf(en.RegionMigration.body)).toBeGreaterThan(-1);
    expect(text.indexOf(cs.RegionMigration.body)).toBeGreaterThan(text.indexOf(en.RegionMigration.body));
    expect(screen.getByRole("img", { name: en.RegionMigration.imageAlt })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: new RegExp(en.RegionMigration.close) }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
