-- The public face of a match as an outbox (issue 22): which version its match
-- message shows and how far its public events were posted in its thread, so a
-- crash between a move's commit and the Discord edit is caught up on start
-- and periodically, each event posted once. Rows are claimed with a lease
-- (FOR UPDATE SKIP LOCKED), so several processes share the work.

-- AlterTable: the picture of each public event (aligned with "events"), when any
ALTER TABLE "match_actions" ADD COLUMN "pictures" JSONB;

-- CreateTable
CREATE TABLE "match_publications" (
    "match_id" UUID NOT NULL,
    "locale" TEXT NOT NULL,
    "shown_version" INTEGER NOT NULL,
    "next_seq" INTEGER NOT NULL,
    "next_event" INTEGER NOT NULL DEFAULT 0,
    "pending_seq" INTEGER,
    "pending_event" INTEGER,
    "pending_digest" TEXT,
    "last_post_id" TEXT,
    "lease_owner" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "retry_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "parked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_publications_pkey" PRIMARY KEY ("match_id")
);

-- CreateIndex
CREATE INDEX "match_publications_retry_at_idx" ON "match_publications"("retry_at");

-- AddForeignKey
ALTER TABLE "match_publications" ADD CONSTRAINT "match_publications_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
