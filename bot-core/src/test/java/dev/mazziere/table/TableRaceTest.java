package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Sender;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.TranscriptReplay;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.MoveRecord;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredMatch;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.Stores;
import dev.mazziere.store.TestPostgres;
import dev.mazziere.table.flow.Command;
import dev.mazziere.table.flow.Payload;
import dev.mazziere.table.flow.Scheduler;
import dev.mazziere.table.flow.TableConfig;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two bot instances (two {@link Tables}, each on its own store) share one real PostgreSQL
 * database, and many threads press move buttons on the same tables through both at once:
 * every press is answered, no move is applied twice or lost, every match replays, and each
 * match ends in both instances with its end announced once.
 */
@DisplayName("Racing presses on shared tables")
class TableRaceTest {

    private static final int TABLES = 2;
    private static final int THREADS = 8;
    private static final String PLATFORM = "race";

    private final GameRegistry registry = GameRegistry.standard();
    private final AtomicLong ids = new AtomicLong();
    private String url;
    private final List<Store> stores = new ArrayList<>();

    /** A platform that records how each press was answered. */
    private static final class Port implements ChatPort {

        @Override
        public String platform() {
            return PLATFORM;
        }

        final Map<String, AtomicLong> answers = new ConcurrentHashMap<>();
        /** Per chat, how many times the end of a match was announced there. */
        final Map<String, AtomicLong> ends = new ConcurrentHashMap<>();
        private final AtomicLong ids = new AtomicLong();

        @Override
        public Capabilities capabilities() {
            return new Capabilities(4096, 8, 100, true, false, 200, false);
        }

        @Override
        public Delivery send(ChatId chat, Message message) {
            noteEnd(chat, message);
            return new Delivery.Delivered(new MessageRef(chat, "m" + ids.incrementAndGet()));
        }

        /** The end shows in the table message (an edit) or, were it posted, in a post of its own. */
        private void noteEnd(ChatId chat, Message message) {
            if (message.text().contains("🏁 Match over")) {
                ends.computeIfAbsent(chat.id(), k -> new AtomicLong()).incrementAndGet();
            }
        }

        @Override
        public Delivery sendPrivate(UserId user, Message message) {
            return new Delivery.Delivered(new MessageRef(new ChatId(PLATFORM, "dm-" + user.id()), "m" + ids.incrementAndGet()));
        }

        @Override
        public Delivery edit(MessageRef ref, Message message) {
            noteEnd(ref.chat(), message);
            return new Delivery.Delivered(ref);
        }

        @Override
        public void answer(ChatEvent.ButtonPress press, Message reply) {
            answers.computeIfAbsent(reply.text(), k -> new AtomicLong()).incrementAndGet();
        }
    }

    @BeforeEach
    void database() throws Exception {
        url = TestPostgres.newSchemaUrl();
    }

    @AfterEach
    void drop() throws Exception {
        stores.forEach(Store::close);
        TestPostgres.dropSchema(url);
    }

    private Tables instance(Port port, long seed) {
        Store store = Stores.open(url, Clock.systemUTC());
        stores.add(store);
        AtomicLong seeds = new AtomicLong(seed);
        Scheduler never = (delay, task) -> () -> { };
        return new Tables(registry, port, TableConfig.of(Clock.systemUTC(), never, Duration.ZERO,
                seeds::getAndIncrement), store);
    }

    private Sender user(String name) {
        return new Sender(new UserId(PLATFORM, name), name, Locale.ENGLISH, false);
    }

    private void say(Tables tables, ChatId chat, String name, String command, String... args) {
        tables.handle(new ChatEvent.Command("e" + ids.incrementAndGet(), chat, user(name), command, List.of(args)));
    }

