package dev.mazziere.app.console;

import dev.mazziere.chat.Recent;
import dev.mazziere.chat.Attachment;
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
import dev.mazziere.store.Store;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.Tables;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.text.Echo;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A local chat in the terminal on the same core as Telegram and Discord: proof that the
 * adapter contract is enough. Each input line is {@code name> text} ({@code you} without
 * a prefix), said in the group; {@code dm name> text} ({@code dm> text} for you) says it in
 * that user's private chat with the bot. {@code /command args} runs a command, {@code #17}
 * presses button 17. Output: {@code [chat] ...}, {@code [dm name] ...} (anything in name's
 * private chat), {@code [popup name] ...}; an edit prints the message again marked
 * {@code (edit)}. Every button gets a number unique for the session, so an old button can
 * be pressed and is refused like on a real platform, as long as it is among the newest
 * {@value #BUTTONS_KEPT}. The console's own lines are in its language
 * ({@link ConsoleConfig#locale()}). A message's picture is written as a PNG file
 * ({@code data/pictures/scopa-12-table.png}, a hand's with its player's name:
 * {@code scopa-12-hand-anna.png}; {@link ConsolePictures}), overwritten as the message
 * changes, and its path printed under the message's text.
 */
public final class ConsoleChat implements ChatPort {

    public static final String PLATFORM = "console";
    public static final ChatId CHAT = new ChatId(PLATFORM, "local");
    /** The id of the person at the terminal: lines typed without {@code name>}. */
    static final String LOCAL_USER = "you";
    /** {@code anna> text}, {@code dm anna> text} (anna in her private chat), {@code dm> text} (the local user's). */
    private static final Pattern SPEAKER = Pattern.compile("^\\s*(dm\\s+)?([\\p{L}\\p{N}_.-]{1,32})>\\s?(.*)$");
    /** The word that says a line is typed in a private chat with the bot. */
    private static final String DM = "dm";
    private static final Pattern PRESS = Pattern.compile("^#(\\d+)$");
    /**
     * Buttons that stay pressable, the newest: those of the last few matches. An older
     * number is answered that it is too old, and the memory a long session takes is bounded.
     */
    static final int BUTTONS_KEPT = 2000;
    /** Longer lines are refused: nothing typed is that long, and the session must not run out of memory. */
    static final int LONGEST_LINE = 4096;
    /** At the end of the input, how long a timer under way may take to finish. */
    static final Duration TIMER_GRACE = Duration.ofSeconds(2);
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleChat.class);
    private static final Capabilities CAPS = new Capabilities(4096, 4, 100, true, false, 400, false, true);
    /** With somewhere to write pictures, the console shows them: as files. */
    private static final Capabilities WITH_PICTURES = new Capabilities(4096, 4, 100, true, false, 400, true, true);

    private record Pressable(String payload, MessageRef ref) {
    }

    private final PrintStream out;
    private final ConsoleConfig config;
    private final Tables tables;
    /** The newest {@link #BUTTONS_KEPT} buttons shown, by number; older ones are forgotten. */
    private final Map<Integer, Pressable> buttons;
    private final AtomicLong buttonNumbers = new AtomicLong();
    private final AtomicLong messageIds = new AtomicLong();
    private final AtomicLong eventIds = new AtomicLong();
    /** Ids of this run: events and messages must not repeat those of an earlier run on the same store. */
    private final String run = Long.toString(System.currentTimeMillis(), 36) + "-";
    private final Path files;
    /** The console's own words, in its language. */
    private final Texts words;
    private static final String WORDS = "dev.mazziere.app.console.console";
    /** Where pictures are written; null: none (text only). */
    private final ConsolePictures pictures;

    /**
     * @param store    where tables live (the tables open in it are restored by {@link #run})
     * @param files    where files the bot sends ({@code /history}) are written; the path is printed
     * @param pictures where the pictures of the table and the hands are written (the table's
     *                 option {@code images} is on by default then); null for a console of text alone
     */
    public ConsoleChat(PrintStream out, ConsoleConfig config, Store store, Path files, Path pictures) {
        this(out, config, store, files, pictures == null ? null : new ConsolePictures(pictures), BUTTONS_KEPT);
    }

    /** With the pictures' folder and the buttons kept bounded as given, for tests. */
    ConsoleChat(PrintStream out, ConsoleConfig config, Store store, Path files, ConsolePictures pictures,
                int buttonsKept) {
        this.out = out;
        this.config = config;
        this.files = files;
        this.pictures = pictures;
        this.buttons = Collections.synchronizedMap(Recent.byArrival(buttonsKept));
        TableConfig tableConfig = TableConfig.of(config.clock(), config.scheduler(), config.botPause(), config.seeds())
                .withLang(Lang.of(config.locale())).withZone(config.zone());
        this.words = Texts.load(WORDS, Lang.of(config.locale()));
        this.tables = new Tables(GameRegistry.standard(), this, tableConfig, store);
    }

    /**
     * Restores the tables open in {@code store}, then plays in the terminal until {@code in}
     * ends; writes pictures to {@code pictures} (null: none).
     */
    public static void run(InputStream in, PrintStream out, ConsoleConfig config, Store store, Path files,
                           Path pictures) {
        ConsoleChat console = new ConsoleChat(out, config, store, files, pictures);
        console.greet();
        console.tables.restore();
        console.readAll(in);
        // The end of the input stops the timers first and lets one under way finish (a computer's
        // move, the pruning of old event ids), then writes what waits in memory: the caller closes
        // the store next, and nothing may touch it then.
        if (config.scheduler() instanceof ExecutorScheduler timers) {
            if (!timers.close(TIMER_GRACE)) {
                LOG.warn("a timer was still running {} s after the end of the input", TIMER_GRACE.toSeconds());
            }
        } else if (config.scheduler() instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                // nothing left to do at exit
            }
        }
        console.tables.close();
    }

    void greet() {
        say("greet");
    }

    /** One of the console's own lines, in its language: {@code [console] ...}. */
    private void say(String key, Object... args) {
        print("[console] " + words.get(key, args));
    }

    /**
     * Handles each line of {@code in} until it ends. No line ends the session: a line over
     * {@value #LONGEST_LINE} characters is refused unread, and a line the core chokes on
     * (a bug) is reported and the session goes on.
     */
    void readAll(InputStream in) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            StringBuilder line = new StringBuilder();
            while (nextLine(reader, line)) {
                if (line.length() > LONGEST_LINE) {
                    say("tooLong", LONGEST_LINE);
                    continue;
                }
                try {
                    handleLine(line.toString());
                } catch (RuntimeException e) {
                    LOG.error("console line could not be handled", e);
                    say("failed", e.getClass().getSimpleName());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads the next line into {@code line}, keeping at most one character past
     * {@link #LONGEST_LINE} (the rest of a longer line is skipped); false at the end of input.
     */
    private static boolean nextLine(BufferedReader reader, StringBuilder line) throws IOException {
        line.setLength(0);
        int c = reader.read();
        if (c < 0) {
            return false;
        }
        while (c >= 0 && c != '\n') {
            if (c != '\r' && line.length() <= LONGEST_LINE) {
                line.append((char) c);
            }
            c = reader.read();
        }
        return true;
    }

    /** One line typed in the terminal. */
    public void handleLine(String line) {
        String user = LOCAL_USER;
        String shownAs = config.localName();
        String text = line.strip();
        boolean privately = false;
        Matcher speaker = SPEAKER.matcher(line);
        if (speaker.matches()) {
            privately = speaker.group(1) != null || speaker.group(2).equals(DM);
            user = speaker.group(2).equals(DM) ? LOCAL_USER : speaker.group(2);
            shownAs = user.equals(LOCAL_USER) ? shownAs : user;
            text = speaker.group(3).strip();
        }
        if (text.isEmpty()) {
            return;
        }
        Sender sender = new Sender(new UserId(PLATFORM, user), shownAs, config.locale(), false);
        Matcher press = PRESS.matcher(text);
        if (press.matches()) {
            // Button numbers are ints; a longer number (#2147483648) is simply no button.
            String digits = press.group(1);
            int number = digits.length() > 9 ? -1 : Integer.parseInt(digits);
            Pressable p = number < 0 ? null : buttons.get(number);
            if (p == null) {
                if (number > 0 && number <= buttonNumbers.get()) {
                    say("oldButton", Echo.cut(text), buttons.size());
                } else {
                    say("noButton", Echo.cut(text));
                }
                return;
            }
            tables.handle(new ChatEvent.ButtonPress("c" + run + eventIds.incrementAndGet(), p.ref().chat(), sender,
                    p.payload(), p.ref(), text));
            return;
        }
        if (!text.startsWith("/")) {
            say("notCommand");
            return;
        }
        String[] words = text.substring(1).split("\\s+");
        String name = words[0].toLowerCase(Locale.ROOT);
        int at = name.indexOf('@');
        if (at >= 0) {
            name = name.substring(0, at);
        }
        ChatId where = privately ? privateChat(user) : CHAT;
        tables.handle(new ChatEvent.Command("c" + run + eventIds.incrementAndGet(), where, sender, name,
                List.copyOf(Arrays.asList(words).subList(1, words.length)), privately));
    }

    // ---- the port

    @Override
    public String platform() {
        return PLATFORM;
    }

    @Override
    public Capabilities capabilities() {
        return pictures != null ? WITH_PICTURES : CAPS;
    }

    @Override
    public Delivery send(ChatId chat, Message message) {
        MessageRef ref = new MessageRef(chat, "m" + run + messageIds.incrementAndGet());
        show(tag(chat), ref, message, chat.equals(CHAT) ? null : chat.id().substring(3));
        if (message.file() != null) {
            print(tag(chat) + " 📎 " + write(message.file()));
        }
        return new Delivery.Delivered(ref);
    }

    /** The private chat of {@code user} with the bot. */
    private static ChatId privateChat(String user) {
        return new ChatId(PLATFORM, "dm-" + user);
    }

    /** How output in {@code chat} is marked: {@code [chat]} for the group, {@code [dm anna]} for anna's private chat. */
    private static String tag(ChatId chat) {
        return chat.equals(CHAT) ? "[chat]" : "[dm " + chat.id().substring(3) + "]";
    }

    @Override
    public Delivery sendPrivate(UserId user, Message message) {
        MessageRef ref = new MessageRef(privateChat(user.id()), "m" + run + messageIds.incrementAndGet());
        show("[dm " + user.id() + "]", ref, message, user.id());
        return new Delivery.Delivered(ref);
    }

    @Override
    public Delivery edit(MessageRef ref, Message message) {
        String user = ref.chat().equals(CHAT) ? null : ref.chat().id().substring(3);
        show(tag(ref.chat()) + " (edit)", ref, message, user);
        return new Delivery.Delivered(ref);
    }

    @Override
    public void answer(ChatEvent.ButtonPress press, Message reply) {
        if (!reply.text().isEmpty()) {
            show("[popup " + press.from().id().id() + "]", press.message(), reply, null);
        }
    }

    /** A command whose effect the table shows is confirmed as a popup for its typer. */
    @Override
    public void confirm(ChatEvent.Command command, Message message) {
        if (!message.text().isEmpty() && command.from().id() != null) {
            show("[popup " + command.from().id().id() + "]", null, message, null);
        }
    }

    /** Writes a file the bot sent; returns its path, or why it could not be written. */
    private String write(Attachment file) {
        try {
            Files.createDirectories(files);
            Path target = files.resolve(file.fileName()).toAbsolutePath();
            Files.write(target, file.bytes());
            return target.toString();
        } catch (IOException | InvalidPathException e) {
            return file.fileName() + " (" + e.getMessage() + ")";
        }
    }

    private void show(String tag, MessageRef ref, Message message, String user) {
        StringBuilder sb = new StringBuilder();
        String[] lines = message.text().split("\n", -1);
        String indent = " ".repeat(tag.length() + 1);
        for (int i = 0; i < lines.length; i++) {
            sb.append(i == 0 ? tag + " " : indent).append(lines[i]).append('\n');
        }
        if (message.image() != null && pictures != null) {
            sb.append(indent).append("🖼️ ").append(pictures.write(message.image(), user)).append('\n');
        }
        for (List<Button> row : message.rows()) {
            sb.append(indent);
            for (Button b : row) {
                int n = (int) buttonNumbers.incrementAndGet();
                buttons.put(n, new Pressable(b.payload(), ref));
                sb.append('[').append(n).append("] ").append(b.label()).append("   ");
            }
            sb.setLength(sb.length() - 3);
            sb.append('\n');
        }
        print(sb.toString().stripTrailing());
    }

    private void print(String text) {
        synchronized (out) {
            out.println(text);
            out.flush();
        }
    }
}
