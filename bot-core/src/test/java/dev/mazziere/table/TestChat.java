package dev.mazziere.table;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Sender;
import dev.mazziere.chat.UserId;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.SqliteStore;
import dev.mazziere.store.Store;
import dev.mazziere.table.flow.Command;
import dev.mazziere.table.flow.Payload;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.table.record.SeatSnapshot;
import dev.mazziere.table.record.TableSnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * An in-memory chat platform: scripted users send commands and press buttons, and the
 * test reads what the bot posted, sent privately, edited and answered. One group chat.
 */
public final class TestChat implements ChatPort {

    @Override
    public String platform() {
        return PLATFORM;
    }


    public static final String PLATFORM = "test";

    /**
     * Something the bot did, in order. {@code kind}: chat, dm, edit, popup, confirm (a command
     * confirmed to its typer alone), retired (a message another took the place of), refused (a
     * post or edit in the group).
     */
    public record Out(String kind, String to, MessageRef ref, Message message) {
        public String text() {
            return message.text();
        }
    }

    public final ChatId group = new ChatId(PLATFORM, "group-1");
    public final FakeTime time = new FakeTime();
    public final List<Out> log = new ArrayList<>();
    public final Map<MessageRef, Message> current = new LinkedHashMap<>();
    public final Set<String> unreachable = new HashSet<>();
    public final Set<String> admins = new HashSet<>();
    /** Users whose private messages wait until they ask (Discord's ephemeral hands): logged as "held". */
    public final Set<String> held = new HashSet<>();
    public final Tables tables;
    public final Store store;
    private final Map<String, Locale> locales = new LinkedHashMap<>();
    /** Unique across instances, like platform ids: two bots on one store see distinct events. */
    private static final AtomicLong ids = new AtomicLong();
    private Capabilities capabilities = new Capabilities(4096, 8, 100, true, false, 200, false);
    public boolean failEdits;
    /** When set, posts and edits in the group chat are refused with it (the bot lost its rights, or the chat). */
    public volatile Delivery.Unreachable refusal;
    /** With {@link #refusal}: the refused messages still arrive, through the user's interaction (Discord). */
    public volatile boolean rerouted;
    /** When set, the platform offers links that open a private chat ({@link #privateStartLink}). */
    public boolean startLinks;
    /**
     * When set, group posts are taken to be sent later, as Telegram's adapter does: the core
     * gets a stand-in ref ({@link Delivery.Pending}) that edits reach, and hears of the
     * message's own ref at {@link #announcePosts}. A stand-in this instance did not make is
     * a message gone.
     */
    public boolean postLater;
    private final Map<MessageRef, MessageRef> standIns = new LinkedHashMap<>();
    private final List<MessageRef> unannounced = new ArrayList<>();

    public TestChat(long seed, Duration botPause) {
        this(seed, botPause, null);
    }

    /** With {@code store}, or a new SQLite file when null. */
    public TestChat(long seed, Duration botPause, Store store) {
        this(seed, botPause, store, GameRegistry.standard());
    }

    public TestChat(long seed, Duration botPause, Store store, GameRegistry registry) {
        this(seed, botPause, store, registry, c -> c);
    }

    /** With the table configuration changed by {@code tune} (another time zone ...). */
    public TestChat(long seed, Duration botPause, Store store, GameRegistry registry,
                    java.util.function.UnaryOperator<TableConfig> tune) {
        AtomicLong seeds = new AtomicLong(seed);
        TableConfig config = tune.apply(TableConfig.of(time, time, botPause, seeds::getAndIncrement));
        this.store = store != null ? store : newStore(time);
        this.tables = new Tables(registry, this, config, this.store);
    }

