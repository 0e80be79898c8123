/**
 * A small, strict parser of the Prometheus text exposition format (0.0.4), as Prometheus reads a
 * scrape: prom-client has no parser of its own. It throws on anything a scrape would reject or that
 * signals a broken exporter: a malformed line, a bad metric or label name, a bad escape, a value that
 * is not a number, a TYPE after its samples or given twice, a duplicate series, a histogram whose
 * buckets decrease or whose +Inf bucket differs from its _count.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: "counter" | "gauge" | "histogram" | "summary" | "untyped";
  help?: string;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);

function fail(lineNo: number, line: string, why: string): never {
  throw new Error(`metrics line ${lineNo}: ${why}: ${JSON.stringify(line.slice(0, 200))}`);
}

/** As Prometheus reads a value (Go's strconv.ParseFloat): NaN and Inf in any case, with an optional sign. */
function parseValue(text: string, lineNo: number, line: string): number {
  const special = /^([-+]?)(inf|infinity|nan)$/i.exec(text);
  if (special) return special[2].toLowerCase() === "nan" ? NaN : special[1] === "-" ? -Infinity : Infinity;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) fail(lineNo, line, `not a number "${text}"`);
  return Number(text);
}

/** `{a="x",b="y\"z"}` starting at `at`; returns the labels and the index after `}`. */
function parseLabels(line: string, at: number, lineNo: number): [Record<string, string>, number] {
  const labels: Record<string, string> = {};
  let i = at + 1;
  for (;;) {
    if (line[i] === "}") return [labels, i + 1];
    const eq = line.indexOf("=", i);
    if (eq < 0) fail(lineNo, line, "label without =");
    const name = line.slice(i, eq).trim();
    if (!LABEL_NAME.test(name)) fail(lineNo, line, `bad label name "${name}"`);
    if (name in labels) fail(lineNo, line, `label "${name}" given twice`);
    if (line[eq + 1] !== '"') fail(lineNo, line, "label value not quoted");
    let value = "";
    let j = eq + 2;
    for (;;) {
      const c = line[j];
      if (c === undefined) fail(lineNo, line, "unterminated label value");
      if (c === '"') break;
      if (c === "\\") {
        const next = line[j + 1];
        if (next === "\\") value += "\\";
        else if (next === '"') value += '"';
        else if (next === "n") value += "\n";
        else fail(lineNo, line, `bad escape \\${next}`);
        j += 2;
        continue;
      }
      value += c;
      j++;
    }
    labels[name] = value;
    i = j + 1;
    if (line[i] === ",") i++;
    else if (line[i] !== "}") fail(lineNo, line, "expected , or } after a label");
  }
}

/** The family a sample belongs to: a histogram's/summary's _bucket, _sum and _count belong to their base name. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  for (const suffix of ["_bucket", "_sum", "_count", ""]) {
    if (!name.endsWith(suffix)) continue;
    const base = suffix ? name.slice(0, -suffix.length) : name;
    const family = families.get(base);
    if (family && (suffix === "" || family.type === "histogram" || family.type === "summary")) return family;
  }
  return undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  const typed = new Set<string>();
  const lines = text.split("\n");
  if (lines[lines.length - 1] !== "") throw new Error("metrics text does not end with a newline");
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    if (line.trim() === "") return;
    if (line.startsWith("#")) {
      const m = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
      if (!m) return; // a plain comment
      const [, kind, name, rest = ""] = m;
      if (!METRIC_NAME.test(name)) fail(lineNo, line, `bad metric name "${name}"`);
      const family = families.get(name) ?? { name, type: "untyped" as const, samples: [] };
      if (kind === "TYPE") {
        if (!TYPES.has(rest)) fail(lineNo, line, `unknown type "${rest}"`);
        if (family.samples.length) fail(lineNo, line, "TYPE after the family's samples");
        if (typed.has(name)) fail(lineNo, line, "TYPE given twice");
        family.type = rest as Family["type"];
        typed.add(name);
      } else {
        if (family.help !== undefined) fail(lineNo, line, "HELP given twice");
        family.help = rest;
      }
      families.set(name, family);
      return;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) fail(lineNo, line, "no metric name");
    const name = line.slice(0, nameEnd);
    if (!METRIC_NAME.test(name)) fail(lineNo, line, `bad metric name "${name}"`);
    let labels: Record<string, string> = {};
    let at = nameEnd;
    if (line[at] === "{") [labels, at] = parseLabels(line, at, lineNo);
    if (line[at] !== " ") fail(lineNo, line, "expected a space before the value");
    const parts = line.slice(at + 1).trim().split(/ +/);
    if (parts.length < 1 || parts.length > 2) fail(lineNo, line, "expected a value and an optional timestamp");
    const value = parseValue(parts[0], lineNo, line);
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) fail(lineNo, line, "bad timestamp");
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) fail(lineNo, line, "duplicate series");
    seen.add(key);
    let family = familyOf(name, families);
    if (!family) {
      family = { name, type: "untyped", samples: [] };
      families.set(name, family);
    }
    if (family.type === "histogram" && name.endsWith("_bucket") && labels.le === undefined) fail(lineNo, line, "bucket without le");
    family.samples.push({ name, labels, value });
  });
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

function checkHistogram(family: Family) {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  const keyOf = (labels: Record<string, string>) => JSON.stringify(Object.entries(labels).filter(([k]) => k !== "le").sort());
  for (const s of family.samples) {
    const entry = series.get(keyOf(s.labels)) ?? { buckets: [] };
    if (s.name.endsWith("_bucket")) entry.buckets.push([parseValue(s.labels.le, 0, s.labels.le), s.value]);
    if (s.name.endsWith("_count")) entry.count = s.value;
    series.set(keyOf(s.labels), entry);
  }
  for (const [key, { buckets, count }] of series) {
    buckets.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < buckets.length; i++) {
      if (buckets[i][1] < buckets[i - 1][1]) throw new Error(`${family.name}${key}: bucket counts decrease`);
    }
    const inf = buckets[buckets.length - 1];
    if (!inf || inf[0] !== Infinity) throw new Error(`${family.name}${key}: no +Inf bucket`);
    if (count !== inf[1]) throw new Error(`${family.name}${key}: +Inf bucket ${inf[1]} differs from _count ${count}`);
  }
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there are none). */
export function sampleSum(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const family of families.values()) {
    for (const s of family.samples) {
      if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) sum += s.value;
    }
  }
  return sum;
}

/** Every sample named `name`. */
export function samplesOf(families: Map<string, Family>, name: string): Sample[] {
  return [...families.values()].flatMap((f) => f.samples.filter((s) => s.name === name));
}
