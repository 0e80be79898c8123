import type { ActionFunctionArgs } from "@remix-run/node";
import { pushObserverFiles, targetSchema } from "~/domain/deploy.server";
import { codeHostCall } from "~/infra/code-host-route.server";
import { postOnly } from "~/infra/http.server";

/**
 * {owner, repo, branch} → the five observer files in one commit: {success, summary, results[{file, success}]}.
 * Pushing again updates the same five files (no commit when nothing changed). Operator only.
 */
export const action = (args: ActionFunctionArgs) => codeHostCall(args, targetSchema, (gh, input, hubUrl) => pushObserverFiles(gh, input, hubUrl));

export const loader = postOnly;
