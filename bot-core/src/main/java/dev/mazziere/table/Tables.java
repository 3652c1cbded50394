package dev.mazziere.table;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Outbox;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoreException;
import dev.mazziere.store.StoredTable;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Alarm;
import dev.mazziere.table.flow.Context;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.table.flow.TableState;
import dev.mazziere.table.record.EventMark;
import dev.mazziere.table.record.Records;
import dev.mazziere.table.record.TableRepository;
import dev.mazziere.table.record.TableSaver;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every table of every chat, and the entry point of all chat events: the core's
 * {@link ChatHandler}. A facade over the layer's parts: {@link SeenEvents} lets each
 * platform event through once, {@link ChatSerializer} runs each chat's work one piece at
 * a time, {@link EventRouter} sends it where it belongs, {@link ChatCommands} answers the
 * chat-level commands, {@link TableRepository} keeps the tables coherent with the
 * {@link Store} and {@link TableSaver} writes their changes, what may wait in batches
 * ({@link WriteBehind}), so several bot instances can share one PostgreSQL database.
 * Thread-safe; nothing a user does throws out of here.
 */
public final class Tables implements ChatHandler, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private final Outbox out;
    private final TableConfig config;
    private final Store store;
    private final SeenEvents seen;
    private final TableRepository tables;
    private final TableSaver writer;
    private final WriteBehind later;
    private final ChatSerializer chats;
    private final ChatCommands commands;
    private final EventRouter router;
    private final StartupRedraws redraws;
    private final StepRunner steps;
    private final StoreRecovery recovery;
    private final PlacesPutAway putAway;

    public Tables(GameRegistry registry, ChatPort port, TableConfig config, Store store) {
        StoredPrivateTopics topics = new StoredPrivateTopics(store, port, System::nanoTime);
        this.out = new Outbox(port, topics);
        this.config = config;
        this.store = store;
        this.seen = new SeenEvents(store, config);
        Records records = new Records();
        this.writer = new TableSaver(store, records);
        this.steps = new StepRunner(writer, config.scheduler(), this::rang,
                this::written, this::closed);
        this.tables = new TableRepository(registry, store, new Context(out, config), port.platform(), steps::arm,
                records);
        ChatLocks locks = new ChatLocks();
        this.later = new WriteBehind(store, tables, writer, locks, config.scheduler());
        this.chats = new ChatSerializer(tables, writer, later, locks);
        this.commands = new ChatCommands(registry, tables, store, out, config, steps, topics);
        this.router = new EventRouter(registry, tables, commands, out, new Rematches(registry, tables, store, steps), steps,
                new PastReviews(registry, store, out, config.scheduler()), new PrivateChat(tables, commands, steps, topics));
        this.redraws = new StartupRedraws(config.scheduler(), this::redraw);
        this.recovery = new StoreRecovery(tables, chats, out, config.scheduler());
        this.putAway = new PlacesPutAway(store, out, config.scheduler(), config.clock(),
                place -> tables.inChat(place) != null
                        || store.loadOpenTable(place.platform(), place.id(), place.thread()).isPresent());
    }

    @Override
    public void handle(ChatEvent event) {
        String platform = event.chat().platform();
        if (!seen.firstTime(platform, event.eventId())) {
            return;
        }
        Act act = new Act(event, out, Texts.core(commands.languageOf(event.chat(), event)));
        try {
            ChatId chat = router.chatOf(event);
            EventMark mark = event.eventId() == null ? null : new EventMark(platform, event.eventId());
            ChatSerializer.Outcome outcome = chats.run(chat, act, mark, () -> {
                TableRepository.Fresh fresh = tables.fresh(chat, mark);
                if (fresh.seen()) {
                    mark.written();
                    return null;
                }
                act.language(Texts.core(commands.languageOf(chat, event)));
                return new ChatSerializer.Work(fresh.table(), () -> router.dispatch(event, act, chat));
            });
            if (outcome == ChatSerializer.Outcome.STORE_FAILED) {
                recovery.later(chat);
            }
        } catch (StoreException e) {
            // Before any chat's work: the store could not even tell which chat a button belongs to.
            LOG.warn("chat event {}: the store failed: {}", event, e.getMessage(), e);
            act.answer(act.t().get("store.unavailable"));
        } catch (RuntimeException e) {
            LOG.error("chat event {} could not be handled", event, e);
        }
    }

    /**
     * Start-up: loads every open table from the store, rebuilds its match by replaying the
     * move log and re-arms its timers from the stored deadlines; what no timer will do (a
     * computer's move, a prompt) goes to the timers' threads at once, a few at a time. The
     * chat messages are refreshed afterwards, a few per second ({@link StartupRedraws}), so
     * live play keeps the platforms' limits. Then forgets old processed event ids, now and
     * every few hours. The places waiting to be put away are armed again ({@link PlacesPutAway}).
     */
    public void restore() {
        List<StoredTable> open = tables.open();
        for (StoredTable stored : open) {
            ChatId chat = new ChatId(stored.table().platform(), stored.table().chatId(), stored.table().threadId());
            try {
                chats.load(chat, () -> {
                    Table table = tables.load(stored);
                    table.resume(Duration.ZERO);
                    steps.arm(table);
                    if (table.leftToDo()) {
                        config.scheduler().schedule(Duration.ZERO, () -> runLater(table, () -> steps.run(table, table.carryOn())));
                    }
                });
                redraws.add(chat);
            } catch (RuntimeException e) {
                LOG.error("table {} could not be restored", stored.table().id(), e);
            }
        }
        redraws.start();
        putAway.restore(out.platform());
        LOG.info("restored {} open tables", open.size());
        seen.pruneNowAndThen();
    }

    /** A table's start-up redraw, when its turn comes. */
    private void redraw(ChatId chat) {
        Table known = tables.inChat(chat);
        if (known == null) {
            return;
        }
        chats.run(chat, Act.system(chat, out, Texts.core(known.lang())), null, () -> {
            Table table = tables.fresh(chat);
            return new ChatSerializer.Work(table, table == null ? () -> { } : () -> steps.run(table, table.redraw()));
        });
    }

    /** Writes what waits in memory (message ids, event marks): before the bot stops. */
    @Override
    public void close() {
        later.flush();
    }

    /** The open table of a chat in memory, as its state: for tests. */
    public Optional<TableState> table(ChatId chat) {
        return tables.table(chat);
    }

    // ---- news from the adapters

    /**
     * The platform moved a chat (Telegram: a group upgraded to a supergroup): its table,
     * its standings and its language follow to the new id. The store moves the rows; the
     * table is reloaded under the new chat and posts its message there, since the old
     * chat's messages can no longer be edited. A second call for the same move does nothing.
     */
    @Override
    public void chatMoved(ChatId from, ChatId to) {
        try {
            commands.chatMoved(from, to);
            AtomicBoolean tableMoved = new AtomicBoolean();
            Table before = tables.inChat(from);
            chats.run(from, Act.system(from, out, Texts.core(before == null ? Lang.EN : before.lang())), null, () -> {
                Table old = tables.fresh(from);
                return new ChatSerializer.Work(old, () -> {
                    if (old != null) {
                        writer.writeMessages(old);
                    }
                    int moved = store.moveChat(from.platform(), from.id(), to.id());
                    if (old != null) {
                        tables.forget(old);
                        tableMoved.set(true);
                    }
                    LOG.info("chat {} moved to {} ({} rows)", from, to, moved);
                });
            });
            if (!tableMoved.get()) {
                return;
            }
            chats.run(to, Act.system(to, out, Texts.core(before == null ? Lang.EN : before.lang())), null, () -> {
                Table table = tables.fresh(to);
                return new ChatSerializer.Work(table, () -> {
                    if (table != null) {
                        steps.run(table, table.moveTo(to));
                    }
                });
            });
        } catch (RuntimeException e) {
            LOG.error("chat {} could not move to {}", from, to, e);
        }
    }

    /**
     * The bot was removed from these chats: each table there is logged and waits (no turn
     * is played for a player who cannot see it), stays stored, and goes on at the next
     * command or press once the bot is back.
     */
    @Override
    public void chatsGone(Collection<ChatId> chats, String why) {
        for (ChatId chat : chats) {
            this.chats.withTable(chat, table -> steps.run(table, table.chatGone(why)));
        }
    }

    /**
     * A place was closed or deleted under its table (a Telegram topic closed by an admin): the
     * table stops with its standings, stored like any stopped match, and its owner hears of
     * it privately; nothing more is posted there.
     */
    @Override
    public void placeClosed(ChatId place, String why) {
        try {
            Table known = tables.inChat(place);
            Act act = Act.system(place, out, Texts.core(known == null ? Lang.EN : known.lang()));
            chats.run(place, act, null, () -> {
                Table table = tables.fresh(place);
                if (table != null) {
                    LOG.info("table {}: its place {} was closed ({}), so it stops", table.id, place, why);
                }
                return new ChatSerializer.Work(table,
                        table == null ? () -> { } : () -> steps.run(table, table.placeClosed(act)));
            });
        } catch (RuntimeException e) {
            LOG.error("the table of closed place {} could not be stopped", place, e);
        }
    }

    @Override
    public void editSent(MessageRef ref, Delivery result) {
        chats.withTable(ref.chat(), table -> steps.run(table, table.editSent(ref, result)));
    }

    @Override
    public void posted(MessageRef pending, Delivery result) {
        try {
            if (result instanceof Delivery.Delivered d && d.ref() != null) {
                out.resolved(pending, d.ref());
            }
            chats.withTable(pending.chat(), table -> steps.run(table, table.posted(pending, result)));
        } catch (RuntimeException e) {
            LOG.error("news of message {} could not be handled", pending, e);
        }
    }

    // ---- alarms

    /**
     * One of {@code table}'s alarms rang: under the chat's lock, if the table is still the
     * chat's current copy (a copy replaced by a fresher one from the store has its own
     * alarms), the table says what it does now, and that is carried out. Should the store
     * fail meanwhile, the chat is recovered later ({@link StoreRecovery}): its table,
     * reloaded, asks for its alarms again, so a turn's clock survives an outage of the store.
     */
    private void rang(Table table, Alarm alarm) {
        runLater(table, () -> {
            table.alarms().rang();
            steps.run(table, table.ring(alarm));
        });
    }

    /** A write of {@code table} went through: the store works for its chat again. */
    private void written(Table table) {
        recovery.written(table.chat());
    }

    /** The table finished or was stopped: forget it, and a place made for it may be put away later ({@link PlacesPutAway}). */
    private void closed(Table table) {
        tables.closed(table);
        if (table.chat().inThread()) {
            putAway.tableDone(table.chat());
        }
    }

    private void runLater(Table table, Runnable task) {
        try {
            ChatId chat = table.chat();
            ChatSerializer.Outcome outcome = chats.run(chat, Act.system(chat, out, Texts.core(table.lang())), null,
                    () -> {
                        Table current = tables.fresh(chat);
                        return new ChatSerializer.Work(current, current == table ? task : () -> { });
                    });
            if (outcome == ChatSerializer.Outcome.STORE_FAILED) {
                recovery.later(chat);
            }
        } catch (RuntimeException e) {
            LOG.error("table {}: timer failed", table.id, e);
        }
    }

    /**
     * The open tables in memory that wait for a step of the bot's with no timer armed to
     * take it, and the chats whose table the store's failure dropped with no recovery armed:
     * for tests of the invariant that no table stalls (always empty). Reads without the
     * chats' locks.
     */
    List<String> stalled() {
        List<String> out = new ArrayList<>();
        for (Table t : tables.all()) {
            if (!t.attended()) {
                out.add("table " + t.id + " in " + t.chat());
            }
        }
        out.addAll(recovery.dropped());
        return out;
    }
}
