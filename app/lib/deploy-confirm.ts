/**
 * The confirmation step of the repository deploys (issue 31; /quick-deploy, /github-deploy): URL
 * state `?confirm=<action>&owner=…&repo=…&branch=…`, written by the screen's GET form, so it works
 * without JavaScript and survives a reload. Pure and client-safe; the action validates again.
 */
import { branchProblem, DEFAULT_BRANCH, ownerProblem, repoProblem } from "./deploy";

export type RepoConfirmation<A extends string> =
  | { ok: true; action: A; owner: string; repo: string; branch: string }
  | { ok: false; action: A; error: string };

/**
 * What the URL asks to confirm among `actions`: the target, trimmed as the server trims it (an empty
 * branch is the default one), or the first reason it cannot be deployed to. Null when the URL asks
 * for no confirmation of these actions.
 */
export function repoConfirmation<A extends string>(search: string | URLSearchParams, actions: readonly A[]): RepoConfirmation<A> | null {
  const params = new URLSearchParams(search);
  const action = params.get("confirm");
  if (!action || !(actions as readonly string[]).includes(action)) return null;
  const owner = (params.get("owner") ?? "").trim();
  const repo = (params.get("repo") ?? "").trim();
  const branch = (params.get("branch") ?? "").trim() || DEFAULT_BRANCH;
  const error = ownerProblem(owner) ?? repoProblem(repo) ?? branchProblem(branch);
  if (error) return { ok: false, action: action as A, error };
  return { ok: true, action: action as A, owner, repo, branch };
}

/** The same page without `?confirm=` (Cancel, and where the confirmation posts): what was typed stays in the URL. */
export function withoutConfirm(pathname: string, search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete("confirm");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
