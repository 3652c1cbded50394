package dev.mazziere.table;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.Outbox;
import dev.mazziere.game.Game;
import dev.mazziere.game.GameRegistry;
import dev.mazziere.game.Options;
import dev.mazziere.game.SetupException;
import dev.mazziere.text.GamePresenter;
import dev.mazziere.text.GenericPresenter;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Presentable;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 */
public final class Tables implements ChatHandler, TableHost {

    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);
    private static final int REMEMBERED_EVENTS = 2000;

    private final GameRegistry registry;
    private final Outbox out;
    private final TableConfig config;
    private final TableStore store;
    private final Map<ChatId, Table> byChat = new ConcurrentHashMap<>();
    private final Map<String, Table> byId = new ConcurrentHashMap<>();
    private final Map<ChatId, ReentrantLock> locks = new ConcurrentHashMap<>();
    private final Map<String, Boolean> seenEvents = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > REMEMBERED_EVENTS;
        }
    };
    private final SeededRandom ids;

    public Tables(GameRegistry registry, ChatPort port, TableConfig config, TableStore store) {
        this.registry = registry;
        this.out = new Outbox(port);
        this.config = config;
        this.store = store;
        this.ids = new SeededRandom(config.seeds().getAsLong());
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
        if (!firstTime(event.eventId())) {
            return;
        }
        Table target = switch (event) {
            case ChatEvent.ButtonPress p -> Payload.parse(p.payload()).map(x -> byId.get(x.tableId())).orElse(null);
            default -> privateStart(event).orElseGet(() -> byChat.get(event.chat()));
        };
        ChatId lockChat = target != null ? target.chat : event.chat();
        Act act = new Act(event, out, Texts.core(language(lockChat, event)));
        withLock(lockChat, target, act, () -> dispatch(event, act));
    }

    /**
     * The table a {@code /start <tableId>} from another chat is about: what a private
     * chat receives when a player follows the link of {@link ChatPort#privateStartLink}
     * and presses Start. It asks for that table's hand, not to start a match.
     */
    private Optional<Table> privateStart(ChatEvent event) {
        if (event instanceof ChatEvent.Command c && c.args().size() == 1
                && Command.find(c.name()).filter(x -> x == Command.START).isPresent()) {
            Table table = byId.get(c.args().get(0));
            if (table != null && !table.chat.equals(c.chat())) {
                return Optional.of(table);
            }
        }
        return Optional.empty();
    }

    private boolean firstTime(String eventId) {
        if (eventId == null) {
            return true;
        }
        synchronized (seenEvents) {
            return seenEvents.put(eventId, Boolean.TRUE) == null;
        }
    }

    private Lang language(ChatId chat, ChatEvent event) {
        Table table = byChat.get(chat);
        if (table != null) {
            return table.lang();
        }
        return store.language(chat).orElse(Lang.of(event.from().locale()));
    }

    private void withLock(ChatId chat, Table table, Act act, Runnable work) {
        ReentrantLock lock = locks.computeIfAbsent(chat, k -> new ReentrantLock());
        lock.lock();
        String tableId = table != null ? table.id : "-";
        MDC.put("table", tableId);
        try {
            work.run();
            act.done();
        } catch (RuntimeException e) {
            LOG.error("table {} in chat {} failed", tableId, chat, e);
            try {
                act.answer(act.t().get("error.sorry"));
            } catch (RuntimeException again) {
                LOG.error("table {}: cannot even apologise", tableId, again);
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

    private void saveQuietly(Table table) {
        try {
            store.save(table.record());
        } catch (RuntimeException e) {
            LOG.error("table {}: cannot save", table.id, e);
        }
    }

    private void dispatch(ChatEvent event, Act act) {
        Optional<Table> started = privateStart(event);
        if (started.isPresent()) {
            started.get().showHand(act);
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
        Optional<GameCommand> open = GameCommand.find(c.name(), registry);
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
            case HELP -> act.answer(t.get("help", String.join(" ", GameCommand.playable(registry))));
            case LANG -> language(c, act, table, arg);
            case RULES -> rules(act, table, arg);
            default -> {
                if (table == null) {
                    act.answer(t.get("table.none", String.join(", ", GameCommand.playable(registry))));
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
                    default -> throw new IllegalStateException("unhandled " + known.get());
                }
            }
        }
    }

    private void open(GameCommand command, ChatEvent.Command c, Act act) {
        Texts t = act.t();
        Optional<Game> game = command.game(registry);
        if (game.isEmpty()) {
            act.answer(t.get("game.coming", capitalized(command.name()),
                    String.join(", ", GameCommand.playable(registry))));
            return;
        }
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
        Table table = new Table(newId(), c.chat(), game.get(), options, c.from().id(), c.from().displayName(),
                act.t().lang(), this);
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
        store.language(c.chat(), lang.get());
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
        boolean thisTable = table != null && (arg.isEmpty() || playsHere(table, GameCommand.find(arg, registry)));
        if (!thisTable && !arg.isEmpty()) {
            Optional<GameCommand> command = GameCommand.find(arg, registry);
            Optional<Game> game = command.flatMap(x -> x.game(registry));
            if (game.isEmpty()) {
                act.answer(command.isPresent()
                        ? t.get("game.coming", capitalized(command.get().name()), String.join(", ", GameCommand.playable(registry)))
                        : t.get("rules.unknown", arg, String.join(", ", registry.ids())));
                return;
            }
            presenter = presenterOf(game.get());
            options = game.get().resolveOptions(command.get().preset());
        } else if (thisTable) {
            presenter = table.presenter();
            options = table.options();
            extra = "\n" + table.optionsSummary();
        } else {
            Game game = registry.all().get(0);
            presenter = presenterOf(game);
            options = game.defaultOptions();
        }
        act.answer(presenter.rules(options, t) + extra);
    }

    /** True when {@code command} names the game this table plays ({@code /rules scopa} at a Scopone table does not). */
    private boolean playsHere(Table table, Optional<GameCommand> command) {
        Optional<Game> game = command.flatMap(c -> c.game(registry));
        return game.isPresent() && game.get().id().equals(table.game.id())
                && table.presenter().title(game.get().resolveOptions(command.get().preset())).equals(table.title());
    }

    private static GamePresenter presenterOf(Game game) {
        return game instanceof Presentable p ? p.presenter() : new GenericPresenter(game.id());
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
            Act none = Act.system(table.chat, out, Texts.core(table.lang()));
            withLock(table.chat, table, none, () -> {
                if (byId.get(table.id) == table) {
                    task.run();
                }
            });
        });
    }

    @Override
    public void closed(Table table) {
        byChat.remove(table.chat, table);
        byId.remove(table.id, table);
        store.remove(table.id);
    }

    /**
     * The platform moved a chat (Telegram: a group upgraded to a supergroup): its table,
     * and its language, follow to the new id. A second call for the same move does nothing.
     */
    @Override
    public void chatMoved(ChatId from, ChatId to) {
        try {
            store.language(from).ifPresent(lang -> store.language(to, lang));
            Table table = byChat.get(from);
            if (table == null) {
                return;
            }
            Act none = Act.system(to, out, Texts.core(table.lang()));
            withLock(from, table, none, () -> {
                if (byChat.remove(from, table)) {
                    byChat.put(to, table);
                    LOG.info("table {} follows its chat from {} to {}", table.id, from, to);
                    table.moveTo(to);
                }
            });
            saveQuietly(table);
        } catch (RuntimeException e) {
            LOG.error("chat {} could not move to {}", from, to, e);
        }
    }

    /** Loads every open table from the store, replaying its match, and re-arms its timers. */
    public void restore() {
        for (TableRecord r : store.open()) {
            try {
                Game game = registry.get(r.gameId());
                Table table = Table.restore(r, game, this);
                byChat.put(table.chat, table);
                byId.put(table.id, table);
                table.resume();
            } catch (RuntimeException e) {
                LOG.error("table {}: cannot restore", r.id(), e);
            }
        }
    }

    /** The open table of a chat, as a record (for tests and the store). */
    public Optional<TableRecord> table(ChatId chat) {
        Table table = byChat.get(chat);
        return table == null ? Optional.empty() : Optional.of(table.record());
    }

    private String newId() {
        String id;
        do {
            id = Long.toString(Math.floorMod(ids.nextLong(), 2_176_782_336L), 36);
        } while (byId.containsKey(id));
        return id;
    }

    private static String capitalized(String name) {
        return name.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + name.substring(1);
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
