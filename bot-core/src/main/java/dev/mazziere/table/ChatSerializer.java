package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Runs the work of each chat one piece at a time: events, timers and news from the
 * adapters take the chat's lock (different chats run in parallel), log lines carry the
 * chat and table ({@link MDC} keys {@code chat} and {@code table}), a lost race or an
 * unexpected error is logged and answered with a short localized word, and whatever the
 * work left unsaved is committed. Thread-safe.
 */
final class ChatSerializer {

    private static final Logger LOG = LoggerFactory.getLogger(ChatSerializer.class);

    private final TableRepository tables;
    private final Map<ChatId, ReentrantLock> locks = new ConcurrentHashMap<>();

    ChatSerializer(TableRepository tables) {
        this.tables = tables;
    }

    /** One piece of work under its chat's lock, prepared once the chat's table is fresh: the table may be null. */
    record Work(Table table, Act act, Runnable run) {
    }

    /**
     * Runs under the chat's lock: {@code prepare} brings the chat's table up to date with
     * the store and says what to do, which runs; then what the work left unsaved (message
     * ids, timers) is saved. A lost race or an unexpected error reloads the table from the
     * store, so memory never keeps a change the store does not have. Nothing is run for a
     * null chat.
     */
    void run(ChatId chat, Supplier<Work> prepare) {
        if (chat == null) {
            return;
        }
        ReentrantLock lock = locks.computeIfAbsent(chat, k -> new ReentrantLock());
        lock.lock();
        String tableId = "-";
        Act act = null;
        String outerChat = MDC.get("chat");
        try {
            MDC.put("chat", chat.toString());
            Work work = prepare.get();
            act = work.act();
            tableId = work.table() != null ? work.table().id : "-";
            MDC.put("table", tableId);
            work.run().run();
            act.done();
        } catch (TableChanged e) {
            LOG.info("table {}: {}; reloading", tableId, e.getMessage());
            tables.reloadQuietly(chat);
            if (act != null && !act.isSystem()) {
                answerQuietly(act, act.t().get(e.textKey()), tableId);
            }
        } catch (RuntimeException e) {
            LOG.error("table {} in chat {} failed", tableId, chat, e);
            tables.reloadQuietly(chat);
            if (act != null) {
                answerQuietly(act, act.t().get("error.sorry"), tableId);
            }
        } finally {
            Table current = tables.inChat(chat);
            if (current != null) {
                tables.saveQuietly(current);
            }
            MDC.remove("table");
            restore("chat", outerChat);
            lock.unlock();
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
     * Runs {@code work} on the chat's table in memory, under the chat's lock, then saves
     * what it changed. For news from the adapter about the chat itself, which concerns the
     * copy that sent the messages: no reload from the store first.
     */
    void withTable(ChatId chat, Consumer<Table> work) {
        if (tables.inChat(chat) == null) {
            return;
        }
        ReentrantLock lock = locks.computeIfAbsent(chat, k -> new ReentrantLock());
        lock.lock();
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
            if (table != null) {
                tables.saveQuietly(table);
            }
            MDC.remove("table");
            restore("chat", outerChat);
            lock.unlock();
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
