import { UnrecoverableError, type Job } from "bullmq";
import {
  findReflectionByJob,
  readReflectionWindow,
  recordPatterns,
  recordReflection,
  recordTemplates,
  reflectionJobSchema,
} from "../../app/domain/evolution.server";
import { answerFocus, capabilitiesFound, mineEventSequences, mineGlyphPairs, mineTemplates } from "../../app/lib/evolution";
import { crashPoint } from "./crash";
import type { ProcessorDeps, Schedule } from "./types";

/** The mesh reflects on itself every hour (triggered_by 'schedule'); operators can ask for one at any time. */
export const reflectionSchedules: Schedule[] = [
  { queue: "reflection", id: "hourly-reflection", everyMs: 60 * 60 * 1000, name: "reflect", data: { query: null, triggeredBy: "schedule" } },
];

interface Steps {
  patternsRecorded?: boolean;
  templatesRecorded?: boolean;
}

/**
 * The `reflection` queue's processor (DESIGN §9): reads the recent mesh events and chat messages,
 * mines them (app/lib/evolution.ts) and records patterns, emergent template candidates and one
 * reflection. Steps are committed one by one and remembered in the job's data, so a retry resumes
 * after the last one; the reflection row is unique per job.
 */
export function reflectionProcessor(deps: ProcessorDeps) {
  const { db, announcer } = deps.services;
  return async (job: Job) => {
    if (job.name !== "reflect") throw new UnrecoverableError(`unknown reflection job "${job.name}"`);
    const parsed = reflectionJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`bad reflection job data: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    const { query, triggeredBy } = parsed.data;
    const jobId = job.id ?? `reflect-${job.timestamp}`;
    const done = await findReflectionByJob(db, jobId);
    if (done) return { reflectionId: done.id, resumed: true };

    const now = new Date();
    const window = await readReflectionWindow(db, now);
    const patterns = [...mineEventSequences(window.sequenceEvents), ...mineGlyphPairs(window.messages)];
    const templates = mineTemplates(window.events);
    await job.updateProgress(25);

    const steps = (job.data as { steps?: Steps }).steps ?? {};
    if (!steps.patternsRecorded) {
      await recordPatterns(db, jobId, patterns, now);
      steps.patternsRecorded = true;
      await job.updateData({ ...job.data, steps });
    }
    crashPoint(deps, job, "patterns-recorded");
    await job.updateProgress(50);

    if (!steps.templatesRecorded) {
      await recordTemplates(db, jobId, templates, now);
      steps.templatesRecorded = true;
      await job.updateData({ ...job.data, steps });
    }
    crashPoint(deps, job, "templates-recorded");
    await job.updateProgress(75);

    const reflection = await recordReflection(db, {
      jobId,
      query,
      triggeredBy,
      eventsRead: window.events.length,
      messagesRead: window.messages.length,
      patternsSeen: patterns.length,
      capabilitiesFound: capabilitiesFound(window.events, query),
      answer: answerFocus(query, window, patterns),
    });
    await job.updateProgress(100);
    await announcer.announce("mesh_reflection", { reflectionId: reflection.id, patterns: reflection.patternsSeen, novel: reflection.novelPatterns, templatesDiscovered: reflection.templatesDiscovered });
    return { reflectionId: reflection.id, resumed: false };
  };
}
