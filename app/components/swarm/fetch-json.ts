/** Spec §7.1: reads send credentials; any non-OK answer becomes "<status>: <body text or status text>". */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" }, signal });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as T;
}
