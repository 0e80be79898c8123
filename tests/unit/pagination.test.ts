import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageHref, pageWindow, parsePage } from "~/lib/pagination";

describe("parsePage", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["1", 1],
    ["2", 2],
    [" 7 ", 7],
    ["0", 1],
    ["-3", 1],
    ["2.5", 1],
    ["abc", 1],
    ["999999", MAX_PAGE],
    ["1e3", 1],
  ])("?page=%s is page %i", (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });
});

describe("pageWindow", () => {
  it.each([
    // total, requested, size → page, pages, offset, first, last, previous, next
    [0, 1, 20, { page: 1, pages: 1, offset: 0, first: 0, last: 0, hasPrevious: false, hasNext: false }],
    [1, 1, 20, { page: 1, pages: 1, offset: 0, first: 1, last: 1, hasPrevious: false, hasNext: false }],
    [20, 1, 20, { page: 1, pages: 1, offset: 0, first: 1, last: 20, hasPrevious: false, hasNext: false }],
    [21, 1, 20, { page: 1, pages: 2, offset: 0, first: 1, last: 20, hasPrevious: false, hasNext: true }],
    [21, 2, 20, { page: 2, pages: 2, offset: 20, first: 21, last: 21, hasPrevious: true, hasNext: false }],
    [100, 3, 20, { page: 3, pages: 5, offset: 40, first: 41, last: 60, hasPrevious: true, hasNext: true }],
    // A page past the end shows the last one; below 1 the first.
    [45, 9, 20, { page: 3, pages: 3, offset: 40, first: 41, last: 45, hasPrevious: true, hasNext: false }],
    [45, 0, 20, { page: 1, pages: 3, offset: 0, first: 1, last: 20, hasPrevious: false, hasNext: true }],
    [0, 4, 20, { page: 1, pages: 1, offset: 0, first: 0, last: 0, hasPrevious: false, hasNext: false }],
  ])("%i items, page %i of size %i", (total, requested, size, expected) => {
    expect(pageWindow(total, requested, size)).toEqual({ ...expected, size, total });
  });

  it("refuses a page size below one", () => {
    expect(() => pageWindow(10, 1, 0)).toThrow(RangeError);
  });
});

describe("pageHref", () => {
  it("keeps the other parameters and drops page for page 1", () => {
    expect(pageHref("/alexandria", new URLSearchParams({ source: "mind_palace", q: "binding knot" }), 3)).toBe("/alexandria?source=mind_palace&q=binding+knot&page=3");
    expect(pageHref("/alexandria", "source=trinity_mesh&page=4", 1)).toBe("/alexandria?source=trinity_mesh");
    expect(pageHref("/alexandria", "", 1)).toBe("/alexandria");
    expect(pageHref("/alexandria", "page=2", 2)).toBe("/alexandria?page=2");
  });
});
