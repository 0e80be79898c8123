import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { deleteSession } from "~/domain/auth.server";
import { getCookies, serializeFor } from "~/infra/cookies.server";
import { toastHeaders } from "~/infra/toast.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = getCookies().session;
  const secret = await cookie.parse(request.headers.get("Cookie"));
  if (typeof secret === "string") await deleteSession(context.services.db, secret);
  const headers = await toastHeaders(request, { title: "Signed out", description: "Your operator session has ended." });
  headers.append("Set-Cookie", await serializeFor(request, cookie, "", { maxAge: 0 }));
  return redirect("/", { headers });
}
