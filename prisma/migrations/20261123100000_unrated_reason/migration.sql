-- Why a match asked to be rated was not (issue 22): "no-moves" when it ended
-- (resignation, time-out, moderator) before every seat had made a move.

-- AlterTable
ALTER TABLE "match_competition" ADD COLUMN "unrated_reason" TEXT;
