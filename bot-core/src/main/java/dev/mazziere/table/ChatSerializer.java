package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.store.StoreException;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.record.EventMark;
import dev.mazziere.table.record.Persisted;
import dev.mazziere.table.record.TableChanged;
import dev.mazziere.table.record.TableRepository;
import dev.mazziere.table.record.TableSaver;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Runs the work of each chat one piece at a time: events, timers and news from the
 * adapters take the chat's lock ({@link ChatLocks}; different chats run in parallel), log
 * lines carry the chat and table ({@link MDC} keys {@code chat} and {@code table}), a lost
 * race, a store that cannot write or an unexpected error is logged and answered with a
 * short localized word (for a store that failed part way, one that says what was saved), and whatever the work left unsaved is saved: at once when it must
 * be ({@link TableSaver#commit}), else with the next batch ({@link WriteBehind}).
 * Thread-safe.
 */
final class ChatSerializer {

    private static final Logger LOG = LoggerFactory.getLogger(ChatSerializer.class);

    /** What a piece of work came to. */
    enum Outcome {
        /** Done, or refused with an answer (a lost race, an error). */
        DONE,
        /** The store could not be read or written: nothing changed; worth trying again later. */
        STORE_FAILED
    }

    /** One piece of work, prepared once the chat's table is fresh: the table may be null. */
    record Work(Table table, Runnable run) {
    }

    private final TableRepository tables;
    private final TableSaver writer;
    private final WriteBehind later;
    private final ChatLocks locks;

    ChatSerializer(TableRepository tables, TableSaver writer, WriteBehind later, ChatLocks locks) {
        this.tables = tables;
        this.writer = writer;
        this.later = later;
        this.locks = locks;
    }

    /**
     * Runs under the chat's lock: {@code prepare} brings the chat's table up to date with
     * the store and says what to do (null: nothing, the event was handled already), which
     * runs, answering {@code act}; {@code mark}, the event, is written with the work's first
     * write (or later, in a batch). A lost race, a store failure or an unexpected error drops
     * the table from memory, so memory never keeps a change the store does not have. Nothing
     * is run for a null chat.
     */
    Outcome run(ChatId chat, Act act, EventMark mark, Supplier<Work> prepare) {
        if (chat == null) {
            return Outcome.DONE;
        }
        ChatLocks.Held held = locks.acquire(chat);
        String tableId = "-";
        Persisted stored = null;
        long version = 0;
        int moves = 0;
        String outerChat = MDC.get("chat");
        try {
            MDC.put("chat", chat.toString());
            Work work = prepare.get();
            if (work == null) {
                return Outcome.DONE;
            }
            tableId = work.table() != null ? work.table().id : "-";
            if (work.table() != null) {
                stored = tables.stored(work.table());
                version = stored.version;
                moves = stored.moveCount;
            }
            MDC.put("table", tableId);
            if (work.table() != null && mark != null) {
                writer.handling(work.table(), mark);
            }
            work.run().run();
            act.done();
            return Outcome.DONE;
        } catch (TableChanged e) {
            LOG.info("table {}: {}; reloading", tableId, e.getMessage());
            tables.reloadQuietly(chat);
            if (!act.isSystem() && e.textKey() != null) {
                answerQuietly(act, act.t().get(e.textKey()), tableId);
            }
            return Outcome.DONE;
        } catch (StoreException e) {
            // One line, a warning: the store logs the outage itself, and during one every event and timer comes here.
            LOG.warn("table {} in chat {}: the store failed, nothing changed: {}", tableId, chat, e.getMessage());
            LOG.debug("the store's failure", e);
            tables.dropQuietly(chat);
            if (!act.isSystem()) {
                // What the work wrote before the store failed stays written (a player's move, before the computer's).
                boolean saved = stored != null && (stored.version != version || stored.moveCount != moves);
                answerQuietly(act, act.t().get(saved ? "store.partlySaved" : "store.unavailable"), tableId);
            }
            return Outcome.STORE_FAILED;
        } catch (RuntimeException e) {
            LOG.error("table {} in chat {} failed", tableId, chat, e);
            tables.reloadQuietly(chat);
            answerQuietly(act, act.t().get("error.sorry"), tableId);
            return Outcome.DONE;
        } finally {
            settle(chat, mark);
            MDC.remove("table");
            restore("chat", outerChat);
            held.release();
        }
    }

    /** Runs {@code work} under the chat's lock and saves nothing after it: for loading a table as it is stored. */
    void load(ChatId chat, Runnable work) {
        ChatLocks.Held held = locks.acquire(chat);
        try {
            work.run();
        } finally {
            held.release();
        }
    }

    /**
     * Runs {@code work} on the chat's table in memory, under the chat's lock, then saves
     * what it changed. For news from the adapter about the chat itself, which concerns the
     * copy that sent the messages: no reload from the store first.
     */
    void withTable(ChatId chat, Consumer<Table> work) {
        if (tables.inChat(chat) == null) {
            return;
        }
        ChatLocks.Held held = locks.acquire(chat);
        Table table = tables.inChat(chat);
        String outerChat = MDC.get("chat");
        try {
            if (table != null) {
                MDC.put("chat", chat.toString());
                MDC.put("table", table.id);
                work.accept(table);
            }
        } catch (RuntimeException e) {
            LOG.error("table {} in chat {} failed", table.id, chat, e);
        } finally {
            settle(chat, null);
            MDC.remove("table");
            restore("chat", outerChat);
            held.release();
        }
    }

    /** Puts back an MDC value an outer caller had set (the application may set the chat too), or clears it. */
    private static void restore(String key, String outer) {
        if (outer == null) {
            MDC.remove(key);
        } else {
            MDC.put(key, outer);
        }
    }

    /**
     * Saves what the work left: a change beyond message ids at once (it was said already,
     * so a failure only drops the table from memory), message ids and the event's mark with
     * the next batch.
     */
    private void settle(ChatId chat, EventMark mark) {
        Table current = tables.inChat(chat);
        if (current != null) {
            try {
                writer.commit(current);
                later.tableTouched(chat);
            } catch (TableChanged e) {
                LOG.info("table {}: {}; it will be reloaded", current.id, e.getMessage());
                tables.forget(current);
            } catch (RuntimeException e) {
                LOG.error("table {}: cannot save", current.id, e);
                tables.forget(current);
            } finally {
                writer.handling(current, null);
            }
        }
        if (mark != null && !mark.isWritten()) {
            later.event(mark.event);
        }
    }

    private static void answerQuietly(Act act, String text, String tableId) {
        try {
            act.answer(text);
        } catch (RuntimeException again) {
            LOG.error("table {}: cannot even answer", tableId, again);
        }
    }
}
