/**
 * npm run db:migrate | db:seed | operator:create
 * Each exits non-zero with a clear message on failure.
 */
import { createInterface } from "node:readline/promises";
import { z } from "zod";
import { createOperator, OperatorExistsError } from "./domain/auth.server";
import { EnvError, getEnv } from "./env.server";
import { createDb, ensureDatabase } from "../db/client";
import { migrateToLatest, MigrationError } from "../db/migrate";
import { seed } from "./domain/seed.server";

async function prompt(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const command = process.argv[2];
  if (!["migrate", "seed", "operator-create"].includes(command ?? "")) {
    console.error("usage: tsx app/cli.server.ts migrate | seed | operator-create [--email E] [--password P] [--handle H]");
    process.exit(2);
  }
  const env = getEnv();
  if (env.DATABASE_URL) await ensureDatabase(env.DATABASE_URL);
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    const applied = await migrateToLatest(handle.db);
    if (command === "migrate") {
      console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.");
      console.log(`Database: ${handle.kind} (${handle.location})`);
    } else if (command === "seed") {
      const result = await seed(handle.db);
      console.log(`Seeded ${result.nodes} new node(s) and ${result.events} event(s).`);
    } else {
      const email = flag("email") ?? process.env.OPERATOR_EMAIL ?? (await prompt("Operator email: "));
      const password = flag("password") ?? process.env.OPERATOR_PASSWORD ?? (await prompt("Password (12+ characters): "));
      // The handle is the operator's public name; left out, the database numbers one (operator-N).
      const operator = await createOperator(handle.db, { email, password, handle: flag("handle") });
      console.log(`Operator ${operator.email} created, shown publicly as ${operator.handle}. Sign in at /login.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof MigrationError || error instanceof OperatorExistsError) {
    console.error(error.message);
  } else if (error instanceof z.ZodError) {
    console.error(error.issues.map((i) => i.message).join("\n"));
  } else if ((error as { code?: string }).code === "ECONNREFUSED") {
    console.error(`Cannot reach the database: ${(error as Error).message}. Is PostgreSQL running, and is DATABASE_URL right?`);
  } else {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
