import { describe, expect, it } from "vitest";
import {
  branchProblem,
  cascadeProgress,
  cascadeWorkflowFile,
  CASCADE_MAX_NODES,
  nodeGlyphseedSecretName,
  nodeSecretSuffix,
  nodeSshSecretNames,
  ownerProblem,
  parseCascadeConfig,
  renderTemplate,
  repoProblem,
  secretsSettingsUrl,
} from "~/lib/deploy";

describe("per-node secret names (spec: upper case, non-alphanumerics as _)", () => {
  it.each([
    ["paris-observer", "PARIS_OBSERVER"],
    ["Vienna Observer 2", "VIENNA_OBSERVER_2"],
    ["lyon.node_1", "LYON_NODE_1"],
    ["Zürich", "Z_RICH"],
    ["a--b", "A__B"],
    ["ABC123", "ABC123"],
  ])("%s → %s", (name, suffix) => {
    expect(nodeSecretSuffix(name)).toBe(suffix);
    expect(nodeSshSecretNames(name)).toEqual([`SSH_HOST_${suffix}`, `SSH_USERNAME_${suffix}`, `SSH_PRIVATE_KEY_${suffix}`]);
    expect(nodeGlyphseedSecretName(name)).toBe(`GLYPHSEED_${suffix}`);
  });
});

describe("code-host naming rules", () => {
  it.each([
    ["octo", null],
    ["octo-cat", null],
    ["a", null],
    ["o".repeat(39), null],
    ["", /required/],
    ["o".repeat(40), /at most 39/],
    ["-octo", /start or end/],
    ["octo-", /start or end/],
    ["oc--to", /two hyphens/],
    ["oc_to", /letters, digits and hyphens/],
    ["oc to", /letters, digits and hyphens/],
  ])("owner %j", (owner, expected) => {
    const problem = ownerProblem(owner);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it.each([
    ["trinity_node", null],
    ["my.repo-1", null],
    ["r".repeat(100), null],
    ["", /required/],
    ["r".repeat(101), /at most 100/],
    [".", /'\.' or '\.\.'/],
    ["..", /'\.' or '\.\.'/],
    ["repo.git", /\.git/],
    ["a/b", /only/],
    ["a b", /only/],
  ])("repo %j", (repo, expected) => {
    const problem = repoProblem(repo);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it.each([
    ["main", null],
    ["feature/observer-v1", null],
    ["release-1.0", null],
    ["", /required/],
    ["a..b", /'\.\.'/],
    ["-x", /start with '-'/],
    ["/x", /'\/'/],
    ["x/", /'\/'/],
    ["a//b", /'\/\/'/],
    ["x.", /end with '\.'/],
    ["a/.hidden", /start with '\.'/],
    ["x.lock", /\.lock/],
    ["@", /'@'/],
    ["a@{b", /'@'/],
    ["has space", /spaces/],
    ["a~b", /spaces/],
    ["a:b", /spaces/],
    ["b".repeat(256), /at most 255/],
  ])("branch %j", (branch, expected) => {
    const problem = branchProblem(branch);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe("cascade configuration", () => {
  const seed = (c: string) => `${c}-0123456789abcdefghijklmnopqrstuvwxyz`;

  it("parses the three-node sample shape, trims and keeps tags", () => {
    const parsed = parseCascadeConfig(
      JSON.stringify([
        { name: " paris-observer ", region: "france", tags: ["eu", " primary ", ""], glyphseed: seed("p") },
        { name: "lyon-observer", region: "france", tags: [] },
        { name: "vienna-observer", region: "austria" },
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      nodes: [
        { name: "paris-observer", region: "france", tags: ["eu", "primary"], glyphseed: seed("p") },
        { name: "lyon-observer", region: "france", tags: [], glyphseed: null },
        { name: "vienna-observer", region: "austria", tags: [], glyphseed: null },
      ],
    });
  });

  it.each([
    ["{", /not valid JSON/],
    ['{"name":"a"}', /JSON list/],
    ["[]", /no nodes/],
    ["[1]", /Node 1 must be an object/],
    ['[{"region":"x"}]', /Node 1: name is required/],
    ['[{"name":"---","region":"x"}]', /letter or digit/],
    ['[{"name":"a"}]', /region is required/],
    ['[{"name":"a","region":"x","tags":"eu"}]', /tags must be a list/],
    ['[{"name":"a","region":"x","glyphseed":"short"}]', /at least 32 characters/],
    ['[{"name":"a","region":"x","glyphseed":"' + "ab".repeat(20) + '"}]', /8 different/],
    ['[{"name":"a","region":"x","glyphseed":42}]', /glyphseed must be text/],
    ['[{"name":"Node A","region":"x"},{"name":"node-a","region":"y"}]', /Node 2: .*share the secret names \*_NODE_A/],
    [`[{"name":"a","region":"x","glyphseed":"${seed("s")}"},{"name":"b","region":"x","glyphseed":"${seed("s")}"}]`, /its own glyphseed/],
  ])("refuses %s", (text, message) => {
    const parsed = parseCascadeConfig(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it(`accepts ${CASCADE_MAX_NODES} nodes and refuses one more`, () => {
    const nodes = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ name: `node-${i}`, region: "france" })));
    expect(parseCascadeConfig(nodes(CASCADE_MAX_NODES)).ok).toBe(true);
    expect(parseCascadeConfig(nodes(CASCADE_MAX_NODES + 1))).toEqual({ ok: false, error: `A cascade deploys at most ${CASCADE_MAX_NODES} nodes.` });
  });
});

describe("workflow files, templates, progress", () => {
  it.each([
    ["Paris Observer", ".github/workflows/observer-paris-observer.yml"],
    ["lyon--node_1", ".github/workflows/observer-lyon-node-1.yml"],
    ["Zürich", ".github/workflows/observer-z-rich.yml"],
  ])("workflow of %s is %s", (name, file) => expect(cascadeWorkflowFile(name)).toBe(file));

  it("renders only known placeholders and leaves the code host's expressions alone", () => {
    expect(renderTemplate("a {{X}} ${{ secrets.{{NAME}} }} {{UNKNOWN}}", { X: "1", NAME: "SSH_HOST" })).toBe("a 1 ${{ secrets.SSH_HOST }} {{UNKNOWN}}");
  });

  it("builds the secrets settings link", () => {
    expect(secretsSettingsUrl("https://github.com/o/r/")).toBe("https://github.com/o/r/settings/secrets/actions");
  });

  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [0, 0, 0],
  ])("progress %i of %i is %i%%", (done, total, pct) => expect(cascadeProgress(done, total)).toBe(pct));
});
