-- Who asked to be told privately when a table opens in a chat (/notify): per chat, across
-- its topics and threads.
CREATE TABLE chat_watchers (
    platform   TEXT    NOT NULL,
    chat_id    TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    PRIMARY KEY (platform, chat_id, user_id)
);
