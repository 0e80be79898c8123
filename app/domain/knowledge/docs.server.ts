import { readFileSync } from "node:fs";
import path from "node:path";
import { Lexer, type Token, type Tokens } from "marked";
import { DOC_LABELS, DOC_NAMES, docsDirectory, docTitle, slugify as anchor, type DocName } from "../docs.server";
import { clip } from "./text";
import type { PassageSource } from "./passages.server";

/**
 * Passages from the documents behind /api/docs/<name>: the same allowlist, directory and title rule
 * as docs.server.ts, one passage per h2/h3 section (deeper headings fold into their section) plus
 * one for the introduction. Read synchronously, once, when the index is first built.
 */

/** Inline markdown to plain text: code ticks, emphasis, links and html dropped. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, "$2")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function sentence(text: string): string {
  const t = text.trim();
  if (!t || /[.!?:…]$/.test(t)) return t;
  return `${t.replace(/[,;]$/, "")}.`;
}

/** The readable text of one block token; code blocks, rules and html are skipped. */
function blockText(token: Token): string {
  switch (token.type) {
    case "paragraph":
      return sentence(plain((token as Tokens.Paragraph).text));
    case "blockquote":
      return (token as Tokens.Blockquote).tokens.map(blockText).filter(Boolean).join(" ");
    case "list":
      return (token as Tokens.List).items.map((i) => sentence(plain(i.text))).join(" ");
    case "table": {
      const t = token as Tokens.Table;
      return t.rows.map((row) => sentence(row.map((c) => plain(c.text)).filter(Boolean).join(" — "))).join(" ");
    }
    default:
      return "";
  }
}

function headingTitle(text: string): string {
  return plain(text).replace(/^\d+(\.\d+)*\.?\s+/, "");
}

export function docPassages(): PassageSource[] {
  const out: PassageSource[] = [];
  for (const name of DOC_NAMES) {
    let markdown: string;
    try {
      markdown = readFileSync(path.join(docsDirectory(), `${name}.md`), "utf8");
    } catch {
      continue; // a missing document has no passages (and /api/docs/<name> answers 404 for it)
    }
    out.push(...sectionsOf(name, markdown));
  }
  return out;
}

export function sectionsOf(name: DocName, markdown: string): PassageSource[] {
  const title = docTitle(markdown, DOC_LABELS[name]);
  const href = `/api/docs/${name}`;
  const sections: { heading: string | null; slug: string; parts: string[] }[] = [{ heading: null, slug: "", parts: [] }];
  for (const token of Lexer.lex(markdown, { gfm: true })) {
    if (token.type === "heading") {
      const h = token as Tokens.Heading;
      if (h.depth === 2 || h.depth === 3) {
        sections.push({ heading: headingTitle(h.text), slug: anchor(h.text), parts: [] });
        continue;
      }
      if (h.depth === 1) continue;
    }
    const text = blockText(token);
    if (text) sections[sections.length - 1]!.parts.push(text);
  }
  const passages: PassageSource[] = [];
  for (const s of sections) {
    const text = clip(s.parts.join(" "));
    if (!text) continue;
    passages.push({
      id: s.heading ? `doc:${name}:${s.slug}` : `doc:${name}`,
      kind: "doc",
      title: s.heading ? `${title} › ${s.heading}` : title,
      text,
      href: s.heading ? `${href}#${s.slug}` : href,
      context: `${DOC_LABELS[name]} document`,
    });
  }
  return passages;
}
