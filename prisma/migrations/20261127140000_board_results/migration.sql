-- Record boards (solo, co-op and scenario modes of Ascension Tactics and
-- Champions of Hara): a finished match of an unrated mode, on the board the
-- game names (GameModule.record), per server. /records lists each board's
-- wins and its best result (lowest score) with who and when (UTC).

-- CreateTable
CREATE TABLE "board_results" (
    "match_id" UUID NOT NULL,
    "guild_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "board" TEXT NOT NULL,
    "label" JSONB NOT NULL,
    "won" BOOLEAN NOT NULL,
    "score" INTEGER NOT NULL,
    "score_text" JSONB NOT NULL,
    "user_ids" TEXT[],
    "finished_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "board_results_pkey" PRIMARY KEY ("match_id")
);

-- CreateIndex
CREATE INDEX "board_results_guild_id_game_board_idx" ON "board_results"("guild_id", "game", "board");

-- AddForeignKey
ALTER TABLE "board_results" ADD CONSTRAINT "board_results_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
