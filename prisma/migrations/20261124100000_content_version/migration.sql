-- The version of its game's content and rules each match is played with
-- (issue 18: replays refuse a match recorded with other content instead of
-- showing wrong positions). Matches before this column were played with
-- version "1" of every game.

-- AlterTable
ALTER TABLE "matches" ADD COLUMN "content_version" TEXT NOT NULL DEFAULT '1';
