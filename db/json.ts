/** A jsonb value as the driver hands it over: pg and PGlite parse it; a string is parsed here. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
