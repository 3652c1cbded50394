-- The same SQL for SQLite and PostgreSQL. Migrations that need no database-specific
-- syntax go in this folder; the others get one file per database, same version number.

-- One open table per chat: a second /scopa in the same chat loses (ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX game_tables_open_chat ON game_tables (platform, chat_id) WHERE status <> 'finished';
CREATE INDEX game_tables_chat ON game_tables (platform, chat_id);
CREATE INDEX matches_table ON matches (table_id);

CREATE TABLE table_seats (
    table_id       BIGINT  NOT NULL REFERENCES game_tables (id),
    seat           INTEGER NOT NULL,
    user_id        TEXT,             -- null: a computer player's seat
    display_name   TEXT    NOT NULL,
    computer_level TEXT,             -- null: its user plays it
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX table_seats_user ON table_seats (user_id);

-- The append-only move log. (match_id, seq) is unique: it is the optimistic lock.
CREATE TABLE match_moves (
    match_id   BIGINT  NOT NULL REFERENCES matches (id),
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    code       TEXT    NOT NULL,
    played_at  BIGINT  NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE TABLE match_transcripts (
    match_id   BIGINT  NOT NULL PRIMARY KEY REFERENCES matches (id),
    transcript TEXT    NOT NULL
);

-- user_id '' is the table's chat; otherwise the user whose private chat holds the message.
CREATE TABLE table_messages (
    table_id   BIGINT  NOT NULL REFERENCES game_tables (id),
    kind       TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    chat_id    TEXT    NOT NULL,
    message_id TEXT    NOT NULL,
    PRIMARY KEY (table_id, kind, user_id)
);

CREATE TABLE table_deadlines (
    table_id   BIGINT  NOT NULL REFERENCES game_tables (id),
    kind       TEXT    NOT NULL,
    seat       INTEGER NOT NULL,
    due_at     BIGINT  NOT NULL,
    PRIMARY KEY (table_id, kind, seat)
);

CREATE TABLE leaderboard (
    platform     TEXT    NOT NULL,
    chat_id      TEXT    NOT NULL,
    game         TEXT    NOT NULL,
    user_id      TEXT    NOT NULL,
    display_name TEXT    NOT NULL,
    played       INTEGER NOT NULL,
    won          INTEGER NOT NULL,
    points       BIGINT  NOT NULL,
    PRIMARY KEY (platform, chat_id, game, user_id)
);

CREATE TABLE processed_events (
    platform     TEXT    NOT NULL,
    event_id     TEXT    NOT NULL,
    processed_at BIGINT  NOT NULL,
    PRIMARY KEY (platform, event_id)
);
CREATE INDEX processed_events_age ON processed_events (processed_at);
