/**
 * A conversation as Markdown (the export download): pure and client-safe. The shapes mirror
 * ConversationDetail of app/domain/conversations.server.ts (structurally, so the browser bundle
 * never imports a server module).
 */

export interface MarkdownSource {
  title: string;
  href: string;
}

export interface MarkdownThought {
  agent: string;
  glyph: string;
  content: string;
  sources: MarkdownSource[];
}

export interface MarkdownTurn {
  question: string;
  askedAt: string;
  thoughts: MarkdownThought[];
}

export interface MarkdownConversation {
  id: string;
  title: string;
  private: boolean;
  createdAt: string;
  updatedAt: string;
  turns: MarkdownTurn[];
}

/** The UTC calendar date of an ISO timestamp (YYYY-MM-DD); the text itself when it is not one. */
export function isoDate(value: string): string {
  const t = Date.parse(value);
  return Number.isNaN(t) ? value.slice(0, 10) : new Date(t).toISOString().slice(0, 10);
}

/** The download's file name: trinity-conversation-<date the conversation started>.md. */
export function conversationExportName(detail: Pick<MarkdownConversation, "createdAt">): string {
  return `trinity-conversation-${isoDate(detail.createdAt).replace(/[^0-9-]/g, "") || "export"}.md`;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Text inside a link's brackets: brackets and backslashes escaped. */
const linkText = (text: string) => oneLine(text).replace(/([\\[\]])/g, "\\$1");

/** A link target (a site path made absolute with `origin` when given): spaces and parentheses percent-encoded so the link stays one token. */
function linkHref(href: string, origin?: string): string {
  const target = href.trim();
  const absolute = origin && target.startsWith("/") && !target.startsWith("//") ? `${origin.replace(/\/+$/, "")}${target}` : target;
  return absolute.replace(/ /g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29");
}

function quote(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `> ${line.trimEnd()}` : ">"))
    .join("\n");
}

/**
 * Title as the heading, the date, a "Private conversation" line when private; then each turn: the
 * question as a quote and each mind's thought under its name with its glyph, sources as links
 * (site paths made absolute with `options.origin`, so the links work in the downloaded file).
 */
export function conversationMarkdown(detail: MarkdownConversation, options: { origin?: string } = {}): string {
  const out: string[] = [`# ${oneLine(detail.title) || "Trinity conversation"}`, ""];
  const started = isoDate(detail.createdAt);
  const last = isoDate(detail.updatedAt);
  out.push(started === last ? `Date: ${started}` : `Date: ${started} – ${last}`);
  if (detail.private) out.push("", "_Private conversation_");
  detail.turns.forEach((turn, i) => {
    out.push("", `## Question ${i + 1}`, "", quote(turn.question));
    for (const thought of turn.thoughts) {
      out.push("", `### ${[thought.glyph, thought.agent].filter(Boolean).join(" ")}`, "", thought.content.trim());
      if (thought.sources.length) {
        out.push("", "Sources:");
        for (const s of thought.sources) out.push(`- [${linkText(s.title)}](${linkHref(s.href, options.origin)})`);
      }
    }
  });
  return `${out.join("\n")}\n`;
}
