import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

/** useLayoutEffect in the browser (the scroll happens before the paint), nothing on the server. */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Room kept above what is revealed: the sticky site header (4rem) and a little air (as scroll-mt-24). */
export const TOP_GAP = 96;
/** Room kept between what is revealed and the fixed question bar. */
const BOTTOM_GAP = 12;
/** A visitor this close to the end of the newest turn is still "at the newest turn". */
const NEAR_PX = 160;

export interface FollowTargets {
  /** The newest turn (question, thoughts, thinking state). */
  turn(): HTMLElement | null;
  /** Its newest piece (the question, then each thought as it arrives): its top is never pushed above the view. */
  newest(): HTMLElement | null;
  /** The fixed bar at the bottom of the viewport (what is revealed ends above it). */
  bar: RefObject<HTMLElement | null>;
  /**
   * What a visitor who scrolled away from the newest turn may be reading, most likely first (the
   * conversation's pieces, then the side panels): the first of them in view is held in place.
   */
  reading(): HTMLElement[];
}

/** Where the visible part of the page ends, above the fixed bar. */
function viewBottom(bar: HTMLElement | null): number {
  const top = bar?.getBoundingClientRect().top;
  return (top !== undefined && top > 0 ? Math.min(top, window.innerHeight) : window.innerHeight) - BOTTOM_GAP;
}

/**
 * How far to scroll (down positive) so the newest turn ends above the bar, without pushing the top
 * of its newest piece under the header (a piece taller than the view shows its beginning).
 */
export function followDelta(turn: { top: number; bottom: number }, newest: { top: number }, view: { top: number; bottom: number }): number {
  const toEnd = turn.bottom - view.bottom;
  const toNewestTop = newest.top - view.top;
  if (toNewestTop < 0) return toNewestTop;
  return Math.max(0, Math.min(toEnd, toNewestTop));
}

/**
 * Whether the visitor is at the newest turn: its end is in the reading area or just below it
 * (within NEAR_PX). A turn whose end is above the area (the visitor scrolled on, past it, to the
 * panels below) is not: following it then would pull them back up on its next change.
 */
export function atNewestTurn(turn: { bottom: number }, view: { top: number; bottom: number }): boolean {
  return turn.bottom >= view.top && turn.bottom <= view.bottom + NEAR_PX;
}

/**
 * Which of `count` boxes (most likely read first; `boxAt` measures one) the visitor is reading: the
 * first one in the view, whole or in part; -1 when none is. Measures no box after that one (it runs
 * on every scroll event, over every piece of a long conversation).
 */
export function readingIndex(count: number, boxAt: (i: number) => { top: number; bottom: number }, view: { top: number; bottom: number }): number {
  for (let i = 0; i < count; i++) {
    const b = boxAt(i);
    if (b.bottom > view.top && b.top < view.bottom) return i;
  }
  return -1;
}

/**
 * The chat follows its newest turn: when the visitor asks (`askKey` changes to a new value) the new
 * turn is scrolled into view, and each later growth of it (`growthKey`: a thought arrived, a
 * preview grew) keeps it in view, but only while the visitor stays at the newest turn: one who
 * scrolled up to read is left where they are until they scroll back down to it.
 *
 * While not following, what the visitor reads stays where it is on screen when something above it
 * appears or grows (the Resonance card, the conversation bar). The browser's own scroll anchoring is
 * turned off on this page: it holds the first element in view, often the conversation bar above the
 * card, and so let the text below it move by the card's height.
 */
export function useFollowNewest(targets: FollowTargets, askKey: number | null, growthKey: string): void {
  /** Set by asking, or by scrolling to the end of the newest turn; cleared by scrolling up from it. */
  const following = useRef(false);
  /** scrollY after the page's own scroll (its scroll event is not the visitor's). */
  const ownY = useRef<number | null>(null);
  const lastY = useRef(0);
  const latest = useRef(targets);
  latest.current = targets;
  /** What the visitor reads and where it was on screen (set by their scrolling, and by following). */
  const held = useRef<{ el: HTMLElement; top: number } | null>(null);

  const noteReading = () => {
    const els = latest.current.reading();
    const i = readingIndex(els.length, (j) => els[j]!.getBoundingClientRect(), { top: TOP_GAP, bottom: viewBottom(latest.current.bar.current) });
    held.current = i < 0 ? null : { el: els[i]!, top: els[i]!.getBoundingClientRect().top };
  };

  /** Scrolls by `delta` as the page's own move (its scroll event is not the visitor's). */
  const scrollOwn = (delta: number) => {
    window.scrollBy({ top: delta, behavior: "instant" });
    ownY.current = window.scrollY;
    lastY.current = window.scrollY;
  };

  /** Not following: puts what the visitor reads back where it was on screen. */
  const keepReading = () => {
    if (following.current) return;
    const h = held.current;
    if (!h) return;
    if (!h.el.isConnected) return noteReading();
    const delta = h.el.getBoundingClientRect().top - h.top;
    if (Math.abs(delta) >= 1) scrollOwn(delta);
  };
  const keep = useRef(keepReading);
  keep.current = keepReading;

  useEffect(() => {
    const root = document.documentElement;
    const anchoring = root.style.overflowAnchor;
    root.style.overflowAnchor = "none";
    // Any change of the page's size (a card appeared, a turn grew, the window was resized) is seen
    // here after layout and before the paint.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(() => keep.current()) : null;
    observer?.observe(document.body);
    return () => {
      observer?.disconnect();
      root.style.overflowAnchor = anchoring;
    };
  }, []);

  useEffect(() => {
    lastY.current = window.scrollY;
    noteReading();
    const onScroll = () => {
      const y = window.scrollY;
      if (ownY.current !== null && Math.abs(y - ownY.current) < 2) {
        lastY.current = y;
        return;
      }
      ownY.current = null;
      const end = latest.current.turn()?.getBoundingClientRect();
      if (end && atNewestTurn(end, { top: TOP_GAP, bottom: viewBottom(latest.current.bar.current) })) following.current = true;
      // Scrolled up from the newest turn, or down past its end.
      else if ((end && end.bottom < TOP_GAP) || y < lastY.current) following.current = false;
      lastY.current = y;
      noteReading();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const reveal = () => {
    const { turn, newest, bar } = latest.current;
    const turnEl = turn();
    const newestEl = newest() ?? turnEl;
    if (!turnEl || !newestEl) return;
    const delta = followDelta(turnEl.getBoundingClientRect(), newestEl.getBoundingClientRect(), { top: TOP_GAP, bottom: viewBottom(bar.current) });
    if (Math.abs(delta) >= 1) scrollOwn(delta);
    noteReading();
  };

  const lastAsk = useRef(askKey);
  useBrowserLayoutEffect(() => {
    if (askKey === lastAsk.current) return;
    lastAsk.current = askKey;
    if (askKey === null) return;
    // Asking is the visitor's own move to the newest turn: follow it from here.
    following.current = true;
    reveal();
  }, [askKey]);

  const lastGrowth = useRef(growthKey);
  useBrowserLayoutEffect(() => {
    if (growthKey === lastGrowth.current) return;
    lastGrowth.current = growthKey;
    if (following.current) reveal();
    else keepReading();
  }, [growthKey]);
}

/** The element's border-box height, kept current (null until measured in the browser). */
export function useElementHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setHeight(Math.ceil(el.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
