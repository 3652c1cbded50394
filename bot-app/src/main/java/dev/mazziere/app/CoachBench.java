package dev.mazziere.app;

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
import dev.mazziere.store.Stores;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.table.Tables;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code bench coach}: the coach's buttons as a player presses them, through the
 * production classes ({@link Tables}, a SQLite store in a fresh file): one player alone
 * with the computer in their private chat (where the coach is on by default) presses 💡
 * at each of their turns and 🔍 once each hand has ended, and each press is timed from
 * its arrival to its answer (a review answers from a timer thread, after the chat's lock),
 * lock, replay of the move log, search, commit and all; then
 * they play their first move button. The platform answers at once, as one with no limits
 * would.
 */
@Command(name = "coach", mixinStandardHelpOptions = true,
        description = "Time the coach's 💡 hint and 🔍 review presses at a solo table, from press to answer.")
final class CoachBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--game", defaultValue = "scopa", description = "The command that opens the table (default ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--hints", defaultValue = "200", description = "Hints to time, after 20 warm-up ones (default ${DEFAULT-VALUE}).")
    int hints;

    private static final int WARMUP = 20;
    private static final String USER = "p";

    @Override
    public Integer call() throws IOException {
        if (hints < 1) {
            throw new ParameterException(spec.commandLine(), "--hints must be at least 1, not " + hints);
        }
        Path folder = Files.createTempDirectory("mazziere-coach-bench");
        Port port = new Port();
        ExecutorScheduler scheduler = new ExecutorScheduler();
        Store store = Stores.open("jdbc:sqlite:" + folder.resolve("bench.db"), Clock.systemUTC());
        AtomicLong seeds = new AtomicLong(1);
        Tables tables = new Tables(GameRegistry.standard(), port,
                TableConfig.of(Clock.systemUTC(), scheduler, Duration.ZERO, seeds::getAndIncrement), store);
        List<Long> hintNanos = new ArrayList<>();
        List<Long> reviewNanos = new ArrayList<>();
        List<String> samples = new ArrayList<>();
        int seen = 0;
        int matches = 0;
        String lastReview = "";
        String lastHint = "";
        try {
            while (hintNanos.size() < hints) {
                if (port.review != null && !port.review.equals(lastReview)) {
                    lastReview = port.review;
                    long t0 = System.nanoTime();
                    press(tables, port.review, port.ref);
                    long dt = port.answered() - t0;
                    if (seen >= WARMUP) {
                        reviewNanos.add(dt);
                    }
                    if (samples.size() < 3 && port.last.startsWith("🔍") && port.last.contains("•")) {
                        samples.add(port.last);
                    }
                }
                if (port.hint == null) { // a new match: the last one's review was pressed above
                    say(tables, "/" + game);
                    say(tables, "/start");
                    matches++;
                    if (port.hint == null) {
                        throw new IllegalStateException("no 💡 at a solo " + game + " table: " + port.last);
                    }
                    continue;
                }
                if (!port.hint.equals(lastHint)) { // a turn panel redrawn offers the same hint again
                    lastHint = port.hint;
                    long t0 = System.nanoTime();
                    press(tables, port.hint, port.ref);
                    long dt = port.answered() - t0;
                    if (!port.last.startsWith("💡")) {
                        throw new IllegalStateException("a hint answered " + port.last);
                    }
                    if (seen++ >= WARMUP) {
                        hintNanos.add(dt);
                    }
                    if (samples.size() < 4 && samples.stream().noneMatch(s -> s.startsWith("💡"))) {
                        samples.add(port.last);
                    }
                }
                // A move, or on a turn panel with none yet (Ramino's discard), a card selected first.
                String move = port.move != null ? port.move : port.select;
                if (move == null) {
                    throw new IllegalStateException("neither a move nor a selection beside the 💡");
                }
                port.hint = null;
                port.move = null;
                press(tables, move, port.ref);
            }
        } finally {
            tables.close();
            scheduler.close(Duration.ofSeconds(5));
            store.close();
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "coach at a solo %s table, %d matches, load %s%n", game, matches, TablesBench.load());
        ThinkBench.print(out, "hint press to answer  ", hintNanos);
        if (!reviewNanos.isEmpty()) {
            ThinkBench.print(out, "review press to answer", reviewNanos);
        }
        samples.forEach(s -> out.println("sample: " + s.replace("\n", " / ")));
        out.flush();
        return 0;
    }

    private final AtomicLong ids = new AtomicLong();

    private void say(Tables tables, String line) {
        tables.handle(new ChatEvent.Command("c" + ids.incrementAndGet(), Port.DM, Port.SENDER, line.substring(1),
                List.of(), true));
    }

    private void press(Tables tables, String payload, MessageRef ref) {
        tables.handle(new ChatEvent.ButtonPress("c" + ids.incrementAndGet(), Port.DM, Port.SENDER, payload, ref,
                "i" + ids.get()));
    }

    /** The bench's platform: one private chat, whose newest buttons and last answer it keeps. */
    private static final class Port implements ChatPort {

        static final ChatId DM = new ChatId("bench", "dm-" + USER);
        static final Sender SENDER = new Sender(new UserId("bench", USER), USER, Locale.ITALIAN, false);
        private static final Capabilities CAPS = new Capabilities(4096, 8, 100, true, false, 200, false, true);

        private final AtomicLong ids = new AtomicLong();
        volatile String hint;
        volatile String move;
        volatile String review;
        volatile String select;
        volatile MessageRef ref;
        volatile String last = "";
        /** When each answer to a press came (a popup, or a private message), in nanoseconds. */
        private final java.util.concurrent.BlockingQueue<Long> answers = new java.util.concurrent.LinkedBlockingQueue<>();

        /** When the next answer came: a review answers from a timer thread, after the press was handled. */
        long answered() {
            try {
                Long at = answers.poll(30, java.util.concurrent.TimeUnit.SECONDS);
                if (at == null) {
                    throw new IllegalStateException("no answer within 30 s");
                }
                return at;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        @Override
        public String platform() {
            return "bench";
        }

        @Override
        public Capabilities capabilities() {
            return CAPS;
        }

        @Override
        public Delivery send(ChatId chat, Message message) {
            MessageRef sent = new MessageRef(chat, Long.toString(ids.incrementAndGet()));
            read(sent, message);
            return new Delivery.Delivered(sent);
        }

        @Override
        public Delivery sendPrivate(UserId user, Message message) {
            last = message.text();
            Delivery d = send(DM, message);
            answers.add(System.nanoTime());
            return d;
        }

        @Override
        public Delivery edit(MessageRef at, Message message) {
            read(at, message);
            return new Delivery.Delivered(at);
        }

        @Override
        public void answer(ChatEvent.ButtonPress press, Message reply) {
            if (!reply.text().isEmpty()) {
                last = reply.text();
                answers.add(System.nanoTime());
            }
        }

        @Override
        public Optional<ChatId> privateChat(UserId user) {
            return Optional.of(DM);
        }

        /** The coach's and the first move's buttons of a message that has them. */
        private void read(MessageRef at, Message message) {
            String h = null;
            String m = null;
            String r = null;
            String u = null;
            for (Button b : message.buttons()) {
                String p = b.payload() == null ? "" : b.payload();
                h = h == null && p.startsWith("c:") ? p : h;
                m = m == null && p.startsWith("m:") ? p : m;
                r = r == null && p.startsWith("v:") ? p : r;
                u = u == null && p.startsWith("u:") ? p : u;
            }
            if (h != null || m != null || r != null) {
                hint = h;
                move = m;
                review = r;
                select = u;
                ref = at;
            }
        }
    }
}
