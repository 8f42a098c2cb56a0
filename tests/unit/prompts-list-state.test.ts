import { describe, expect, it } from "vitest";
import { appendPage, applyChanges, applyDeleted, applySaved, fromPage } from "@/components/prompts/list-state";
import { summaryOf } from "@/lib/prompts/schema";
import { card } from "../fixtures/prompt-cards";


// Cards 9..5 loaded of 9..1 (newest first); the page ends at card 5.
const loaded = () => fromPage("", { prompts: [9, 8, 7, 6, 5].map((n) => card(n)), total: 9, matching: 9, next: card(5).cursor });

describe("prompt list state", () => {
  it("Show more appends the next page without doubling a card already shown", () => {
    const list = appendPage(loaded(), { prompts: [card(5), card(4), card(3)], total: 9, matching: 9, next: card(3).cursor });
    expect(list.prompts.map((p) => p.promptName)).toEqual(["P9", "P8", "P7", "P6", "P5", "P4", "P3"]);
    expect(list.next).toBe(card(3).cursor);
  });

  it("a live change replaces an edited card, drops a deleted one and places a new one among the loaded cards only", () => {
    const list = applyChanges(loaded(), [card(8).id, card(6).id, card(10).id, card(2).id], { prompts: [card(8, "P8 edited"), card(10), card(2)], total: 10, matching: 10 });
    // 6 was deleted; 10 is newer than every card; 2 is past the loaded page and comes with Show more
    expect(list.prompts.map((p) => p.promptName)).toEqual(["P10", "P9", "P8 edited", "P7", "P5"]);
    expect(list).toMatchObject({ total: 10, matching: 10 });
  });

  it("once the last page is in, a change anywhere joins in order", () => {
    const all = { ...loaded(), next: null };
    expect(applyChanges(all, [card(2).id], { prompts: [card(2)], total: 10, matching: 10 }).prompts.map((p) => p.promptName)).toEqual(["P9", "P8", "P7", "P6", "P5", "P2"]);
  });

  it("this browser's own save shows at once: an edit in place, a new prompt on top, not while searching", () => {
    const full = { id: card(7).id, promptName: "Renamed", promptContent: "x".repeat(5000), createdAt: card(7).createdAt };
    const edited = applySaved(loaded(), summaryOf(full));
    expect(edited.prompts[2]).toMatchObject({ promptName: "Renamed", cursor: card(7).cursor });
    expect(edited.prompts[2]!.preview.length).toBe(600);
    const added = applySaved(loaded(), summaryOf({ ...full, id: card(11).id, promptName: "New" }));
    expect(added.prompts[0]!.promptName).toBe("New");
    expect(added.total).toBe(10);
    expect(applySaved({ ...loaded(), search: "essay" }, summaryOf({ ...full, id: card(11).id })).prompts).toHaveLength(5);
    expect(applyDeleted(loaded(), card(9).id)).toMatchObject({ total: 8, matching: 8 });
  });
});
