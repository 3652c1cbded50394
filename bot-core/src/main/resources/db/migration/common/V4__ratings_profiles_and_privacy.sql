-- Ratings, profiles and players' data (issue 27). The same SQL for SQLite and PostgreSQL.
-- Upgrades a database in place: the matches finished before it are rated at the next start
-- (PlayerRecords.unrecorded), in the order they ended.

-- The leaderboard a finished match counts on, and when its ratings and profiles were
-- recorded (null: not yet). Recording sets both, once.
ALTER TABLE matches ADD COLUMN board TEXT;
ALTER TABLE matches ADD COLUMN recorded_at BIGINT;
CREATE INDEX matches_finished ON matches (finished_at);
CREATE INDEX matches_unrecorded ON matches (finished_at, id) WHERE recorded_at IS NULL;

-- Each seat of a recorded match: what the ratings replay from, with no name and no move.
-- kind: 'player' (its human earned the result), 'taken' (a human's seat the computer took
-- over: the match rates nobody), 'computer' (a computer player from the start).
CREATE TABLE match_seats (
    match_id       BIGINT  NOT NULL REFERENCES matches (id),
    seat           INTEGER NOT NULL,
    team           INTEGER NOT NULL,
    place          INTEGER NOT NULL,
    user_id        TEXT,
    computer_level TEXT    NOT NULL,
    kind           TEXT    NOT NULL CHECK (kind IN ('player', 'taken', 'computer')),
    won            INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX match_seats_user ON match_seats (user_id);

-- A player: the name last seen (for the global ranking) and the global-ranking opt-in
-- (global_ranking 0: private, the default; 1: shown in /stats global).
CREATE TABLE players (
    platform     TEXT    NOT NULL,
    user_id      TEXT    NOT NULL,
    display_name TEXT    NOT NULL,
    global_ranking INTEGER NOT NULL DEFAULT 0,
    seen_at      BIGINT  NOT NULL,
    PRIMARY KEY (platform, user_id)
);

-- The current rating per player and leaderboard; conservative = mu - 3 sigma, what rankings sort by.
CREATE TABLE player_ratings (
    platform     TEXT             NOT NULL,
    user_id      TEXT             NOT NULL,
    board        TEXT             NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    conservative DOUBLE PRECISION NOT NULL,
    matches      INTEGER          NOT NULL,
    updated_at   BIGINT           NOT NULL,
    PRIMARY KEY (platform, user_id, board)
);
CREATE INDEX player_ratings_board ON player_ratings (board, conservative);

-- Every rating update, dated: the month's change, seasons and the trend chart. No foreign
-- key to matches: the history outlives the matches the retention prunes.
CREATE TABLE rating_history (
    platform     TEXT             NOT NULL,
    user_id      TEXT             NOT NULL,
    board        TEXT             NOT NULL,
    match_id     BIGINT           NOT NULL,
    rated_at     BIGINT           NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    matches      INTEGER          NOT NULL,
    PRIMARY KEY (platform, user_id, board, match_id)
);
CREATE INDEX rating_history_board ON rating_history (board, rated_at);

-- Profile counters per player and leaderboard: every match that counted for them (the
-- fair-credit rule), rated or not.
CREATE TABLE player_boards (
    platform    TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    board       TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    matches     INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    streak      INTEGER NOT NULL,
    best_streak INTEGER NOT NULL,
    last_at     BIGINT  NOT NULL,
    PRIMARY KEY (platform, user_id, board)
);

-- Each game's feats per player and leaderboard, by the game's names (scopa, cappotto ...).
CREATE TABLE player_feats (
    platform TEXT    NOT NULL,
    user_id  TEXT    NOT NULL,
    board    TEXT    NOT NULL,
    feat     TEXT    NOT NULL,
    times    INTEGER NOT NULL,
    PRIMARY KEY (platform, user_id, board, feat)
);

-- /deleteme finds a player's rows in every chat's leaderboard.
CREATE INDEX leaderboard_user ON leaderboard (platform, user_id);

-- The retention finds the finished tables to prune by when they closed.
CREATE INDEX game_tables_closed ON game_tables (updated_at) WHERE status = 'finished';
