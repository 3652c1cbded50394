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
import dev.mazziere.store.StoredTable;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.time.Duration;
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
 * chat-level commands and {@link TableRepository} keeps the tables coherent with the
 * {@link Store}, so several bot instances can share one PostgreSQL database. Thread-safe;
 * nothing a user does throws out of here.
 */
public final class Tables implements ChatHandler, TableHost {

    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private final Outbox out;
    private final TableConfig config;
    private final Store store;
    private final SeenEvents seen;
    private final TableRepository tables;
    private final ChatSerializer chats;
    private final ChatCommands commands;
    private final EventRouter router;

    public Tables(GameRegistry registry, ChatPort port, TableConfig config, Store store) {
        this.out = new Outbox(port);
        this.config = config;
        this.store = store;
        this.seen = new SeenEvents(store, config);
        this.tables = new TableRepository(registry, store, this, port.platform());
        this.chats = new ChatSerializer(tables);
        this.commands = new ChatCommands(registry, tables, store, out, config.lang());
        this.router = new EventRouter(registry, tables, commands, out);
    }

    @Override
    public Outbox out() {
        return out;
    }

    @Override
    public TableConfig config() {
        return config;
    }

    @Override
    public void handle(ChatEvent event) {
        try {
            if (!seen.firstTime(event.chat().platform(), event.eventId())) {
                return;
            }
            ChatId chat = router.chatOf(event);
            chats.run(chat, () -> {
                Table table = tables.fresh(chat);
                Act act = new Act(event, out, Texts.core(commands.languageOf(chat, event)));
                return new ChatSerializer.Work(table, act, () -> router.dispatch(event, act, chat));
            });
        } catch (RuntimeException e) {
            LOG.error("chat event {} could not be handled", event, e);
        }
    }

    /**
     * Start-up: loads every open table from the store, rebuilds its match by replaying the
     * move log, re-arms its timers from the stored deadlines (or lets a computer player
     * move), and refreshes its chat message. Then forgets old processed event ids, now and
     * every few hours.
     */
    public void restore() {
        List<StoredTable> open = tables.open();
        for (StoredTable stored : open) {
            ChatId chat = new ChatId(stored.table().platform(), stored.table().chatId());
            chats.run(chat, () -> {
                Table table = tables.load(stored);
                Act none = Act.system(chat, out, Texts.core(table.lang()));
                return new ChatSerializer.Work(table, none, () -> table.resume(true));
            });
        }
        LOG.info("restored {} open tables", open.size());
        seen.pruneNowAndThen();
    }

    /** The open table of a chat, as a record (for tests and the store). */
    public Optional<TableSnapshot> table(ChatId chat) {
        return tables.snapshot(chat);
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
            chats.run(from, () -> {
                Table old = tables.fresh(from);
                Act none = Act.system(from, out, Texts.core(old == null ? Lang.EN : old.lang()));
                return new ChatSerializer.Work(old, none, () -> {
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
            chats.run(to, () -> {
                Table table = tables.fresh(to);
                Act none = Act.system(to, out, Texts.core(table == null ? Lang.EN : table.lang()));
                return new ChatSerializer.Work(table, none, () -> {
                    if (table != null) {
                        table.moveTo(to);
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
            this.chats.withTable(chat, table -> table.chatGone(why));
        }
    }

    @Override
    public void editSent(MessageRef ref, Delivery result) {
        chats.withTable(ref.chat(), table -> table.editSent(ref, result));
    }

    @Override
    public void posted(MessageRef pending, Delivery result) {
        try {
            if (result instanceof Delivery.Delivered d && d.ref() != null) {
                out.resolved(pending, d.ref());
            }
            chats.withTable(pending.chat(), table -> table.posted(pending, result));
        } catch (RuntimeException e) {
            LOG.error("news of message {} could not be handled", pending, e);
        }
    }

    // ---- the host side

    @Override
    public Scheduler.Cancellable later(Table table, Duration delay, Runnable task) {
        return config.scheduler().schedule(delay, () -> {
            try {
                ChatId chat = table.chat();
                chats.run(chat, () -> {
                    Table current = tables.fresh(chat);
                    Act none = Act.system(chat, out, Texts.core(table.lang()));
                    // A copy replaced by a fresher one from the store has its own timers.
                    return new ChatSerializer.Work(current, none, current == table ? task : () -> { });
                });
            } catch (RuntimeException e) {
                LOG.error("table {}: timer failed", table.id, e);
            }
        });
    }

    @Override
    public void commit(Table table) {
        tables.commit(table);
    }

    @Override
    public void commitMove(Table table, int seq, int seat, String code) {
        tables.commitMove(table, seq, seat, code);
    }

    @Override
    public void closed(Table table) {
        tables.closed(table);
    }
}
