-- SQLite flavour of V1: only the generated ids differ from PostgreSQL's.
-- AUTOINCREMENT: an id is never reused, so a button naming an old table never hits a new one.
-- Times are epoch milliseconds; options and extra state are JSON texts.

CREATE TABLE game_tables (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    platform    TEXT    NOT NULL,
    chat_id     TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL,
    owner_id    TEXT    NOT NULL,
    locale      TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished')),
    extra       TEXT    NOT NULL,
    version     BIGINT  NOT NULL,
    created_at  BIGINT  NOT NULL,
    updated_at  BIGINT  NOT NULL
);

CREATE TABLE matches (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    BIGINT  NOT NULL REFERENCES game_tables (id),
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL,
    seat_count  INTEGER NOT NULL,
    seed        BIGINT  NOT NULL,
    started_at  BIGINT  NOT NULL,
    finished_at BIGINT
);
