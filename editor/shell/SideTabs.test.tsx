import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { buildNet, printableSides, type SideId } from "@/lib/dielines";
import en from "@/messages/en-US.json";
import { renderWithMessages } from "@/test/render";
import { sideGroups } from "./side-groups";
import { SideTabs } from "./SideTabs";

const t = en.Editor.sides;
const inside = { length: 200, width: 150, height: 70 };

function Tabs({ sides, grouped = true }: { sides: SideId[]; grouped?: boolean }) {
  const [current, setCurrent] = useState<SideId>(sides[0]!);
  const net = buildNet("mailer-box", inside);
  return <SideTabs sides={sides} groups={grouped ? sideGroups(net, sides) : undefined} current={current} onSelect={setCurrent} panelId="canvas" />;
}

describe("sideGroups", () => {
  it("puts the outside before the inside, and leaves out a group with no side", () => {
    const net = buildNet("mailer-box", inside);
    expect(sideGroups(net, printableSides(net, { inside: true })).map((group) => [group.id, group.sides.length])).toEqual([
      ["outside", 6],
      ["inside", 6],
    ]);
    expect(sideGroups(net, printableSides(net)).map((group) => group.id)).toEqual(["outside"]);
  });

  it("splits a sleeved mailer's outside into the sleeve and the box", () => {
    const net = buildNet("sleeved-mailer-box", inside);
    expect(sideGroups(net, printableSides(net))).toEqual([
      { id: "sleeve", sides: ["front", "top", "back", "bottom"] },
      { id: "box", sides: ["left", "right"] },
    ]);
  });
});

describe("the side tabs", () => {
  it("move across the groups with the arrow keys, Home and End, as one tab list", async () => {
    const net = buildNet("mailer-box", inside);
    await renderWithMessages(<Tabs sides={printableSides(net, { inside: true })} />);
    const first = screen.getByRole("tab", { name: t.front });
    first.focus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: t["inside-bottom"] })).toHaveFocus();
    expect(screen.getByRole("tab", { name: t["inside-bottom"] })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: t["inside-right"] })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(first).toHaveAttribute("aria-selected", "true");
    // Six steps from the front: the first inside side.
    await userEvent.keyboard("{ArrowRight>6/}");
    expect(screen.getByRole("tab", { name: t["inside-top"] })).toHaveAttribute("aria-selected", "true");
  });

  it("show no group names for a single group", async () => {
    const net = buildNet("mailer-box", inside);
    await renderWithMessages(<Tabs sides={printableSides(net)} />);
    expect(screen.queryByText(t.groups.outside)).not.toBeInTheDocument();
    expect(screen.getAllByRole("tab")).toHaveLength(6);
    expect(screen.getByRole("tab", { name: t.front })).not.toHaveAttribute("aria-describedby");
  });
});
