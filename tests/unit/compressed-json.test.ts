import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, CompressedBodies } from "~/infra/compressed-json.server";

const big = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i, glyph: "⊕", weight: i / 7 })));

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, and honours q-values and *", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("GZIP")).toBe("gzip");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });
});

describe("CompressedBodies", () => {
  it("compresses a body once and reuses it while the text is the same, decoding to the text", () => {
    const bodies = new CompressedBodies();
    const text = big(200);
    const br = bodies.body("/api/x?{}", text, "br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.data as Buffer).toString()).toBe(text);
    // The same content in a new string (a refreshed cache entry): the same bytes, not a new compression.
    expect(bodies.body("/api/x?{}", (" " + text).slice(1), "br").data).toBe(br.data);
    const gz = bodies.body("/api/x?{}", text, "gzip");
    expect(gunzipSync(gz.data as Buffer).toString()).toBe(text);
    // A changed body is compressed anew.
    const changed = big(201);
    const next = bodies.body("/api/x?{}", changed, "br");
    expect(next.data).not.toBe(br.data);
    expect(brotliDecompressSync(next.data as Buffer).toString()).toBe(changed);
  });

  it("sends small bodies and identity requests as the text itself", () => {
    const bodies = new CompressedBodies();
    expect(bodies.body("/api/small?{}", '{"ok":true}', "br")).toEqual({ data: '{"ok":true}', encoding: "identity" });
    const text = big(100);
    expect(bodies.body("/api/x?{}", text, "identity")).toEqual({ data: text, encoding: "identity" });
  });

  it("keeps bodies per key: two queries of one path never swap answers", () => {
    const bodies = new CompressedBodies();
    const a = big(100);
    const b = big(150);
    bodies.body('/api/x?{"limit":1}', a, "gzip");
    bodies.body('/api/x?{"limit":2}', b, "gzip");
    expect(gunzipSync(bodies.body('/api/x?{"limit":1}', a, "gzip").data as Buffer).toString()).toBe(a);
    expect(gunzipSync(bodies.body('/api/x?{"limit":2}', b, "gzip").data as Buffer).toString()).toBe(b);
  });
});
