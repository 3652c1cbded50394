package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Outbox;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Scheduler;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.record.TableRepository;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Chats whose work found the store failing, brought back: the table the failure dropped from
 * memory (and its timers) is loaded again later, waiting longer after each failure, until
 * it loads. Thread-safe.
 */
final class StoreRecovery {

    /** How long a chat whose work found the store failing waits before its table is loaded again, the first time. */
    static final Duration RETRY_AFTER = Duration.ofSeconds(15);
    private static final Logger LOG = LoggerFactory.getLogger(StoreRecovery.class);

    private final TableRepository tables;
    private final ChatSerializer chats;
    private final Outbox out;
    private final Scheduler scheduler;
    /** Chats whose work failed on the store since their table's last write went through: how many times. */
    private final Map<ChatId, Integer> failures = new ConcurrentHashMap<>();
    /** Chats with a {@link #recover} scheduled. */
    private final Set<ChatId> recovering = ConcurrentHashMap.newKeySet();

    StoreRecovery(TableRepository tables, ChatSerializer chats, Outbox out, Scheduler scheduler) {
        this.tables = tables;
        this.chats = chats;
        this.out = out;
        this.scheduler = scheduler;
    }

    /**
     * The store failed at work for {@code chat}, which dropped its table from memory (and its
     * timers): the table is loaded again later, and again, waiting longer each time
     * ({@link #retryAfter}: 15 s, doubling up to 4 min), until it loads; loaded, it arms its
     * timers, a computer's stalled turn too ({@link Table#resume}), so the computer's move
     * that failed to save is played again, with the same backoff, until it is saved. The
     * chat's count of failures is cleared by the next write of its table that goes through.
     */
    void later(ChatId chat) {
        int failed = failures.merge(chat, 1, Integer::sum);
        if (recovering.add(chat)) {
            scheduler.schedule(retryAfter(failed - 1), () -> recover(chat));
        }
    }

    private void recover(ChatId chat) {
        recovering.remove(chat);
        try {
            Table known = tables.inChat(chat);
            AtomicBoolean open = new AtomicBoolean();
            ChatSerializer.Outcome outcome = chats.run(chat,
                    Act.system(chat, out, Texts.core(known == null ? Lang.EN : known.lang())), null,
                    () -> {
                        Table table = tables.fresh(chat);
                        open.set(table != null);
                        return new ChatSerializer.Work(table, () -> { });
                    });
            if (outcome == ChatSerializer.Outcome.STORE_FAILED) {
                later(chat);
            } else if (!open.get()) {
                failures.remove(chat);
            }
        } catch (RuntimeException e) {
            LOG.error("chat {}: cannot recover from the store's failure", chat, e);
        }
    }

    /** How long a chat that found the store failing {@code failures} times before waits: 15 s, doubling up to 4 min. */
    static Duration retryAfter(int failures) {
        return RETRY_AFTER.multipliedBy(1L << Math.min(failures, 4));
    }

    /** A write of {@code chat}'s table went through: its count of failures starts again. */
    void written(ChatId chat) {
        failures.remove(chat);
    }

    /** The chats whose table the store's failure dropped with no recovery armed (for tests: always empty). */
    List<String> dropped() {
        List<String> dropped = new ArrayList<>();
        for (ChatId chat : failures.keySet()) {
            if (tables.inChat(chat) == null && !recovering.contains(chat)) {
                dropped.add("chat " + chat + ", dropped after the store failed");
            }
        }
        return dropped;
    }
}
