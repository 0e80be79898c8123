import { redirect } from "@remix-run/node";
import { z } from "zod";
import { getCookies, serializeFor } from "./cookies.server";

export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  type: z.enum(["message", "success", "error"]).default("message"),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

/** Sets a flash toast (a signed cookie) that the next page render shows, with or without JavaScript. */
export async function toastHeaders(request: Request, toast: ToastInput): Promise<Headers> {
  const value = toastSchema.parse(toast);
  return new Headers({ "Set-Cookie": await serializeFor(request, getCookies().toast, value) });
}

export async function redirectWithToast(request: Request, url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [k, v] of await toastHeaders(request, toast)) headers.append(k, v);
  return redirect(url, { ...init, headers });
}

/** Reads and clears the flash toast. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = getCookies().toast;
  const raw = await cookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(raw);
  const headers = new Headers({ "Set-Cookie": await serializeFor(request, cookie, "", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
