import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOC_NAMES, docTitle, isDocName, loadDoc, renderDocPage } from "../../app/domain/docs.server";

describe("docs allowlist", () => {
  it.each(DOC_NAMES.map((n) => [n]))("accepts %s", (name) => {
    expect(isDocName(name)).toBe(true);
  });

  it.each([["../package"], ["license.md"], [""], ["LICENSE"], ["operator-guide/"], ["../../etc/passwd"], ["notice\0"], ["constructor"], ["toString"]])(
    "rejects %j",
    async (name) => {
      expect(isDocName(name)).toBe(false);
      expect(await loadDoc(name)).toBeNull();
    },
  );

  it("rejects values that are not strings", () => {
    expect(isDocName(undefined)).toBe(false);
    expect(isDocName(null)).toBe(false);
    expect(isDocName(["license"])).toBe(false);
  });
});

describe("the shipped documents", () => {
  const h1: Record<(typeof DOC_NAMES)[number], string> = {
    "operator-guide": "Trinity Mesh Operator Guide",
    "deployment-guide": "Trinity Mesh Deployment Guide",
    license: "Trinity Mesh License",
    trademark: "Trinity Mesh Trademark Policy",
    notice: "NOTICE",
  };

  it.each(DOC_NAMES.map((n) => [n]))("%s renders a complete page with its H1", async (name) => {
    const doc = await loadDoc(name);
    expect(doc).not.toBeNull();
    expect(doc!.name).toBe(name);
    expect(doc!.title).toBe(h1[name]);
    expect(doc!.html.startsWith("<!doctype html>")).toBe(true);
    expect(doc!.html).toContain(`<h1>${h1[name]}</h1>`);
    expect(doc!.html).toContain(`<title>${h1[name]} · Trinity Mesh</title>`);
    expect(doc!.html).toContain("<style>");
    expect(doc!.html).toContain("</html>");
    expect(doc!.markdown.startsWith(`# ${h1[name]}`)).toBe(true);
  });

  it("the licence is the full Apache License 2.0", async () => {
    const doc = await loadDoc("license");
    for (const part of ["Version 2.0, January 2004", "1. Definitions", "9. Accepting Warranty or Additional Liability", "END OF TERMS AND CONDITIONS"]) {
      expect(doc!.markdown).toContain(part);
    }
  });

  it("the operator guide covers the configuration and operator tasks", async () => {
    const doc = await loadDoc("operator-guide");
    for (const part of ["DATABASE_URL", "REDIS_URL", "REDIS_PREFIX", "SESSION_SECRET", "OPERATOR_EMAIL", "EMBEDDED_WORKER", "TRUST_PROXY", "npm run operator:create", "/settings/tokens", "Authorization: Bearer", "/api/health", "/valoir-mesh", "pg_dump"]) {
      expect(doc!.markdown).toContain(part);
    }
  });

  it("links between documents and gives headings ids", async () => {
    const doc = await loadDoc("operator-guide");
    expect(doc!.html).toContain('href="/api/docs/deployment-guide"');
    expect(doc!.html).toContain('aria-current="page"');
    expect(doc!.html).toMatch(/<h2 id="4-configuration">4\. Configuration<\/h2>/);
  });
});

describe("rendering", () => {
  it("escapes the title and renders markdown", () => {
    const { title, html } = renderDocPage("notice", "# A <b>&</b> title\n\nSome *text* and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(title).toBe("A <b>&</b> title");
    expect(html).toContain("<title>A &lt;b&gt;&amp;&lt;/b&gt; title · Trinity Mesh</title>");
    expect(html).toContain("<em>text</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<table>");
  });

  it("escapes code blocks and makes them keyboard-scrollable", () => {
    const { html } = renderDocPage("notice", "# T\n\n```sh\necho '<script>'\n```\n");
    expect(html).toContain('<pre tabindex="0"><code class="language-sh">echo &#39;&lt;script&gt;&#39;\n</code></pre>');
  });

  it("falls back to the label when there is no H1", () => {
    expect(docTitle("no heading here", "Notice")).toBe("Notice");
    expect(docTitle("## only h2\n# Real **Title**", "x")).toBe("Real Title");
  });
});

describe("loading from a directory", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "tm-docs-"));
    await writeFile(path.join(dir, "trademark.md"), "# Marks\n\nText.\n");
    await writeFile(path.join(dir, "secret.md"), "# Secret\n");
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads an allowlisted file", async () => {
    const doc = await loadDoc("trademark", { directory: dir });
    expect(doc?.title).toBe("Marks");
    expect(doc?.html).toContain("<h1>Marks</h1>");
  });

  it("returns null for an allowlisted name whose file is missing", async () => {
    expect(await loadDoc("notice", { directory: dir })).toBeNull();
  });

  it("never reads a file outside the allowlist", async () => {
    expect(await loadDoc("secret", { directory: dir })).toBeNull();
  });
});
