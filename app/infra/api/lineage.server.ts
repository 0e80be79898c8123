/** The sovereign lineage endpoints (spec §2.10): the four projects, their threads and the echoes that surface. */
import { listEchoes, listProjects, listThreads } from "../../domain/lineage.server";
import { sovereignEchoSchema, sovereignProjectSchema, sovereignThreadSchema } from "../../lib/lineage.schema";
import { endpoint } from "../endpoint.server";
import { limitQuery } from "./params.server";

export const lineageEndpoints = [
  endpoint({
    method: "get",
    path: "/api/sovereign/projects",
    summary: "The four sovereign projects.",
    tag: "lineage",
    response: sovereignProjectSchema.array(),
    handler: async ({ services }) => listProjects(services.db),
  }),
  endpoint({
    method: "get",
    path: "/api/sovereign/threads",
    summary: "Threads, newest first.",
    tag: "lineage",
    query: limitQuery(100),
    response: sovereignThreadSchema.array(),
    handler: async ({ services, query }) => listThreads(services.db, query.limit),
  }),
  endpoint({
    method: "get",
    path: "/api/sovereign/echoes",
    summary: "Echoes, newest first.",
    tag: "lineage",
    query: limitQuery(100),
    response: sovereignEchoSchema.array(),
    handler: async ({ services, query }) => listEchoes(services.db, query.limit),
  }),
];
