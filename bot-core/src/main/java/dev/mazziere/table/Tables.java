package dev.mazziere.table;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.Outbox;
import dev.mazziere.game.Game;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.game.Options;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.SetupException;
import dev.mazziere.store.Deadline;
import dev.mazziere.store.MatchSetup;
import dev.mazziere.store.MatchStart;
import dev.mazziere.store.MoveAppend;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableUpdate;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.GamePresenter;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Every table of every chat, and the entry point of all chat events. Thread-safe:
 * events for one chat run one at a time under that chat's lock (timers too), events
 * for different chats in parallel. Nothing a user does throws out of here: an
 * unexpected error is logged with the table id and answered with a short apology.
 *
 * <p>Persistence: the {@link Store} is the truth, the tables in memory a cache of it.
 * A change is committed before anything about it is said in a chat: a move with
 * {@link Store#appendMove} against the number of moves it was validated on, any other
 * change with a versioned {@link Store#updateTable}. Before each event (and timer) the
 * table is checked against the store and reloaded if another bot instance changed it,
 * so several instances can share one PostgreSQL database; should two of them race on
 * the same table anyway, the store lets exactly one commit and the loser reloads and
 * says "that turn has already been played". Platform events are processed at most
 * once ({@link Store#markProcessed}, with a small cache in front).
 */
public final class Tables implements ChatHandler, TableHost {

    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);
    private static final int REMEMBERED_EVENTS = 2000;

    private final GameRegistry registry;
    private final Outbox out;
    private final TableConfig config;
    private final Store store;
    private final Map<String, Persisted> persisted = new ConcurrentHashMap<>();
    private final Map<ChatId, Lang> chatLanguages = new ConcurrentHashMap<>();
    private final Map<ChatId, Table> byChat = new ConcurrentHashMap<>();
    private final Map<String, Table> byId = new ConcurrentHashMap<>();
    private final Map<ChatId, ReentrantLock> locks = new ConcurrentHashMap<>();
    private final Map<String, Boolean> seenEvents = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > REMEMBERED_EVENTS;
        }
    };

    /** What the store holds of a table, as this instance last read or wrote it. */
    private static final class Persisted {
        TableRecord row;
        Long matchId;
        TableSnapshot saved;
        List<dev.mazziere.store.MessageRef> messages = List.of();
        List<Deadline> deadlines = List.of();

        Persisted(TableRecord row) {
            this.row = row;
        }
    }

    /** How long processed event ids are remembered: platforms redeliver within a day. */
    static final Duration EVENT_MEMORY = Duration.ofHours(48);
    private static final Duration PRUNE_EVERY = Duration.ofHours(6);

    public Tables(GameRegistry registry, ChatPort port, TableConfig config, Store store) {
        this.registry = registry;
        this.out = new Outbox(port);
        this.config = config;
        this.store = store;
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
            handleSafely(event);
        } catch (RuntimeException e) {
            LOG.error("chat event {} could not be handled", event, e);
        }
    }

    private void handleSafely(ChatEvent event) {
        if (!firstTime(event.chat().platform(), event.eventId())) {
            return;
        }
        ChatId lockChat = switch (event) {
            case ChatEvent.ButtonPress p -> Payload.parse(p.payload()).map(x -> chatOf(x.tableId()))
                    .orElse(event.chat());
            default -> privateStart(event).orElse(event.chat());
        };
        withLock(lockChat, () -> {
            Table target = fresh(lockChat);
            Act act = new Act(event, out, Texts.core(language(lockChat, event)));
            return new Work(target, act, () -> dispatch(event, act));
        });
    }

    /**
     * The chat of the table a {@code /start <tableId>} from another chat is about: what a
     * private chat receives when a player follows the link of {@link ChatPort#privateStartLink}
     * and presses Start. It asks for that table's hand, not to start a match.
     */
    private Optional<ChatId> privateStart(ChatEvent event) {
        if (event instanceof ChatEvent.Command c && c.args().size() == 1
                && Command.find(c.name()).filter(x -> x == Command.START).isPresent()) {
            ChatId tableChat = chatOf(c.args().get(0));
            if (tableChat != null && !tableChat.equals(c.chat())) {
                return Optional.of(tableChat);
            }
        }
        return Optional.empty();
    }

    /** The chat of a table named by a button: from memory, else from the store (another instance's table). */
    private ChatId chatOf(String tableId) {
        Table known = byId.get(tableId);
        if (known != null) {
            return known.chat;
        }
        OptionalLong id = storeId(tableId);
        if (id.isEmpty()) {
            return null;
        }
        return store.loadTable(id.getAsLong()).filter(t -> t.table().status().isOpen())
                .map(t -> new ChatId(t.table().platform(), t.table().chatId())).orElse(null);
    }

    private static OptionalLong storeId(String tableId) {
        try {
            return OptionalLong.of(Long.parseLong(tableId));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** At most once: the cache answers repeats cheaply, the store across restarts and instances. */
    private boolean firstTime(String platform, String eventId) {
        if (eventId == null) {
            return true;
        }
        synchronized (seenEvents) {
            if (seenEvents.put(platform + ":" + eventId, Boolean.TRUE) != null) {
                return false;
            }
        }
        return store.markProcessed(platform, eventId);
    }

    private Lang language(ChatId chat, ChatEvent event) {
        Table table = byChat.get(chat);
        if (table != null) {
            return table.lang();
        }
        return chatLanguages.getOrDefault(chat, Lang.of(event.from().locale()));
    }

    /** One event's work under its chat's lock, prepared once the table is fresh. */
    private record Work(Table table, Act act, Runnable run) {
    }

    /**
     * Runs under the chat's lock: brings the chat's table up to date with the store, runs
     * the work, then saves what the work left unsaved (message ids, timers). A lost race
     * or an unexpected error reloads the table from the store, so memory never keeps a
     * change the store does not have.
     */
    private void withLock(ChatId chat, java.util.function.Supplier<Work> prepare) {
        if (chat == null) {
            return;
        }
        ReentrantLock lock = locks.computeIfAbsent(chat, k -> new ReentrantLock());
        lock.lock();
        String tableId = "-";
        Act act = null;
        try {
            Work work = prepare.get();
            act = work.act();
            tableId = work.table() != null ? work.table().id : "-";
            MDC.put("table", tableId);
            work.run().run();
            act.done();
        } catch (TableChanged e) {
            LOG.info("table {}: {}; reloading", tableId, e.getMessage());
            reloadQuietly(chat);
            if (act != null && !act.isSystem()) {
                answerQuietly(act, act.t().get(e.textKey()), tableId);
            }
        } catch (RuntimeException e) {
            LOG.error("table {} in chat {} failed", tableId, chat, e);
            reloadQuietly(chat);
            if (act != null) {
                answerQuietly(act, act.t().get("error.sorry"), tableId);
            }
        } finally {
            Table current = byChat.get(chat);
            if (current != null) {
                saveQuietly(current);
            }
            MDC.remove("table");
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

    private void saveQuietly(Table table) {
        try {
            commit(table);
        } catch (TableChanged e) {
            LOG.info("table {}: {}; it will be reloaded", table.id, e.getMessage());
            forget(table);
        } catch (RuntimeException e) {
            LOG.error("table {}: cannot save", table.id, e);
            forget(table);
        }
    }

    private void reloadQuietly(ChatId chat) {
        try {
            Table stale = byChat.get(chat);
            if (stale != null) {
                forget(stale);
            }
            fresh(chat);
        } catch (RuntimeException e) {
            LOG.error("chat {}: cannot reload its table", chat, e);
        }
    }

    private void dispatch(ChatEvent event, Act act) {
        Optional<ChatId> startedFrom = privateStart(event);
        if (startedFrom.isPresent()) {
            Table table = byChat.get(startedFrom.get());
            if (table != null) {
                table.showHand(act);
            }
            return;
        }
        switch (event) {
            case ChatEvent.Command c -> command(c, act);
            case ChatEvent.ButtonPress p -> press(p, act);
            case ChatEvent.Reaction r -> reaction(r, act);
        }
    }

    // ---- commands

    private void command(ChatEvent.Command c, Act act) {
        Texts t = act.t();
        Optional<GameRegistry.Opening> open = registry.opening(c.name());
        if (open.isPresent()) {
            open(open.get(), c, act);
            return;
        }
        Optional<Command> known = Command.find(c.name());
        if (known.isEmpty()) {
            act.answer(t.get("command.unknown", c.name()));
            return;
        }
        Table table = byChat.get(c.chat());
        String arg = c.args().isEmpty() ? "" : c.args().get(0);
        switch (known.get()) {
            case HELP -> act.answer(t.get("help", String.join(" ", playableList())));
            case HISTORY -> act.answer(ChatRecords.history(store, registry, c.chat(), out.capabilities(), t));
            case STATS -> act.answer(ChatRecords.stats(store, registry, c.chat(), t));
            case LANG -> language(c, act, table, arg);
            case RULES -> rules(act, table, arg);
            default -> {
                if (table == null) {
                    act.answer(t.get("table.none", playable()));
                    return;
                }
                switch (known.get()) {
                    case JOIN -> table.join(act);
                    case LEAVE -> table.leave(act);
                    case ADDBOT -> table.addBot(act, arg);
                    case OPTION -> table.option(act, c.args());
                    case START -> table.start(act);
                    case STOP -> table.stop(act);
                    case HAND -> table.showHand(act);
                    case TABLE -> table.repost(act);
                    case NUDGE -> table.nudge(act);
                    default -> throw new IllegalStateException("unhandled " + known.get());
                }
            }
        }
    }

    private void open(GameRegistry.Opening opening, ChatEvent.Command c, Act act) {
        Texts t = act.t();
        Optional<Game> game = Optional.of(opening.entry().game());
        GameCommand command = opening.command();
        if (byChat.containsKey(c.chat())) {
            act.answer(t.get("table.exists", byChat.get(c.chat()).title()));
            return;
        }
        Options options;
        try {
            options = game.get().resolveOptions(command.preset());
        } catch (SetupException e) {
            act.answer(Table.setupText(e, t));
            return;
        }
        Map<String, String> raw = new LinkedHashMap<>();
        options.asMap().forEach((k, v) -> raw.put(k, String.valueOf(v)));
        TableCreation created = store.createTable(TableRows.newTable(c.chat(), game.get().id(), raw,
                TableOptions.forGame(game.get()), c.from().id(), c.from().displayName(), act.t().lang()));
        if (created instanceof TableCreation.ChatBusy) {
            Table other = fresh(c.chat());
            act.answer(t.get("table.exists", other != null ? other.title() : command.title()));
            return;
        }
        TableRecord row = ((TableCreation.Created) created).table();
        Table table = new Table(Long.toString(row.id()), c.chat(), opening.entry(), options, c.from().id(),
                c.from().displayName(), act.t().lang(), this);
        persisted.put(table.id, new Persisted(row));
        byChat.put(c.chat(), table);
        byId.put(table.id, table);
        table.open(act);
    }

    private void language(ChatEvent.Command c, Act act, Table table, String arg) {
        Optional<Lang> lang = Lang.parse(arg);
        if (lang.isEmpty()) {
            act.answer(act.t().get("lang.usage"));
            return;
        }
        chatLanguages.put(c.chat(), lang.get());
        act.language(Texts.core(lang.get()));
        if (table != null) {
            table.language(lang.get());
        }
        act.answer(act.t().get("lang.done"));
    }

    private void rules(Act act, Table table, String arg) {
        Texts t = act.t();
        GamePresenter presenter;
        Options options;
        String extra = "";
        // "/rules napoleone" at a Napoleone table: the rules with this table's options.
        Optional<GameRegistry.Opening> named = arg.isEmpty() ? Optional.empty() : registry.opening(arg);
        boolean thisTable = table != null && (arg.isEmpty() || named.filter(o -> playsHere(table, o)).isPresent());
        if (!thisTable && !arg.isEmpty()) {
            if (named.isEmpty()) {
                act.answer(t.get("rules.unknown", arg, String.join(", ", registry.ids())));
                return;
            }
            presenter = named.get().entry().presenter();
            options = named.get().entry().game().resolveOptions(named.get().command().preset());
        } else if (thisTable) {
            presenter = table.presenter();
            options = table.options();
            extra = "\n" + table.optionsSummary();
        } else {
            GameEntry game = registry.all().get(0);
            presenter = game.presenter();
            options = game.game().defaultOptions();
        }
        act.answer(presenter.rules(options, t) + extra);
    }

    /** True when {@code opening} names the game this table plays ({@code /rules scopa} at a Scopone table does not). */
    private static boolean playsHere(Table table, GameRegistry.Opening opening) {
        return opening.entry().id().equals(table.game.id())
                && table.presenter().title(opening.entry().game().resolveOptions(opening.command().preset()))
                .equals(table.title());
    }

    // ---- buttons and reactions

    private void press(ChatEvent.ButtonPress p, Act act) {
        Texts t = act.t();
        Optional<Payload> payload = Payload.parse(p.payload());
        if (payload.isEmpty()) {
            act.answer(t.get("press.unknown"));
            return;
        }
        Table table = byId.get(payload.get().tableId());
        if (table == null) {
            act.answer(t.get("press.oldTable"));
            return;
        }
        switch (payload.get()) {
            case Payload.Join j -> table.join(act);
            case Payload.Leave l -> table.leave(act);
            case Payload.AddBot b -> table.addBot(act, "");
            case Payload.Start s -> table.start(act);
            case Payload.Hand h -> table.showHand(act);
            case Payload.Play m -> table.play(act, m);
            case Payload.Select u -> table.select(act, u);
        }
    }

    private void reaction(ChatEvent.Reaction r, Act act) {
        Table table = byChat.get(r.chat());
        if (table == null || !r.emoji().startsWith("✅") || !table.isLobbyMessage(r.message())) {
            return;
        }
        Act silent = new Act(r, new Outbox(new SilentPort(out.capabilities())), act.t());
        if (r.added()) {
            table.join(silent);
        } else {
            table.leave(silent);
        }
    }

    // ---- the host side

    @Override
    public Scheduler.Cancellable later(Table table, Duration delay, Runnable task) {
        return config.scheduler().schedule(delay, () -> {
            try {
                withLock(table.chat, () -> {
                    Table current = fresh(table.chat);
                    Act none = Act.system(table.chat, out, Texts.core(table.lang()));
                    // A copy replaced by a fresher one from the store has its own timers.
                    return new Work(current, none, current == table ? task : () -> { });
                });
            } catch (RuntimeException e) {
                LOG.error("table {}: timer failed", table.id, e);
            }
        });
    }

    @Override
    public void commit(Table table) {
        Persisted p = persisted.get(table.id);
        if (p == null) {
            throw new TableChanged("race.table", "table " + table.id + " is no longer known here");
        }
        TableSnapshot now = table.record();
        if (now.equals(p.saved)) {
            return;
        }
        TableRecord row = TableRows.row(now, p.row);
        if (now.phase() == Phase.PLAYING && p.matchId == null) {
            MatchState match = table.match();
            MatchSetup setup = new MatchSetup(table.game.id(), raw(match), match.seatCount(), match.seed());
            switch (store.startMatch(row, setup)) {
                case MatchStart.Started s -> {
                    p.row = s.table();
                    p.matchId = s.match().id();
                }
                case MatchStart.Conflict c -> throw new TableChanged("race.table",
                        "started elsewhere (version " + c.current().version() + ")");
            }
        } else {
            if (now.phase() == Phase.FINISHED && p.matchId != null && table.match() != null) {
                store.finishMatch(p.matchId, table.transcript(), table.results());
            }
            if (!row.equals(p.row)) {
                switch (store.updateTable(row)) {
                    case TableUpdate.Updated u -> p.row = u.table();
                    case TableUpdate.Conflict c -> throw new TableChanged("race.table",
                            "changed elsewhere (version " + c.current().version() + " not " + c.expectedVersion() + ")");
                }
            }
        }
        long id = p.row.id();
        List<dev.mazziere.store.MessageRef> messages = TableRows.messages(now);
        for (dev.mazziere.store.MessageRef m : p.messages) {
            if (messages.stream().noneMatch(x -> x.kind().equals(m.kind()) && x.userId().equals(m.userId()))) {
                store.removeMessage(id, m.kind(), m.userId());
            }
        }
        for (dev.mazziere.store.MessageRef m : messages) {
            if (!p.messages.contains(m)) {
                store.putMessage(id, m);
            }
        }
        p.messages = messages;
        List<Deadline> deadlines = TableRows.deadlines(now);
        if (!deadlines.equals(p.deadlines)) {
            store.clearDeadlines(id);
            deadlines.forEach(d -> store.putDeadline(id, d));
            p.deadlines = deadlines;
        }
        p.saved = now;
    }

    private static Map<String, String> raw(MatchState match) {
        Map<String, String> raw = new LinkedHashMap<>();
        match.options().asMap().forEach((k, v) -> raw.put(k, String.valueOf(v)));
        return raw;
    }

    @Override
    public void commitMove(Table table, int seq, int seat, String code) {
        Persisted p = persisted.get(table.id);
        if (p == null || p.matchId == null) {
            throw new TableChanged("race.move", "table " + table.id + " has no match here");
        }
        if (store.appendMove(p.matchId, seq, seat, code) instanceof MoveAppend.Conflict c) {
            throw new TableChanged("race.move", "move " + seq + " already played (" + c.moveCount() + " in the log)");
        }
    }

    @Override
    public void closed(Table table) {
        byChat.remove(table.chat, table);
        byId.remove(table.id, table);
        persisted.remove(table.id);
    }

    /**
     * The platform moved a chat (Telegram: a group upgraded to a supergroup): its table,
     * its standings and its language follow to the new id. The store moves the rows; the
     * table is reloaded under the new chat and posts its message there, since the old
     * chat's messages can no longer be edited. A second call for the same move does nothing.
     */
    @Override
    public void chatMoved(ChatId from, ChatId to) {
        try {
            Lang lang = chatLanguages.remove(from);
            if (lang != null) {
                chatLanguages.putIfAbsent(to, lang);
            }
            java.util.concurrent.atomic.AtomicBoolean tableMoved = new java.util.concurrent.atomic.AtomicBoolean();
            withLock(from, () -> {
                Table old = fresh(from);
                Act none = Act.system(from, out, Texts.core(old == null ? Lang.EN : old.lang()));
                return new Work(old, none, () -> {
                    int moved = store.moveChat(from.platform(), from.id(), to.id());
                    if (old != null) {
                        forget(old);
                        tableMoved.set(true);
                    }
                    LOG.info("chat {} moved to {} ({} rows)", from, to, moved);
                });
            });
            if (!tableMoved.get()) {
                return;
            }
            withLock(to, () -> {
                Table table = fresh(to);
                Act none = Act.system(to, out, Texts.core(table == null ? Lang.EN : table.lang()));
                return new Work(table, none, () -> {
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
    public void chatsGone(java.util.Collection<ChatId> chats, String why) {
        for (ChatId chat : chats) {
            withTable(chat, table -> table.chatGone(why));
        }
    }

    @Override
    public void editSent(dev.mazziere.chat.MessageRef ref, dev.mazziere.chat.Delivery result) {
        withTable(ref.chat(), table -> table.editSent(ref, result));
    }

    /**
     * Runs {@code work} on the chat's table in memory, under the chat's lock, then saves
     * what it changed. For news from the adapter about the chat itself, which concerns the
     * copy that sent the messages: no reload from the store first.
     */
    private void withTable(ChatId chat, java.util.function.Consumer<Table> work) {
        if (!byChat.containsKey(chat)) {
            return;
        }
        ReentrantLock lock = locks.computeIfAbsent(chat, k -> new ReentrantLock());
        lock.lock();
        Table table = byChat.get(chat);
        try {
            if (table != null) {
                MDC.put("table", table.id);
                work.accept(table);
            }
        } catch (RuntimeException e) {
            LOG.error("table {} in chat {} failed", table.id, chat, e);
        } finally {
            if (table != null) {
                saveQuietly(table);
            }
            MDC.remove("table");
            lock.unlock();
        }
    }

    /** Drops a table from memory (its timers too): the next event reloads it from the store. */
    private void forget(Table table) {
        table.discard();
        closed(table);
    }

    /**
     * The chat's open table as the store has it: the copy in memory when it is up to date
     * (same version, same match, same number of moves), otherwise a copy rebuilt from the
     * store, whose timers are re-armed. Null when the chat has no open table. Under the
     * chat's lock.
     */
    private Table fresh(ChatId chat) {
        Optional<StoredTable> stored = store.loadOpenTable(chat.platform(), chat.id());
        Table mem = byChat.get(chat);
        if (stored.isEmpty()) {
            if (mem != null) {
                forget(mem);
            }
            return null;
        }
        if (mem != null && upToDate(mem, stored.get())) {
            return mem;
        }
        if (mem != null) {
            forget(mem);
        }
        Table loaded = load(stored.get());
        loaded.resume(false);
        return loaded;
    }

    private boolean upToDate(Table mem, StoredTable stored) {
        Persisted p = persisted.get(mem.id);
        if (p == null || p.row.id() != stored.table().id() || p.row.version() != stored.table().version()) {
            return false;
        }
        Long storedMatch = stored.match().map(m -> m.match().id()).orElse(null);
        int storedMoves = stored.match().map(m -> m.moves().size()).orElse(0);
        int memMoves = mem.match() == null ? 0 : mem.match().moveCount();
        return java.util.Objects.equals(p.matchId, storedMatch) && memMoves == storedMoves;
    }

    /** Rebuilds a stored table in memory (match by replay), without re-arming anything yet. */
    private Table load(StoredTable stored) {
        TableSnapshot snapshot = TableRows.snapshot(stored);
        Table table = Table.restore(snapshot, registry.get(snapshot.gameId()), this);
        Persisted p = new Persisted(stored.table());
        p.matchId = stored.match().map(m -> m.match().id()).orElse(null);
        p.messages = TableRows.messages(snapshot);
        p.deadlines = stored.deadlines();
        p.saved = table.record();
        p.saved = p.saved.equals(snapshot) ? p.saved : null;
        persisted.put(table.id, p);
        byChat.put(table.chat, table);
        byId.put(table.id, table);
        return table;
    }

    /**
     * Start-up: loads every open table from the store, rebuilds its match by replaying the
     * move log, re-arms its timers from the stored deadlines (or lets a computer player
     * move), and refreshes its chat message. Then forgets old processed event ids, now and
     * every few hours.
     */
    public void restore() {
        List<StoredTable> open = store.loadOpenTables();
        for (StoredTable stored : open) {
            ChatId chat = new ChatId(stored.table().platform(), stored.table().chatId());
            withLock(chat, () -> {
                Table table = load(stored);
                Act none = Act.system(chat, out, Texts.core(table.lang()));
                return new Work(table, none, () -> table.resume(true));
            });
        }
        LOG.info("restored {} open tables", open.size());
        pruneEvents();
    }

    private void pruneEvents() {
        try {
            int pruned = store.pruneProcessed(config.clock().instant().minus(EVENT_MEMORY));
            LOG.debug("forgot {} processed event ids", pruned);
        } catch (RuntimeException e) {
            LOG.error("cannot prune processed event ids", e);
        }
        config.scheduler().schedule(PRUNE_EVERY, this::pruneEvents);
    }

    /** The open table of a chat, as a record (for tests and the store). */
    public Optional<TableSnapshot> table(ChatId chat) {
        Table table = byChat.get(chat);
        return table == null ? Optional.empty() : Optional.of(table.record());
    }

    /** The commands that open a table, for texts that offer them: "/scopa, /scopone, ...". */
    private String playable() {
        return String.join(", ", playableList());
    }

    private List<String> playableList() {
        return registry.commands().stream().map(g -> "/" + g.name()).toList();
    }

    /** For reactions: a port that says nothing (the lobby edit is the answer). */
    private record SilentPort(dev.mazziere.chat.Capabilities capabilities) implements ChatPort {
        @Override
        public dev.mazziere.chat.Delivery send(ChatId chat, Message message) {
            return new dev.mazziere.chat.Delivery.Unreachable("silent");
        }

        @Override
        public dev.mazziere.chat.Delivery sendPrivate(dev.mazziere.chat.UserId user, Message message) {
            return new dev.mazziere.chat.Delivery.Unreachable("silent");
        }

        @Override
        public dev.mazziere.chat.Delivery edit(dev.mazziere.chat.MessageRef ref, Message message) {
            return new dev.mazziere.chat.Delivery.Unreachable("silent");
        }

        @Override
        public void answer(ChatEvent.ButtonPress press, Message reply) {
        }
    }
}
