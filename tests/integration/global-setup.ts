import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { startServer, type TestServer } from "./helpers/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    redisPrefix: string;
  }
}

let server: TestServer | undefined;

/** One shared server (real PostgreSQL + Redis, fresh database and key prefix) for the suites that need no special set-up. */
export async function setup(project: TestProject) {
  // Every test server runs build/server.js: build it first when the tree is newer than it.
  await ensureBuild();
  server = await startServer({ env: { OPERATOR_EMAIL: "operator@trinity.test", OPERATOR_PASSWORD: "correct horse battery staple" } });
  project.provide("baseUrl", server.url);
  project.provide("databaseUrl", server.databaseUrl!);
  project.provide("redisPrefix", server.redisPrefix);
}

export async function teardown() {
  await server?.stop();
}
