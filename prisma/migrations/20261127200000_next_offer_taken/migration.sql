-- Next-match offers (GameModule.nextMatches): the first click on an offer
-- claims it with a conditional update of this column, so two players who
-- click at the same instant cannot both start a match from the same result.

-- AlterTable
ALTER TABLE "matches" ADD COLUMN "next_taken_at" TIMESTAMPTZ(3);
