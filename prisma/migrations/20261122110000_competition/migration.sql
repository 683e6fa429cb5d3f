-- Competition: ratings, seasons, tournaments (issue 8)

-- CreateTable
CREATE TABLE "tournaments" (
    "id" UUID NOT NULL,
    "guild_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "thread_id" TEXT,
    "message_id" TEXT,
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "rated" BOOLEAN NOT NULL DEFAULT false,
    "created_by_id" TEXT NOT NULL,
    "cap" INTEGER,
    "signup_closes_at" TIMESTAMPTZ(3),
    "status" TEXT NOT NULL DEFAULT 'signup',
    "checked_in" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "state" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tournaments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match_competition" (
    "match_id" UUID NOT NULL,
    "guild_id" TEXT,
    "rated" BOOLEAN NOT NULL DEFAULT false,
    "mode" TEXT,
    "teams" JSONB,
    "ranks" JSONB,
    "played_at" TIMESTAMPTZ(3),
    "voided_at" TIMESTAMPTZ(3),
    "voided_by_id" TEXT,
    "void_reason" TEXT,
    "tournament_id" UUID,
    "table_id" TEXT,

    CONSTRAINT "match_competition_pkey" PRIMARY KEY ("match_id")
);

-- CreateTable
CREATE TABLE "rating_seasons" (
    "guild_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "reset" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_by_id" TEXT,

    CONSTRAINT "rating_seasons_pkey" PRIMARY KEY ("guild_id","number")
);

-- CreateTable
CREATE TABLE "ratings" (
    "guild_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "season" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "draws" INTEGER NOT NULL DEFAULT 0,
    "losses" INTEGER NOT NULL DEFAULT 0,
    "last_played_at" TIMESTAMPTZ(3),

    CONSTRAINT "ratings_pkey" PRIMARY KEY ("guild_id","game","mode","season","user_id")
);

-- CreateTable
CREATE TABLE "rating_changes" (
    "match_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "guild_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "season" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "mu_before" DOUBLE PRECISION NOT NULL,
    "sigma_before" DOUBLE PRECISION NOT NULL,
    "mu_after" DOUBLE PRECISION NOT NULL,
    "sigma_after" DOUBLE PRECISION NOT NULL,
    "display_before" INTEGER NOT NULL,
    "display_after" INTEGER NOT NULL,
    "played_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rating_changes_pkey" PRIMARY KEY ("match_id","user_id")
);

-- CreateIndex
CREATE INDEX "tournaments_guild_id_status_idx" ON "tournaments"("guild_id", "status");

-- CreateIndex
CREATE INDEX "match_competition_guild_id_played_at_idx" ON "match_competition"("guild_id", "played_at");

-- CreateIndex
CREATE INDEX "match_competition_tournament_id_idx" ON "match_competition"("tournament_id");

-- CreateIndex
CREATE INDEX "ratings_user_id_idx" ON "ratings"("user_id");

-- CreateIndex
CREATE INDEX "rating_changes_guild_id_game_mode_season_played_at_idx" ON "rating_changes"("guild_id", "game", "mode", "season", "played_at");

-- CreateIndex
CREATE INDEX "rating_changes_user_id_played_at_idx" ON "rating_changes"("user_id", "played_at");

-- AddForeignKey
ALTER TABLE "match_competition" ADD CONSTRAINT "match_competition_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_competition" ADD CONSTRAINT "match_competition_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