    @Test
    @DisplayName("threads pressing through two instances on one PostgreSQL apply each move exactly once")
    void racingPresses() throws Exception {
        Port portA = new Port();
        Port portB = new Port();
        Tables a = instance(portA, 1);
        Tables b = instance(portB, 1000);
        List<ChatId> chats = new ArrayList<>();
        for (int t = 0; t < TABLES; t++) {
            ChatId chat = new ChatId(PLATFORM, "chat-" + t);
            chats.add(chat);
            say(a, chat, "anna", "scopa");
            say(b, chat, "carlo", "join");
            say(a, chat, "anna", "option", "turnTimeout", "off");
            say(b, chat, "anna", "start");
        }
        Store reader = stores.get(0);
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> presses = new ArrayList<>();
        for (int th = 0; th < THREADS; th++) {
            Random random = new Random(th);
            presses.add(pool.submit(() -> {
                go.await();
                int count = 0;
                for (ChatId chat : chats) {
                    while (true) {
                        StoredTable stored = reader.loadTable(tableId(reader, chat)).orElseThrow();
                        MatchState match = replay(stored);
                        if (match.isOver() || !stored.table().status().isOpen()) {
                            break;
                        }
                        int seat = match.toAct();
                        String name = stored.table().seats().get(seat).userId();
                        List<? extends Move> legal = match.legalMoves();
                        Move move = legal.get(random.nextInt(legal.size()));
                        String payload = new Payload.Play(Long.toString(stored.table().id()), match.moveCount(),
                                move.code()).encode();
                        Tables via = random.nextBoolean() ? a : b;
                        via.handle(new ChatEvent.ButtonPress("e" + ids.incrementAndGet(),
                                new ChatId(PLATFORM, "dm-" + name), user(name), payload, null, "i"));
                        count++;
                    }
                }
                return count;
            }));
        }
        go.countDown();
        int total = 0;
        for (Future<Integer> f : presses) {
            total += f.get(120, TimeUnit.SECONDS);
        }
        pool.shutdown();
        long millis = (System.nanoTime() - start) / 1_000_000;

        long applied = count(portA, "") + count(portB, "");
        long lost = count(portA, "⚡ That turn has already been played.") + count(portB, "⚡ That turn has already been played.");
        long stale = count(portA, "This button is from an earlier turn.") + count(portB, "This button is from an earlier turn.");
        long logged = 0;
        for (ChatId chat : chats) {
            List<FinishedMatch> finished = reader.finishedMatches(PLATFORM, chat.id(), 5);
            assertThat(finished).as("one finished match in %s", chat).hasSize(1);
            MatchState replayed = new TranscriptReplay(registry::rules).replay(finished.get(0).transcriptJson());
            assertThat(replayed.isOver()).isTrue();
            List<MoveRecord> log = dev.mazziere.store.StoreReads.moves(url, finished.get(0).matchId());
            assertThat(log).extracting(MoveRecord::code)
                    .containsExactlyElementsOf(replayed.history().stream().map(Move::code).toList());
            logged += log.size();
        }
        long answered = portA.answers.values().stream().mapToLong(AtomicLong::get).sum()
                + portB.answers.values().stream().mapToLong(AtomicLong::get).sum();
        System.out.printf("TableRaceTest: %d threads x %d tables, %d presses in %d ms: %d applied, %d lost races,"
                + " %d stale, %d other (%s %s), %d moves in the logs%n", THREADS, TABLES, total, millis, applied, lost,
                stale, answered - applied - lost - stale, portA.answers.keySet(), portB.answers.keySet(), logged);
        assertThat(applied).as("every applied press is one logged move").isEqualTo(logged);
        // An instance that did not play a table's last move learns at its next event there that the table ended.
        for (ChatId chat : chats) {
            say(a, chat, "anna", "table");
            say(b, chat, "anna", "table");
        }
        for (ChatId chat : chats) {
            assertThat(reader.loadOpenTable(PLATFORM, chat.id())).as("%s ended in the store", chat).isEmpty();
            assertThat(a.table(chat)).as("A holds no table in %s", chat).isEmpty();
            assertThat(b.table(chat)).as("B holds no table in %s", chat).isEmpty();
            assertThat(count(portA.ends, chat) + count(portB.ends, chat)).as("the end announced once in %s", chat)
                    .isEqualTo(1);
        }
        assertThat(answered).as("every press answered once").isEqualTo(total);
        assertThat(lost + stale).as("presses did race").isPositive();
    }

    private static long count(Map<String, AtomicLong> ends, ChatId chat) {
        AtomicLong n = ends.get(chat.id());
        return n == null ? 0 : n.get();
    }

    private static long count(Port port, String text) {
        AtomicLong n = port.answers.get(text);
        return n == null ? 0 : n.get();
    }

    /** The id of the chat's latest table (open or just finished). */
    private static long tableId(Store store, ChatId chat) {
        return store.loadOpenTable(PLATFORM, chat.id()).map(t -> t.table().id())
                .orElseGet(() -> store.finishedMatches(PLATFORM, chat.id(), 1).get(0).tableId());
    }

    private MatchState replay(StoredTable stored) {
        Game game = registry.rules(stored.table().game());
        StoredMatch m = stored.match().orElseThrow();
        MatchState match = game.newMatch(game.resolveOptions(m.match().setup().options()), m.match().setup().seatCount(),
                m.match().setup().seed());
        for (MoveRecord move : m.moves()) {
            Outcome o = match.apply(move.seat(), game.parseMove(move.code()));
            assertThat(o.applied()).as("logged move %s replays", move).isTrue();
        }
        return match;
    }
}
