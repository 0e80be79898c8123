/** `npm run worker`: the BullMQ workers as a process of their own (scale with M of these). */
import { demoNodesEnabled, EnvError, getEnv } from "../app/env.server";
import { errorFields, log } from "../app/lib/log.server";
import { serveWorkerMetrics } from "../app/infra/metrics.server";
import { createServices } from "../app/infra/services.server";
import { startDemoNodes } from "./demo-nodes";
import { startWorkers } from "./index";

async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const services = await createServices(env);
  const handle = await startWorkers(services);
  // This process's own /metrics (its workers' job durations and failures, the queues, its pools).
  const metricsServer = env.METRICS_PORT ? await serveWorkerMetrics(services, env.METRICS_PORT, env.HOST) : null;
  if (metricsServer) log.info("worker metrics are served", { port: env.METRICS_PORT, path: "/metrics" });
  const demo = demoNodesEnabled(env) ? startDemoNodes(services, env.DEMO_NODES_URL ?? `http://127.0.0.1:${env.PORT}`) : null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("worker shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await demo?.close();
    metricsServer?.close();
    await handle.close();
    await services.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  log.error("worker failed to start", errorFields(error));
  process.exit(1);
});
