-- Spectators (issue 18): who follows a match from its Watch button, to be
-- mentioned once in the result posted when it ends. A watcher is any member
-- of the match's server, not a seat: no foreign key to "users" (a spectator
-- may never have played), and the rows go with their match.

-- CreateTable
CREATE TABLE "match_watchers" (
    "match_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_watchers_pkey" PRIMARY KEY ("match_id","user_id")
);

-- AddForeignKey
ALTER TABLE "match_watchers" ADD CONSTRAINT "match_watchers_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
