-- Asynchronous play (issue 7): time controls and per-seat clocks, reminder
-- preferences, vacations, moderator endings, and durable jobs polled with
-- FOR UPDATE SKIP LOCKED.

-- AlterTable
ALTER TABLE "matches" ADD COLUMN "time_control" JSONB NOT NULL DEFAULT '{"kind":"none"}',
ADD COLUMN "clock_version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "ended_by_id" TEXT,
ADD COLUMN "end_reason" TEXT;

-- AlterTable
ALTER TABLE "match_seats" ADD COLUMN "owed_since" TIMESTAMPTZ(3),
ADD COLUMN "deadline" TIMESTAMPTZ(3),
ADD COLUMN "paused_until" TIMESTAMPTZ(3),
ADD COLUMN "timed_out_at" TIMESTAMPTZ(3),
ADD COLUMN "last_reminded_at" TIMESTAMPTZ(3),
ADD COLUMN "automated_at" TIMESTAMPTZ(3),
ADD COLUMN "removed_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN "reminders" JSONB NOT NULL DEFAULT '{"kind":"every","hours":24}',
ADD COLUMN "remind_by_dm" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "dms_closed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "vacations" (
    "id" BIGSERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vacations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "run_at" TIMESTAMPTZ(3) NOT NULL,
    "match_id" UUID,
    "user_id" TEXT,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "failed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "match_seats_user_id_owed_since_idx" ON "match_seats"("user_id", "owed_since");

-- CreateIndex
CREATE INDEX "vacations_user_id_ends_at_idx" ON "vacations"("user_id", "ends_at");

-- CreateIndex
CREATE INDEX "jobs_run_at_idx" ON "jobs"("run_at");

-- CreateIndex
CREATE INDEX "jobs_match_id_idx" ON "jobs"("match_id");

-- CreateIndex
CREATE INDEX "jobs_user_id_kind_idx" ON "jobs"("user_id", "kind");

-- AddForeignKey
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
