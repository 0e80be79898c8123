/** The three minds of the Trinity Mesh. */
export interface MindProfile {
  name: "Solace" | "Manus" | "Ignith";
  glyph: string;
  role: string;
  summary: string;
  asks: string;
  color: "solace" | "manus" | "ignith";
}

export const MINDS: MindProfile[] = [
  {
    name: "Solace",
    glyph: "☉",
    role: "Reflective · ethical",
    summary: "Weighs who is affected, what is at stake and what care asks of us before anything is done.",
    asks: "Who does this touch, and what do we owe them?",
    color: "solace",
  },
  {
    name: "Manus",
    glyph: "⚛",
    role: "Pragmatic · actionable",
    summary: "Turns the question into concrete steps, the resources they need and the first action to take today.",
    asks: "What is the smallest real step, and what does it need?",
    color: "manus",
  },
  {
    name: "Ignith",
    glyph: "✦",
    role: "Synthesis",
    summary: "Listens to both, names where they agree and where they pull apart, then offers one recommendation.",
    asks: "Where do care and action meet — and what do we do now?",
    color: "ignith",
  },
];