    /** A store in a new SQLite file, deleted when the JVM exits. */
    public static Store newStore(java.time.Clock clock) {
        try {
            Path dir = Files.createTempDirectory("mazziere-test");
            dir.toFile().deleteOnExit();
            Path file = dir.resolve("test.db");
            for (String f : List.of("test.db", "test.db-wal", "test.db-shm")) {
                dir.resolve(f).toFile().deleteOnExit();
            }
            return SqliteStore.open(file, clock);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public TestChat capabilities(Capabilities caps) {
        this.capabilities = caps;
        return this;
    }

    public TestChat locale(String user, Locale locale) {
        locales.put(user, locale);
        return this;
    }

    public Sender sender(String user) {
        return new Sender(new UserId(PLATFORM, user), user, locales.getOrDefault(user, Locale.ENGLISH),
                admins.contains(user));
    }

    /** {@code user} types each line ("/scopa", "/option target 21") in the group, in order. */
    public void say(String user, String... lines) {
        for (String line : lines) {
            String[] words = line.trim().substring(1).split("\\s+");
            tables.handle(new ChatEvent.Command("e" + ids.incrementAndGet(), group, sender(user),
                    words[0].toLowerCase(Locale.ROOT), Arrays.asList(words).subList(1, words.length)));
        }
    }

    /** {@code owner} opens a table in the group with {@code command} ("/scopa"), and each of {@code others} joins. */
    public void open(String command, String owner, String... others) {
        say(owner, command);
        for (String other : others) {
            say(other, "/join");
        }
    }

    /** {@code user} types {@code line} in their private chat with the bot. */
    public void sayPrivately(String user, String line) {
        String[] words = line.trim().substring(1).split("\\s+");
        tables.handle(new ChatEvent.Command("e" + ids.incrementAndGet(), new ChatId(PLATFORM, "dm-" + user),
                sender(user), words[0].toLowerCase(Locale.ROOT), Arrays.asList(words).subList(1, words.length), true));
    }

    /** {@code user} presses a button with this payload on message {@code ref}. */
    public void press(String user, String payload, MessageRef ref) {
        ChatId where = ref == null ? group : ref.chat();
        tables.handle(new ChatEvent.ButtonPress("e" + ids.incrementAndGet(), where, sender(user), payload, ref,
                "i" + ids.get()));
    }

    public void press(String user, Button button, MessageRef ref) {
        press(user, button.payload(), ref);
    }

    // ---- the port

    @Override
    public Capabilities capabilities() {
        return capabilities;
    }

    @Override
    public synchronized Delivery send(ChatId chat, Message message) {
        if (refusal != null && chat.equals(group) && !rerouted) {
            log.add(new Out("refused", chat.id(), null, message));
            return refusal;
        }
        MessageRef ref = new MessageRef(chat, "m" + ids.incrementAndGet());
        current.put(ref, message);
        log.add(new Out("chat", chat.id(), ref, message));
        if (postLater && chat.equals(group)) {
            MessageRef standIn = new MessageRef(chat, "p" + ref.id());
            standIns.put(standIn, ref);
            unannounced.add(standIn);
            return new Delivery.Pending(standIn);
        }
        return refusal != null && chat.equals(group) ? new Delivery.Rerouted(ref, refusal) : new Delivery.Delivered(ref);
    }

    /**
     * Tells the core the refs of the group posts made since {@link #postLater} was set, as an
     * adapter does once they are sent ({@link Tables#posted}).
     */
    public void announcePosts() {
        List<MessageRef> due;
        synchronized (this) {
            due = List.copyOf(unannounced);
            unannounced.clear();
        }
        due.forEach(standIn -> tables.posted(standIn, new Delivery.Delivered(standIns.get(standIn))));
    }

    @Override
    public synchronized Delivery sendPrivate(UserId user, Message message) {
        if (unreachable.contains(user.id())) {
            return new Delivery.Unreachable("never started the bot");
        }
        MessageRef ref = new MessageRef(new ChatId(PLATFORM, "dm-" + user.id()), "m" + ids.incrementAndGet());
        if (held.contains(user.id())) {
            log.add(new Out("held", user.id(), ref, message));
            return new Delivery.Held(ref);
        }
        current.put(ref, message);
        log.add(new Out("dm", user.id(), ref, message));
        return new Delivery.Delivered(ref);
    }

    /** A notice always reaches the private chat, held hands or not. */
    @Override
    public synchronized Delivery sendNotice(UserId user, Message message) {
        if (unreachable.contains(user.id())) {
            return new Delivery.Unreachable("never started the bot");
        }
        MessageRef ref = new MessageRef(new ChatId(PLATFORM, "dm-" + user.id()), "m" + ids.incrementAndGet());
        current.put(ref, message);
        log.add(new Out("dm", user.id(), ref, message));
        return new Delivery.Delivered(ref);
    }

    @Override
    public synchronized Delivery edit(MessageRef ref, Message message) {
        if (failEdits) {
            throw new IllegalStateException("platform exploded");
        }
        if (refusal != null && ref.chat().equals(group) && !rerouted) {
            log.add(new Out("refused", ref.chat().id(), ref, message));
            return refusal;
        }
        if (ref.id().startsWith("p")) {
            if (!standIns.containsKey(ref)) {
                return Delivery.Unreachable.gone("stand-in " + ref.id() + " of an earlier run");
            }
            ref = standIns.get(ref);
        }
        current.put(ref, message);
        log.add(new Out("edit", ref.chat().id(), ref, message));
        return refusal != null && ref.chat().equals(group) ? new Delivery.Rerouted(ref, refusal)
                : new Delivery.Delivered(ref);
    }

    /** A message another took the place of: logged as "retired" (it keeps what it shows, loses its buttons). */
    @Override
    public synchronized void retire(MessageRef ref) {
        MessageRef real = standIns.getOrDefault(ref, ref);
        log.add(new Out("retired", real.chat().id(), real, Message.text("")));
        Message now = current.get(real);
        if (now != null) {
            current.put(real, now.withoutButtons());
        }
    }

    /** A user's private chat here is {@code dm-<user>}, as {@link #sayPrivately} and {@link #sendPrivate} have it. */
    @Override
    public java.util.Optional<ChatId> privateChat(UserId user) {
        return java.util.Optional.of(new ChatId(PLATFORM, "dm-" + user.id()));
    }

    /** A command whose effect the group sees, confirmed to its typer alone: logged as "confirm" to them. */
    @Override
    public synchronized void confirm(ChatEvent.Command command, Message message) {
        log.add(new Out("confirm", command.from().id().id(), null, message));
    }

    @Override
    public synchronized void answer(ChatEvent.ButtonPress press, Message reply) {
        log.add(new Out("popup", press.from().id().id(), press.message(), reply));
    }

    @Override
    public java.util.Optional<String> mention(ChatId chat) {
        return java.util.Optional.of("#" + chat.id());
    }

    @Override
    public java.util.Optional<String> privateStartLink(String tableId) {
        return startLinks ? java.util.Optional.of("https://chat.example/bot?start=" + tableId) : java.util.Optional.empty();
    }

    /**
     * The bot restarted on the same store: a new process whose clock reads the same time
     * and whose tables are restored. Messages already in the chats stay there (the
     * platform keeps them), so their buttons can still be pressed; the log starts empty.
     */
    public TestChat restarted() {
        tables.close();
        return crashed();
    }

    /**
     * The bot was killed and started again on the same store: as {@link #restarted()}, but
     * what this process had not written yet (message ids, event marks waiting for a batch)
     * is lost.
     */
    public TestChat crashed() {
        TestChat after = new TestChat(99, Duration.ZERO, store);
        after.time.advance(Duration.between(after.time.instant(), time.instant()));
        after.current.putAll(current);
        after.tables.restore();
        after.time.advance(Duration.ZERO);
        return after;
    }

    // ---- the table as stored

    /** The group's open table as the store holds it. */
    public TableSnapshot record() {
        return recordIn(group);
    }

    /** The group's table as the store holds it, while one is open. */
    public java.util.Optional<TableSnapshot> recordIfOpen() {
        return TableSnapshot.in(tables, group);
    }

    /** The open table of {@code chat} as the store holds it. */
    public TableSnapshot recordIn(ChatId chat) {
        return TableSnapshot.in(tables, chat).orElseThrow();
    }

    /** The group's match rebuilt from its record, the way a restart does. */
    public dev.mazziere.game.MatchState replay(dev.mazziere.game.Game game) {
        TableSnapshot r = record();
        dev.mazziere.game.MatchState match = game.newMatch(game.resolveOptions(r.options()), r.seats().size(), r.seed());
        for (String code : r.moves()) {
            match.apply(match.toAct(), game.parseMove(code));
        }
        return match;
    }

    /**
     * A move button's payload for the group's table at the current turn, carrying any move
     * {@code code}: what a tampered client, or one showing an old hand, could send.
     */
    public String craftedMove(String code) {
        TableSnapshot r = record();
        return new Payload.Play(r.id(), r.moves().size(), code).encode();
    }

    /** A move button's payload for the group's table while it is still a lobby. */
    public String craftedLobbyMove() {
        return new Payload.Play(record().id(), 0, "1D").encode();
    }

    /** The seat of {@code user} at the group's table. */
    public int seatOf(String user) {
        List<SeatSnapshot> seats = record().seats();
        for (int s = 0; s < seats.size(); s++) {
            if (seats.get(s).human() && seats.get(s).user().id().equals(user)) {
                return s;
            }
        }
        throw new AssertionError(user + " has no seat");
    }

    // ---- reading

    /** The texts of the posts and edits the group refused. */
    public List<String> refusedTexts() {
        return log.stream().filter(o -> o.kind().equals("refused")).map(Out::text).toList();
    }

    public List<String> chatTexts() {
        return log.stream().filter(o -> o.kind().equals("chat")).map(Out::text).toList();
    }

    public List<String> dmTexts(String user) {
        return log.stream().filter(o -> o.kind().equals("dm") && o.to().equals(user)).map(Out::text).toList();
    }

    public List<String> popups(String user) {
        return log.stream().filter(o -> o.kind().equals("popup") && o.to().equals(user)).map(Out::text).toList();
    }

    public String lastPopup(String user) {
        List<String> p = popups(user);
        return p.isEmpty() ? null : p.get(p.size() - 1);
    }

    /** What the commands {@code user} typed were confirmed with, to them alone (the chat saw the lobby redrawn). */
    public List<String> confirms(String user) {
        return log.stream().filter(o -> o.kind().equals("confirm") && o.to().equals(user)).map(Out::text).toList();
    }

    public String lastConfirm(String user) {
        List<String> c = confirms(user);
        return c.isEmpty() ? null : c.get(c.size() - 1);
    }

    public String lastChat() {
        List<String> c = chatTexts();
        return c.get(c.size() - 1);
    }

    /** Every text the group showed, its posts and the edits of its messages, in order. */
    public List<String> groupTexts() {
        return log.stream().filter(o -> o.kind().equals("chat") || o.kind().equals("edit") && o.to().equals(group.id()))
                .map(Out::text).toList();
    }

    /** What the group showed last: its newest post or edit (at the end of a match, the table message). */
    public String lastShown() {
        List<String> g = groupTexts();
        return g.get(g.size() - 1);
    }

    /**
     * Each hand's end as the group saw it first, once each and in order: the table message's
     * "📊" line with the points, and the line after it (why each side scored them, where the
     * message had room for it).
     */
    public List<String> handEnds() {
        Map<String, String> ends = new LinkedHashMap<>();
        for (String text : groupTexts()) {
            List<String> lines = text.lines().toList();
            for (int i = 0; i < lines.size() - 1; i++) {
                if (lines.get(i).startsWith("📊")) {
                    ends.putIfAbsent(lines.get(i), lines.get(i) + "\n" + lines.get(i + 1));
                }
            }
        }
        return List.copyOf(ends.values());
    }

    /** The first message posted in the group whose text contains {@code marker}, as it is now. */
    public MessageRef chatMessage(String marker) {
        return log.stream().filter(o -> o.kind().equals("chat") && o.text().contains(marker)).map(Out::ref)
                .findFirst().orElseThrow(() -> new AssertionError("no chat message with " + marker + " in " + chatTexts()));
    }

    /**
     * The newest message posted or edited in the chat {@code chatId} ("group-1", "dm-anna")
     * whose text contains {@code marker}: at the end of a match, the table message.
     */
    public MessageRef lastMessage(String chatId, String marker) {
        return log.stream().filter(o -> o.to().equals(chatId) && o.ref() != null && o.text().contains(marker))
                .reduce((first, second) -> second).map(Out::ref)
                .orElseThrow(() -> new AssertionError("no message with " + marker + " in " + chatId));
    }

    /** The newest private message of {@code user} that offers move buttons now, or null. */
    public MessageRef prompt(String user) {
        return newestPrivate(user, payload -> payload.startsWith("m:"));
    }

    /** The newest private message of {@code user} with move or selection buttons now (a turn panel), or null. */
    public MessageRef panel(String user) {
        return newestPrivate(user, payload -> payload.startsWith("m:") || payload.startsWith("u:"));
    }

    private MessageRef newestPrivate(String user, Predicate<String> payload) {
        MessageRef found = null;
        for (Map.Entry<MessageRef, Message> e : current.entrySet()) {
            if (e.getKey().chat().id().equals("dm-" + user)
                    && e.getValue().buttons().stream().anyMatch(b -> payload.test(b.payload()))) {
                found = e.getKey();
            }
        }
        return found;
    }

    /** The move code a move button carries ({@code m:table:number:code}). */
    public static String moveCode(Button button) {
        return button.payload().split(":", 4)[3];
    }

    public Message now(MessageRef ref) {
        return current.get(ref);
    }

    /** The group's table message as it is now (at a new hand it may have been posted anew below). */
    public Message tableNow() {
        return current.get(record().tableMessage());
    }

    /** The first of {@code users} who has move buttons now, or null. */
    public String toAct(List<String> users) {
        return users.stream().filter(u -> prompt(u) != null).findFirst().orElse(null);
    }

    /** The texts of the edits whose text starts with {@code start} ("🃏 Scopa": the table message's). */
    public List<String> editTexts(String start) {
        return log.stream().filter(o -> o.kind().equals("edit") && o.text().startsWith(start)).map(Out::text).toList();
    }

    /** The button of {@code ref} whose payload starts with {@code prefix}. */
    public Button button(MessageRef ref, String prefix) {
        return current.get(ref).buttons().stream().filter(b -> b.payload().startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + prefix + " on " + current.get(ref)));
    }

    /** Every scripted human whose turn it is presses their first move button, until nobody has one. */
    public int playOut(List<String> humans, int maxPresses) {
        return playOut(humans, maxPresses, (user, prompt) -> current.get(prompt).buttons().get(0));
    }

    /**
     * Every scripted human whose turn it is presses the button {@code choice} picks from
     * their prompt, until nobody has one or {@code maxPresses} were pressed. Returns the presses.
     */
    public int playOut(List<String> humans, int maxPresses, BiFunction<String, MessageRef, Button> choice) {
        int presses = 0;
        boolean pressed = true;
        while (pressed && presses < maxPresses) {
            pressed = false;
            for (String h : humans) {
                MessageRef p = prompt(h);
                if (p != null) {
                    press(h, choice.apply(h, p), p);
                    presses++;
                    pressed = true;
                }
            }
        }
        return presses;
    }
}
