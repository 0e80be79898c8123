import type { ActionFunctionArgs } from "@remix-run/node";
import { createDeployWorkflow, targetSchema } from "~/domain/deploy.server";
import { codeHostCall } from "~/infra/code-host-route.server";
import { postOnly } from "~/infra/http.server";

/**
 * {owner, repo, branch} → a workflow deploying over SSH on pushes to the branch:
 * {success, workflowFile, secretsUrl, setup: {instructions[], secretsRequired[{name, description, value?}]}}.
 * GLYPHSEED's value is generated for this answer and never stored. Operator only.
 */
export const action = (args: ActionFunctionArgs) => codeHostCall(args, targetSchema, (gh, input, hubUrl) => createDeployWorkflow(gh, input, hubUrl));

export const loader = postOnly;
