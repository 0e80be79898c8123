/** The JSON of GET /api/chrysalis/health. */
export interface ChrysalisHealthView {
  typescript_healthy: boolean;
  typescript_port: number;
  database: "ok" | "down";
  redis: "ok" | "down";
  python_available: boolean;
  python_port: number;
  python_version: string | null;
  python_error: string | null;
  checked_at: string;
}
