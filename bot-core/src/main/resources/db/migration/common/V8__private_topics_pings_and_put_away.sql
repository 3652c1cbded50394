-- What a restart must not forget about places (issue 26). The same SQL for SQLite and PostgreSQL.

-- The topic of a user's private chat with the bot that holds their messages about the
-- table of one place (chat, thread) (Telegram's private-chat topics): one per user and place,
-- so a table's hands keep going to the same topic, across restarts and rematches.
CREATE TABLE private_topics (
    platform   TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    chat_id    TEXT    NOT NULL,
    thread_id  TEXT    NOT NULL,
    topic      TEXT    NOT NULL,
    PRIMARY KEY (platform, user_id, chat_id, thread_id)
);

-- When a user was last told privately that a table opened (/notify): at most one note per
-- user in ten minutes, however many chats they watch.
CREATE TABLE watcher_pings (
    platform   TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    pinged_at  BIGINT  NOT NULL,
    PRIMARY KEY (platform, user_id)
);

-- A place made for a table (a Discord thread) to put away once its table is over: when.
CREATE TABLE places_put_away (
    platform   TEXT    NOT NULL,
    chat_id    TEXT    NOT NULL,
    thread_id  TEXT    NOT NULL,
    due_at     BIGINT  NOT NULL,
    PRIMARY KEY (platform, chat_id, thread_id)
);
