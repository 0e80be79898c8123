import { readFile } from "node:fs/promises";
import path from "node:path";
import { Marked, type Tokens } from "marked";

/**
 * The product's server documents (/api/docs/<name>): a fixed allowlist of markdown files under
 * app/content/docs, rendered once per process into complete, self-contained HTML pages.
 * Nothing outside the list is ever read, so no request can reach another file.
 */
export const DOC_NAMES = ["operator-guide", "deployment-guide", "license", "trademark", "notice"] as const;
export type DocName = (typeof DOC_NAMES)[number];

export const DOC_LABELS: Record<DocName, string> = {
  "operator-guide": "Operator guide",
  "deployment-guide": "Deployment guide",
  license: "License",
  trademark: "Trademark policy",
  notice: "Notice",
};

export interface Doc {
  name: DocName;
  title: string;
  /** The document's source, served as text/markdown. */
  markdown: string;
  /** The complete HTML page, served as text/html. */
  html: string;
}

export function isDocName(name: unknown): name is DocName {
  return typeof name === "string" && (DOC_NAMES as readonly string[]).includes(name);
}

export function docsDirectory(): string {
  return path.resolve(process.cwd(), "app/content/docs");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The id of an h2/h3 heading, so sections can be linked (operator-guide#backups). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z0-9#]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** A renderer whose h2/h3 headings carry ids, so sections can be linked (operator-guide#backups). */
function createMarked(): Marked {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const id = depth >= 2 && depth <= 3 ? slugify(text) : "";
        return id ? `<h${depth} id="${id}">${inner}</h${depth}>\n` : `<h${depth}>${inner}</h${depth}>\n`;
      },
      // Code blocks may scroll sideways on a phone: make them reachable by keyboard.
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? "").match(/^[\w-]+/)?.[0];
        const cls = language ? ` class="language-${language}"` : "";
        return `<pre tabindex="0"><code${cls}>${escapeHtml(text.replace(/\n$/, ""))}\n</code></pre>\n`;
      },
    },
  });
  return marked;
}

const marked = createMarked();

/** The text of the first level-1 heading, without inline markdown; the fallback when there is none. */
export function docTitle(markdown: string, fallback: string): string {
  const match = /^#\s+(.+?)\s*#*\s*$/m.exec(markdown);
  if (!match) return fallback;
  return match[1].replace(/[*_`]/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").trim() || fallback;
}

const PAGE_CSS = `
:root{color-scheme:dark;--bg:#0b0d17;--panel:#131728;--line:#262b45;--text:#e6e8f2;--muted:#a3a9c7;--link:#9bb3ff;--accent:#ff8a6f}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
a{color:var(--link);text-underline-offset:3px}
a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--panel);padding:.5rem 1rem}
header,footer{border-color:var(--line);border-style:solid;border-width:0}
header{border-bottom-width:1px;background:var(--panel)}
footer{border-top-width:1px;margin-top:4rem;color:var(--muted);font-size:.875rem}
.bar{max-width:46rem;margin:0 auto;padding:.75rem 1.25rem;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;align-items:center}
.brand{font-weight:700;text-decoration:none;color:var(--text)}
.brand span{color:var(--accent)}
.site{max-width:46rem;margin:0 auto;padding:.5rem 1.25rem 0;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;font-size:.875rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0;font-size:.875rem}
nav a[aria-current=page]{color:var(--text);font-weight:600;text-decoration:none}
main{max-width:46rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.4rem;line-height:1.3;margin:2.5rem 0 .75rem;padding-top:.5rem;border-top:1px solid var(--line)}
h3{font-size:1.1rem;margin:1.75rem 0 .5rem}
h4{font-size:1rem;margin:1.5rem 0 .5rem}
p,li{overflow-wrap:anywhere}
ul,ol{padding-left:1.5rem}
article li+li{margin-top:.25rem}
code{font:.9em/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--panel);border:1px solid var(--line);border-radius:4px;padding:.1em .3em}
pre{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:1rem;overflow-x:auto;line-height:1.5;font-size:.875rem}
pre code{background:none;border:0;padding:0;font-size:inherit;line-height:inherit}
blockquote{margin:1.25rem 0;padding:.25rem 1rem;border-left:3px solid var(--accent);color:var(--muted)}
table{border-collapse:collapse;width:100%;display:block;overflow-x:auto;font-size:.925rem;margin:1rem 0}
th,td{border:1px solid var(--line);padding:.45rem .65rem;text-align:left;vertical-align:top}
th{background:var(--panel)}
hr{border:0;border-top:1px solid var(--line);margin:2.5rem 0}
.meta{color:var(--muted);font-size:.875rem}
@media print{header nav,.skip{display:none}body{background:#fff;color:#000}a{color:#000}}
`.trim();

/**
 * Renders a document's markdown into a complete HTML page (doctype, head, inline CSS, navigation):
 * the site's dark palette whatever the system's theme, and the way back to the site above the documents.
 */
export function renderDocPage(name: DocName, markdown: string): { title: string; html: string } {
  const title = docTitle(markdown, DOC_LABELS[name]);
  const body = marked.parse(markdown, { async: false });
  const nav = DOC_NAMES.map((n) => {
    const current = n === name ? ' aria-current="page"' : "";
    return `<li><a href="/api/docs/${n}"${current}>${escapeHtml(DOC_LABELS[n])}</a></li>`;
  }).join("");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="theme-color" content="#0b0d17">
<title>${escapeHtml(title)} · Trinity Mesh</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="alternate" type="text/markdown" href="/api/docs/${name}?format=md">
<style>${PAGE_CSS}</style>
</head>
<body>
<a class="skip" href="#doc">Skip to the document</a>
<header>
<nav class="site" aria-label="Site"><a href="/developers">← Back to Docs</a><a href="/">Home</a><a href="/swarm">Trinity Mesh</a></nav>
<div class="bar">
<a class="brand" href="/"><span aria-hidden="true">⟁</span> Trinity Mesh</a>
<nav aria-label="Documents"><ul>${nav}</ul></nav>
</div>
</header>
<main id="doc">
<article>
${body}
</article>
</main>
<footer>
<div class="bar">
<p>Trinity Mesh documents · <a href="/developers">Framework overview</a> · <a href="/api/docs/${name}?format=md">Markdown source</a></p>
</div>
</footer>
</body>
</html>
`;
  return { title, html };
}

const cache = new Map<DocName, Doc>();

/**
 * Loads a document by name. Returns null for any name outside the allowlist (including path
 * tricks such as "../package" or "license.md") and when the file is missing.
 */
export async function loadDoc(name: string, options: { directory?: string; cache?: boolean } = {}): Promise<Doc | null> {
  if (!isDocName(name)) return null;
  const useCache = options.cache ?? (options.directory === undefined && process.env.NODE_ENV !== "development");
  const cached = useCache ? cache.get(name) : undefined;
  if (cached) return cached;
  let markdown: string;
  try {
    markdown = await readFile(path.join(options.directory ?? docsDirectory(), `${name}.md`), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const { title, html } = renderDocPage(name, markdown);
  const doc: Doc = { name, title, markdown, html };
  if (useCache) cache.set(name, doc);
  return doc;
}
