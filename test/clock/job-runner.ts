/**
 * A separate scheduler process for the multi-process and restart tests:
 * runs `test.record` jobs (each inserts a row in test_fired inside the job's
 * transaction, optionally holding it for a few milliseconds), prints one line
 * per job after its commit, and exits once nothing is due.
 * Usage: tsx test/clock/job-runner.ts <database url> <hold ms>
 */
import { createPrisma } from '../../src/platform/db/client.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';

const [url, holdArg] = process.argv.slice(2);
const hold = Number(holdArg ?? 0);
const db = createPrisma(url!, 4);
const scheduler = new Scheduler(db);
scheduler.on('test.record', async (job, tx) => {
  await tx.$executeRaw`INSERT INTO test_fired (job_id, pid) VALUES (${job.id}, ${process.pid})`;
  if (hold > 0) await new Promise((r) => setTimeout(r, hold));
  return async () => {
    process.stdout.write(`fired ${job.id}\n`);
  };
});

let idle = 0;
while (idle < 5) {
  const n = await scheduler.runDue();
  idle = n === 0 ? idle + 1 : 0;
  await new Promise((r) => setTimeout(r, 20));
}
await db.$disconnect();
