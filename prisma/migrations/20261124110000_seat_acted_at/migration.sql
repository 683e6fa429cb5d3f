-- A quiet match thread (issue 11): when each seat last moved, so a player who
-- is at the table (moved a moment ago) is not pinged when the move comes back.

-- AlterTable
ALTER TABLE "match_seats" ADD COLUMN "acted_at" TIMESTAMPTZ(3);
