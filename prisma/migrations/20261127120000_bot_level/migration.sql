-- Bot levels (issue 19): how automated seats play in a match — easy, normal
-- (the game's heuristic, as before) or hard (the search). Existing matches
-- keep the normal bot they were played with.

-- AlterTable
ALTER TABLE "matches" ADD COLUMN "bot_level" TEXT NOT NULL DEFAULT 'normal';
