package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoreException;
import dev.mazziere.store.TableChange;
import dev.mazziere.store.TableCommit;
import dev.mazziere.table.flow.Scheduler;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.record.TableRepository;
import dev.mazziere.table.record.TableSaver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes what may wait, in batches: the ids of messages a table sent after its change was
 * committed (the next prompt, a table message posted anew) and the marks of events that
 * wrote nothing else. Every {@link #EVERY} while something waits, one transaction per
 * {@link #BATCH} tables. A table's light write is taken under its chat's lock, so it never
 * overtakes a later commit of the same table; a chat at work is left for the next round.
 * Should the bot stop before a batch is written, what it held is lost: a prompt's buttons
 * are then taken off only when its move is pressed on it (should its time run out, a press
 * on them is answered as from an earlier turn), and a redelivered event may be answered
 * again. Thread-safe.
 */
final class WriteBehind {

    static final Duration EVERY = Duration.ofMillis(200);
    static final int BATCH = 256;
    private static final Logger LOG = LoggerFactory.getLogger(WriteBehind.class);

    private final Store store;
    private final TableRepository tables;
    private final TableSaver writer;
    private final ChatLocks locks;
    private final Scheduler scheduler;
    private final Set<ChatId> dirty = ConcurrentHashMap.newKeySet();
    private final Queue<TableChange.Event> events = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();

    WriteBehind(Store store, TableRepository tables, TableSaver writer, ChatLocks locks, Scheduler scheduler) {
        this.store = store;
        this.tables = tables;
        this.writer = writer;
        this.locks = locks;
        this.scheduler = scheduler;
    }

    /** The chat's table may have message ids to write. */
    void tableTouched(ChatId chat) {
        dirty.add(chat);
        schedule();
    }

    /** An event that wrote nothing: marked processed with the next batch. */
    void event(TableChange.Event event) {
        events.add(event);
        schedule();
    }

    private void schedule() {
        if (scheduled.compareAndSet(false, true)) {
            scheduler.schedule(EVERY, () -> {
                scheduled.set(false);
                flush();
            });
        }
    }

    /** Writes everything that waits and whose chat is free, batch after batch; the rest waits for the next round. */
    void flush() {
        try {
            while (writeBatch()) {
                // until nothing more can be taken
            }
        } catch (StoreException e) {
            // The store logs its outage, once; this runs every EVERY until it is over.
            LOG.debug("cannot write message ids and event marks; trying again in {} ms", EVERY.toMillis(), e);
        } catch (RuntimeException e) {
            LOG.error("the write-behind failed", e);
        }
        if (!dirty.isEmpty() || !events.isEmpty()) {
            schedule();
        }
    }

    /** One batch; false when there was nothing to write. */
    private boolean writeBatch() {
        List<ChatLocks.Held> held = new ArrayList<>();
        List<Table> owners = new ArrayList<>();
        List<TableSaver.Light> lights = new ArrayList<>();
        List<TableChange.Event> marks = new ArrayList<>();
        try {
            take(held, owners, lights);
            for (TableChange.Event e; marks.size() < BATCH && (e = events.poll()) != null; ) {
                marks.add(e);
            }
            if (lights.isEmpty() && marks.isEmpty()) {
                return false;
            }
            List<TableCommit> outcomes;
            try {
                outcomes = store.commitLight(lights.stream().map(TableSaver.Light::write).toList(), marks);
            } catch (RuntimeException e) {
                owners.forEach(t -> dirty.add(t.chat()));
                events.addAll(marks);
                throw e;
            }
            for (int i = 0; i < owners.size(); i++) {
                writer.lightWritten(owners.get(i), lights.get(i), outcomes.get(i));
            }
            return true;
        } finally {
            held.forEach(ChatLocks.Held::release);
        }
    }

    /** Takes up to {@link #BATCH} waiting tables whose chat is free, holding their locks. */
    private void take(List<ChatLocks.Held> held, List<Table> owners, List<TableSaver.Light> lights) {
        for (Iterator<ChatId> it = dirty.iterator(); it.hasNext() && lights.size() < BATCH; ) {
            ChatId chat = it.next();
            ChatLocks.Held lock = locks.tryAcquire(chat);
            if (lock == null) {
                continue;
            }
            it.remove();
            Table table = tables.inChat(chat);
            TableSaver.Light light = table == null ? null : writer.light(table);
            if (light == null) {
                lock.release();
                continue;
            }
            held.add(lock);
            owners.add(table);
            lights.add(light);
        }
    }
}
