package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.store.TableCommit.Reason;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract every {@link Store} keeps. A subclass provides a fresh database per test
 * and opens stores on it; several stores opened in one test share that database, like
 * bot instances (or a restarted bot) do. {@link WriteContract} holds the contract of
 * {@link Store#commit} in one transaction, timers' claims, batches and event marks;
 * {@link OutageContract} a database that refuses writes for a while.
 */
abstract class StoreContractTest implements WriteContract, OutageContract, RecordsContract, ForgetContract {

    static final Instant T0 = WriteContract.T0;

    final MutableClock clock = new MutableClock(T0);
    private final List<Store> opened = new ArrayList<>();
    Store store;

    /** Makes this test's own empty database (called before each test). */
    abstract void createDatabase() throws SQLException;

    /** Removes this test's database if it would outlive the test (called after each test). */
    void dropDatabase() throws SQLException {
    }

    /** A new store on this test's database. */
    abstract Store open();

    /** A plain connection to this test's database, to look under the store. */
    public abstract Connection connect() throws SQLException;

    @BeforeEach
    void openStore() throws SQLException {
        createDatabase();
        store = another();
    }

    @AfterEach
    void closeStores() throws SQLException {
        opened.forEach(Store::close);
        opened.clear();
        dropDatabase();
    }

    @Override
    public Store store() {
        return store;
    }

    @Override
    public MutableClock clock() {
        return clock;
    }

    /** Another store on the same database, closed after the test. */
    @Override
    public Store another() {
        Store s = open();
        opened.add(s);
        return s;
    }

    /** Closes {@link #store} and opens it again: a restart. */
    void restart() {
        store.close();
        opened.remove(store);
        store = another();
    }

    // --- fixtures --------------------------------------------------------------------------

    static Map<String, String> options(String... nameValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            m.put(nameValues[i], nameValues[i + 1]);
        }
        return m;
    }

    static NewTable lobby(String chatId) {
        return new NewTable("telegram", chatId, "scopa", options("variant", "classica", "target", "11"),
                "u-anna", "it", List.of(SeatRecord.human(0, "u-anna", "Anna")), "{\"missed\":{}}");
    }

    @Override
    public TableRecord created(String chatId) {
        return ((TableCreation.Created) store.createTable(lobby(chatId))).table();
    }

    static final MatchSetup SETUP = new MatchSetup("scopa", options("variant", "classica", "target", "11"), 2, 42L);

    /** A table of Anna and a computer player, playing a match. */
    @Override
    public PlayingTable playing(String chatId) {
        return start(created(chatId), SETUP);
    }

    /** Starts a match at {@code t}, with Anna and a computer player. */
    PlayingTable start(TableRecord t, MatchSetup setup) {
        TableRecord seated = t.withSeats(List.of(t.seats().getFirst(), SeatRecord.computer(1, "Bot 2", "medium")))
                .withStatus(TableStatus.PLAYING);
        TableCommit.Committed c = committed(store.commit(TableChange.on(t).withRow(seated, true).withStart(setup)));
        return new PlayingTable(seated.withVersion(c.version()), c.matchId());
    }

    static TableCommit.Committed committed(TableCommit outcome) {
        assertThat(outcome).isInstanceOf(TableCommit.Committed.class);
        return (TableCommit.Committed) outcome;
    }

    static void conflict(TableCommit outcome, Reason reason) {
        assertThat(outcome).isInstanceOf(TableCommit.Conflict.class);
        assertThat(((TableCommit.Conflict) outcome).reason()).isEqualTo(reason);
    }

    /** Appends a move to the playing table (its version stays: a move alone writes no row). */
    @Override
    public TableCommit move(Store s, PlayingTable p, int seq, int seat, String code) {
        return s.commit(p.write().withMove(p.matchId(), seq, seat, code));
    }

    /** Ends the match of {@code p} with its table, counting {@code results} on the Scopa board. */
    TableCommit finish(PlayingTable p, String transcript, List<PlayerResult> results) {
        return finish(p, "scopa", transcript, results);
    }

    /** Ends the match of {@code p} with its table, counting {@code results} on {@code board}. */
    TableCommit finish(PlayingTable p, String board, String transcript, List<PlayerResult> results) {
        TableRecord now = store.loadTable(p.table().id()).orElseThrow().table();
        return store.commit(TableChange.on(now).withRow(now.withStatus(TableStatus.FINISHED), false)
                .withEnd(p.matchId(), board, transcript, results));
    }

    /** The table as the store has it now. */
    @Override
    public TableRecord reload(long tableId) {
        return store.loadTable(tableId).orElseThrow().table();
    }

    // --- tables ----------------------------------------------------------------------------

    @Test
    @DisplayName("a new table is in the lobby at version 1 and loads back as it was written")
    void createsTable() {
        // given a lobby with seats given out of order
        NewTable t = new NewTable("discord", "c1", "scopa", options("target", "21", "variant", "scopone"),
                "u-anna", "en", List.of(SeatRecord.computer(1, "Bot 2", "easy"),
                        SeatRecord.human(0, "u-anna", "Anna")), "{\"pace\":\"async\"}");

        // when it is created
        TableRecord table = ((TableCreation.Created) store.createTable(t)).table();

        // then it has an id, the lobby status, version 1, and loads back equal, seats in order
        assertThat(table.status()).isEqualTo(TableStatus.LOBBY);
        assertThat(table.version()).isEqualTo(1);
        assertThat(table.createdAt()).isEqualTo(T0);
        assertThat(table.seats()).extracting(SeatRecord::seat).containsExactly(0, 1);
        assertThat(table.options().keySet()).containsExactly("target", "variant");
        StoredTable loaded = store.loadTable(table.id()).orElseThrow();
        assertThat(loaded.table()).isEqualTo(table);
        assertThat(loaded.match()).isEmpty();
        assertThat(loaded.messages()).isEmpty();
        assertThat(loaded.deadlines()).isEmpty();
        assertThat(store.loadTable(table.id() + 1000)).isEmpty();
    }

    @Test
    @DisplayName("a chat has one open table: a second one is refused until the first finishes")
    void oneOpenTablePerChat() {
        // given an open table in chat c1
        TableRecord first = created("c1");

        // when another is opened in c1, and one in c2
        TableCreation second = store.createTable(lobby("c1"));
        TableCreation elsewhere = store.createTable(lobby("c2"));

        // then c1 is busy with the first, and c2 got its table
        assertThat(second).isEqualTo(new TableCreation.ChatBusy(first));
        assertThat(elsewhere).isInstanceOf(TableCreation.Created.class);

        // and once the first has finished, c1 may open a new table
        committed(store.commit(TableChange.on(first).withRow(first.withStatus(TableStatus.FINISHED), false)));
        assertThat(store.createTable(lobby("c1"))).isInstanceOf(TableCreation.Created.class);
    }

    @Test
    @DisplayName("each topic or thread of a chat holds its own open table, loaded and checked by its place")
    void oneOpenTablePerPlace() {
        // given open tables in the chat itself and in its topic 7
        TableRecord general = created("c1");
        TableRecord topic = ((TableCreation.Created) store.createTable(inThread(lobby("c1"), "7"))).table();

        // when another is opened in topic 7, and one in topic 8
        TableCreation again = store.createTable(inThread(lobby("c1"), "7"));
        TableCreation other = store.createTable(inThread(lobby("c1"), "8"));

        // then topic 7 is busy with its own table, topic 8 got one, and each place loads its table
        assertThat(topic.threadId()).isEqualTo("7");
        assertThat(again).isEqualTo(new TableCreation.ChatBusy(topic));
        assertThat(other).isInstanceOf(TableCreation.Created.class);
        assertThat(store.loadOpenTable("telegram", "c1").orElseThrow().table().id()).isEqualTo(general.id());
        assertThat(store.loadOpenTable("telegram", "c1", "7").orElseThrow().table()).isEqualTo(topic);
        assertThat(store.loadOpenTable("telegram", "c1", "9")).isEmpty();
        assertThat(store.freshness("telegram", "c1", "7", null).openTable().orElseThrow().tableId()).isEqualTo(topic.id());
        assertThat(store.freshness("telegram", "c1", "9", null).openTable()).isEmpty();
        assertThat(store.loadOpenTables()).extracting(t -> t.table().threadId()).containsExactly("", "7", "8");
    }

    @Test
    @DisplayName("a chat's finished matches and leaderboard span its topics, each match naming its topic")
    void recordsSpanPlaces() {
        // given a match played out in topic 7 of chat c1
        TableRecord t = ((TableCreation.Created) store.createTable(inThread(lobby("c1"), "7"))).table();
        PlayingTable p = start(t, SETUP);
        committed(finish(p, "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11))));

        // then the chat's records have it, with its topic
        assertThat(store.finishedMatches("telegram", "c1", 5)).extracting(FinishedMatch::threadId).containsExactly("7");
        assertThat(store.leaderboard("telegram", "c1", "scopa"))
                .containsExactly(new LeaderboardRow("u-anna", "Anna", 1, 1, 11));
    }

    @Test
    @DisplayName("/notify toggles a user's note about new tables of one chat, kept per chat")
    void watchersToggle() {
        // when anna and carlo ask to be told about chat c1, and anna about c2
        assertThat(store.toggleWatcher("telegram", "c1", "u-carlo")).isTrue();
        assertThat(store.toggleWatcher("telegram", "c1", "u-anna")).isTrue();
        assertThat(store.toggleWatcher("telegram", "c2", "u-anna")).isTrue();

        // then each chat lists its own
        assertThat(store.watchers("telegram", "c1")).containsExactly("u-anna", "u-carlo");
        assertThat(store.watchers("discord", "c1")).isEmpty();

        // and a second toggle turns it off again
        assertThat(store.toggleWatcher("telegram", "c1", "u-anna")).isFalse();
        assertThat(store.watchers("telegram", "c1")).containsExactly("u-carlo");
        assertThat(store.watchers("telegram", "c2")).containsExactly("u-anna");
    }

    @Test
    @DisplayName("when a user was last pinged of a new table is kept per user, the later time replacing the earlier")
    void pingsKept() {
        assertThat(store.pingedAt("telegram", "u-anna")).isEmpty();

        store.pinged("telegram", "u-anna", Instant.ofEpochMilli(1_000));
        store.pinged("telegram", "u-anna", Instant.ofEpochMilli(2_000));

        assertThat(store.pingedAt("telegram", "u-anna")).contains(Instant.ofEpochMilli(2_000));
        assertThat(store.pingedAt("discord", "u-anna")).isEmpty();
    }

    @Test
    @DisplayName("a user's private topic is kept per table place, the threads of one chat apart")
    void privateTopicsKept() {
        store.savePrivateTopic("telegram", "u-anna", "c1", "", "5001");
        store.savePrivateTopic("telegram", "u-anna", "c1", "7", "5002");

        assertThat(store.privateTopic("telegram", "u-anna", "c1", "")).contains("5001");
        assertThat(store.privateTopic("telegram", "u-anna", "c1", "7")).contains("5002");
        assertThat(store.privateTopic("telegram", "u-carlo", "c1", "")).isEmpty();
    }

    @Test
    @DisplayName("a place to put away keeps its latest time; it goes only when put away at that time")
    void placesToPutAway() {
        Instant early = Instant.ofEpochMilli(1_000);
        Instant late = Instant.ofEpochMilli(5_000);
        store.putAwayAt("discord", "c1", "t2", late);
        store.putAwayAt("discord", "c1", "t1", early);
        store.putAwayAt("discord", "c1", "t1", late);

        // an earlier time's timer finds a later time and leaves the row
        store.placePutAway("discord", "c1", "t1", early);
        assertThat(store.placesToPutAway("discord")).containsExactly(new PlaceToPutAway("c1", "t1", late),
                new PlaceToPutAway("c1", "t2", late));

        store.placePutAway("discord", "c1", "t1", late);
        assertThat(store.placesToPutAway("discord")).containsExactly(new PlaceToPutAway("c1", "t2", late));
        assertThat(store.placesToPutAway("telegram")).isEmpty();
    }

    static NewTable inThread(NewTable t, String threadId) {
        return new NewTable(t.platform(), t.chatId(), threadId, t.game(), t.options(), t.ownerUserId(), t.locale(),
                t.seats(), t.extraJson());
    }

    @Test
    @DisplayName("of many threads on two stores opening a table in one chat at once, exactly one succeeds")
    void createRace() throws Exception {
        // given two stores on the same database and 8 threads released together
        Store other = another();
        int threads = 8;
        CyclicBarrier start = new CyclicBarrier(threads);

        // when they all open a table in the same chat
        List<TableCreation> outcomes = runAll(threads, i -> {
            start.await();
            return (i % 2 == 0 ? store : other).createTable(lobby("c1"));
        });

        // then one was created and all the others point at it
        List<TableRecord> created = outcomes.stream().filter(o -> o instanceof TableCreation.Created)
                .map(o -> ((TableCreation.Created) o).table()).toList();
        assertThat(created).hasSize(1);
        assertThat(outcomes).filteredOn(o -> o instanceof TableCreation.ChatBusy)
                .allSatisfy(o -> assertThat(((TableCreation.ChatBusy) o).openTable().id())
                        .isEqualTo(created.getFirst().id()))
                .hasSize(threads - 1);
    }

    @Test
    @DisplayName("a row written gets the next version; a write on a stale version is a conflict that writes nothing")
    void updatesWithVersion() {
        // given a table read by two instances
        TableRecord read = created("c1");
        Store other = another();
        TableRecord readByOther = other.loadTable(read.id()).orElseThrow().table();
        clock.advance(Duration.ofMinutes(1));

        // when the first adds a seat and changes an option
        TableRecord changed = read
                .withSeats(List.of(read.seats().getFirst(), SeatRecord.human(1, "u-bruno", "Bruno")))
                .withOptions(options("variant", "classica", "target", "21"))
                .withLocale("en").withExtraJson("{\"x\":1}");
        TableCommit first = store.commit(TableChange.on(read).withRow(changed, true));
        // and the second, unaware, changes its copy
        TableCommit second = other.commit(TableChange.on(readByOther).withRow(readByOther.withOwner("u-carla"), false));

        // then the first is written with version 2, the second is a conflict
        assertThat(committed(first).version()).isEqualTo(2);
        conflict(second, Reason.TABLE_CHANGED);
        TableRecord stored = reload(read.id());
        assertThat(stored).isEqualTo(new TableRecord(read.id(), "telegram", "c1", "scopa", changed.options(),
                "u-anna", "en", changed.seats(), TableStatus.LOBBY, "{\"x\":1}", 2, T0,
                T0.plus(Duration.ofMinutes(1))));
    }

    @Test
    @DisplayName("a seat handed to the computer keeps its user, and a computer seat has no user")
    void seatKinds() {
        // given seats of all three kinds
        TableRecord t = created("c1");
        List<SeatRecord> seats = List.of(SeatRecord.human(0, "u-anna", "Anna"),
                new SeatRecord(1, "u-bruno", "Bruno", "medium"), SeatRecord.computer(2, "Bot 3", "easy"));

        // when they are stored
        committed(store.commit(TableChange.on(t).withRow(t.withSeats(seats), true)));

        // then they load back the same
        assertThat(reload(t.id()).seats()).containsExactlyElementsOf(seats);
    }

    @Test
    @DisplayName("starting a match makes the table playing with an empty move log, unless the table changed")
    void startsMatch() {
        // given a lobby
        TableRecord t = created("c1");
        TableRecord seated = t.withSeats(List.of(t.seats().getFirst(), SeatRecord.computer(1, "Bot 2", "medium")))
                .withStatus(TableStatus.PLAYING);

        // when a match is started on it, then again on the same stale copy
        TableCommit started = store.commit(TableChange.on(t).withRow(seated, true).withStart(SETUP));
        TableCommit again = store.commit(TableChange.on(t).withRow(seated, true)
                .withStart(new MatchSetup("scopa", Map.of(), 2, 7L)));

        // then the table plays the first match; the second start is a conflict and created nothing
        TableCommit.Committed s = committed(started);
        assertThat(s.version()).isEqualTo(2);
        assertThat(s.moveCount()).isZero();
        conflict(again, Reason.TABLE_CHANGED);
        StoredTable loaded = store.loadTable(t.id()).orElseThrow();
        assertThat(loaded.table()).isEqualTo(seated.withVersion(2));
        MatchRecord match = match(s.matchId()).orElseThrow();
        assertThat(match.setup()).isEqualTo(SETUP);
        assertThat(match.isFinished()).isFalse();
        assertThat(loaded.match()).contains(new StoredMatch(match, List.of()));
        assertThatThrownBy(() -> store.commit(TableChange.on(999_999, 1).withRow(null, false)))
                .isInstanceOf(StoreException.class).hasMessageContaining("999999");
    }

    // --- moves -----------------------------------------------------------------------------

    @Test
    @DisplayName("moves append in sequence and load back in order, from any sequence number")
    void appendsMoves() {
        // given a playing table
        PlayingTable p = playing("c1");

        // when three moves are appended
        assertThat(committed(move(store, p, 0, 0, "p7d")).moveCount()).isEqualTo(1);
        clock.advance(Duration.ofSeconds(5));
        committed(move(store, p, 1, 1, "p3c:3b"));
        committed(move(store, p, 2, -1, "stop"));

        // then the log holds them in order, with their seats, codes and times
        long match = p.matchId();
        MoveRecord m1 = new MoveRecord(match, 1, 1, "p3c:3b", T0.plusSeconds(5));
        assertThat(moves(match, 0)).containsExactly(new MoveRecord(match, 0, 0, "p7d", T0), m1,
                new MoveRecord(match, 2, -1, "stop", T0.plusSeconds(5)));
        assertThat(moves(match, 2)).extracting(MoveRecord::code).containsExactly("stop");
        assertThat(moves(match, 3)).isEmpty();
    }

    @Test
    @DisplayName("a move validated against an old or a future log length is a conflict and is not written")
    void sequenceConflict() {
        // given a match with two moves
        PlayingTable p = playing("c1");
        committed(move(store, p, 0, 0, "a"));
        committed(move(store, p, 1, 1, "b"));

        // when a move is appended as move 1 again (that turn has been played), and as move 5
        TableCommit stale = move(store, p, 1, 1, "c");
        TableCommit ahead = move(store, p, 5, 1, "d");

        // then both are conflicts, and the log is unchanged
        conflict(stale, Reason.MOVE_TAKEN);
        conflict(ahead, Reason.MOVE_TAKEN);
        assertThat(moves(p.matchId(), 0)).extracting(MoveRecord::code).containsExactly("a", "b");
    }

    @Test
    @DisplayName("a move of a match that does not exist, or of another table, is an error, not a conflict")
    void appendToNoMatch() {
        PlayingTable p = playing("c1");
        PlayingTable other = playing("c2");
        assertThatThrownBy(() -> store.commit(p.write().withMove(999_999, 0, 0, "a")))
                .isInstanceOf(StoreException.class).hasMessageContaining("999999");
        assertThatThrownBy(() -> store.commit(p.write().withMove(other.matchId(), 0, 0, "a")))
                .isInstanceOf(StoreException.class);
        assertThat(moves(other.matchId(), 0)).isEmpty();
    }

    @Test
    @DisplayName("8 threads on two stores racing for each move number: exactly one wins each, the log has no gap")
    void appendRaceByRounds() throws Exception {
        // given one match, two stores on the database, 8 threads
        PlayingTable p = playing("c1");
        Store other = another();
        int threads = 8;
        int rounds = 25;
        CyclicBarrier barrier = new CyclicBarrier(threads);

        // when, round after round, all threads append with the same expected sequence number
        List<Integer> wins = runAll(threads, i -> {
            int won = 0;
            for (int seq = 0; seq < rounds; seq++) {
                barrier.await(30, TimeUnit.SECONDS);
                TableCommit outcome = move(i % 2 == 0 ? store : other, p, seq, i, "t" + i + "r" + seq);
                if (outcome instanceof TableCommit.Committed) {
                    won++;
                } else {
                    conflict(outcome, Reason.MOVE_TAKEN);
                }
            }
            return won;
        });

        // then there was exactly one winner per round and the log is 0..rounds-1
        assertThat(wins.stream().mapToInt(Integer::intValue).sum()).isEqualTo(rounds);
        List<MoveRecord> log = moves(p.matchId(), 0);
        assertThat(log).extracting(MoveRecord::seq).containsExactlyElementsOf(range(rounds));
        assertThat(log).allSatisfy(m -> assertThat(m.code()).endsWith("r" + m.seq()));
    }

    @Test
    @DisplayName("8 threads on two stores each appending 30 moves, retrying on conflict: none lost, none doubled")
    void appendRaceFreeForAll() throws Exception {
        // given one match, two stores on the database, 8 threads
        PlayingTable p = playing("c1");
        Store other = another();
        int threads = 8;
        int each = 30;

        // when each thread appends its moves, reading the move count again after every conflict
        runAll(threads, i -> {
            Store s = i % 2 == 0 ? store : other;
            int next = 0;
            for (int k = 0; k < each; ) {
                if (move(s, p, next, i, "t" + i + "m" + k) instanceof TableCommit.Committed) {
                    next++;
                    k++;
                } else {
                    next = s.freshness("telegram", "c1", null).openTable().orElseThrow().moveCount();
                }
            }
            return null;
        });

        // then the log is 0..n-1 and holds every thread's moves exactly once, each thread's in order
        List<MoveRecord> log = moves(p.matchId(), 0);
        assertThat(log).extracting(MoveRecord::seq).containsExactlyElementsOf(range(threads * each));
        for (int i = 0; i < threads; i++) {
            String prefix = "t" + i + "m";
            List<String> mine = log.stream().map(MoveRecord::code).filter(c -> c.startsWith(prefix)).toList();
            assertThat(mine).containsExactlyElementsOf(range(each).stream().map(k -> prefix + k).toList());
        }
    }

    // --- end of a match ----------------------------------------------------------------------

    @Test
    @DisplayName("finishing a match keeps its transcript, counts it once on the leaderboard, and closes its log")
    void finishesMatch() {
        // given a match with a move
        PlayingTable p = playing("c1");
        committed(move(store, p, 0, 0, "a"));
        clock.advance(Duration.ofMinutes(30));

        // when it is finished, then finished again (a retry on the old version)
        TableCommit first = finish(p, "{\"format\":\"mazziere-transcript/1\"}",
                List.of(new PlayerResult("u-anna", "Anna", true, 11)));
        TableCommit again = store.commit(p.write().withEnd(p.matchId(), "scopa", "{}",
                List.of(new PlayerResult("u-anna", "Anna", true, 11))));

        // then the first counted, the retry changed nothing, and no move can follow
        committed(first);
        conflict(again, Reason.TABLE_CHANGED);
        assertThat(match(p.matchId()).orElseThrow().finishedAt()).isEqualTo(T0.plus(Duration.ofMinutes(30)));
        assertThat(store.leaderboard("telegram", "c1", "scopa"))
                .containsExactly(new LeaderboardRow("u-anna", "Anna", 1, 1, 11));
        assertThat(store.finishedMatches("telegram", "c1", 5)).containsExactly(new FinishedMatch(p.matchId(),
                p.id(), "scopa", T0.plus(Duration.ofMinutes(30)), "{\"format\":\"mazziere-transcript/1\"}"));
        TableRecord now = reload(p.id());
        conflict(store.commit(TableChange.on(now).withMove(p.matchId(), 1, 1, "b")), Reason.MOVE_TAKEN);
        assertThatThrownBy(() -> store.commit(TableChange.on(now).withEnd(999_999, "scopa", "{}", List.of())))
                .isInstanceOf(StoreException.class);
    }

    @Test
    @DisplayName("the leaderboard adds up matches per chat and game, best first, with the latest names")
    void leaderboardAccumulates() {
        // given three finished matches: two of scopa in c1, one of scopa in c2
        committed(finish(playing("c1"), "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11),
                new PlayerResult("u-bruno", "Bruno", false, 6))));
        committed(finish(playing("c1"), "{}", List.of(new PlayerResult("u-anna", "Anna", false, 9),
                new PlayerResult("u-bruno", "Bruno B.", true, 12))));
        committed(finish(playing("c2"), "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11))));

        // when c1's scopa leaderboard is read, before and after a restart
        List<LeaderboardRow> before = store.leaderboard("telegram", "c1", "scopa");
        restart();
        List<LeaderboardRow> after = store.leaderboard("telegram", "c1", "scopa");

        // then it sums c1's two matches only; ties in wins go to points
        assertThat(before).containsExactly(new LeaderboardRow("u-anna", "Anna", 2, 1, 20),
                new LeaderboardRow("u-bruno", "Bruno B.", 2, 1, 18));
        assertThat(after).isEqualTo(before);
        assertThat(store.leaderboard("telegram", "c1", "briscola")).isEmpty();
    }

    @Test
    @DisplayName("a game's variants keep leaderboards of their own, and a chat lists the boards it has")
    void boardsPerVariant() {
        // given a Scopa and a Scopone match finished in c1, and one in c2
        committed(finish(playing("c1"), "scopa", "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11))));
        committed(finish(playing("c1"), "scopone", "{}", List.of(new PlayerResult("u-anna", "Anna", false, 7))));
        committed(finish(playing("c2"), "ramino due mazzi", "{}", List.of(new PlayerResult("u-anna", "Anna", true, 0))));

        // then each board counts its own match, and c1 lists its two boards
        assertThat(store.leaderboard("telegram", "c1", "scopa")).containsExactly(
                new LeaderboardRow("u-anna", "Anna", 1, 1, 11));
        assertThat(store.leaderboard("telegram", "c1", "scopone")).containsExactly(
                new LeaderboardRow("u-anna", "Anna", 1, 0, 7));
        assertThat(store.boards("telegram", "c1")).containsExactly("scopa", "scopone");
        assertThat(store.boards("telegram", "c2")).containsExactly("ramino due mazzi");
        assertThat(store.boards("telegram", "c3")).isEmpty();
    }

    @Test
    @DisplayName("a chat's finished matches come newest first, as many as asked")
    void finishedMatchesNewestFirst() {
        // given two finished matches in c1, one in c2
        PlayingTable first = playing("c1");
        committed(finish(first, "{\"n\":1}", List.of()));
        clock.advance(Duration.ofHours(1));
        PlayingTable second = playing("c1");
        committed(finish(second, "{\"n\":2}", List.of()));
        committed(finish(playing("c2"), "{\"n\":3}", List.of()));

        // when c1's history is read
        // then the newest comes first, and the limit holds
        assertThat(store.finishedMatches("telegram", "c1", 10)).extracting(FinishedMatch::transcriptJson)
                .containsExactly("{\"n\":2}", "{\"n\":1}");
        assertThat(store.finishedMatches("telegram", "c1", 1)).extracting(FinishedMatch::matchId)
                .containsExactly(second.matchId());
        assertThat(store.finishedMatches("discord", "c1", 10)).isEmpty();
    }

    // --- messages and deadlines ---------------------------------------------------------------

    @Test
    @DisplayName("message ids are kept per kind and user, replaced in place, and removed")
    void messages() {
        // given a table
        TableRecord t = created("c1");

        // when messages are remembered, one replaced, one removed
        committed(store.commit(TableChange.on(t).withMessages(List.of(StoredMessage.inChat("table", "c1", "100"),
                new StoredMessage("hand", "u-anna", "dm-anna", "7"),
                new StoredMessage("hand", "u-bruno", "dm-bruno", "8")), List.of())));
        committed(store.commit(TableChange.on(t).withMessages(List.of(StoredMessage.inChat("table", "c1", "101")),
                List.of(new StoredMessage("hand", "u-bruno", "dm-bruno", "8")))));

        // then the table has the latest chat message and Anna's hand, at the version it had
        StoredTable loaded = store.loadTable(t.id()).orElseThrow();
        assertThat(loaded.messages()).containsExactlyInAnyOrder(
                StoredMessage.inChat("table", "c1", "101"), new StoredMessage("hand", "u-anna", "dm-anna", "7"));
        assertThat(loaded.table().version()).isEqualTo(1);
    }

    @Test
    @DisplayName("a table's deadlines are replaced as a whole, and cleared")
    void deadlines() {
        // given a table with three deadlines
        TableRecord t = created("c1");
        Instant soon = T0.plus(Duration.ofMinutes(2));
        committed(store.commit(TableChange.on(t).withDeadlines(List.of(new Deadline("turn", 0, soon),
                new Deadline("reminder", 0, T0.plusSeconds(90)),
                new Deadline("lobby", -1, T0.plus(Duration.ofHours(1)))))));

        // then they load soonest first
        assertThat(store.loadTable(t.id()).orElseThrow().deadlines()).containsExactly(
                new Deadline("reminder", 0, T0.plusSeconds(90)), new Deadline("turn", 0, soon),
                new Deadline("lobby", -1, T0.plus(Duration.ofHours(1))));

        // when they are replaced, then cleared
        committed(store.commit(TableChange.on(t).withDeadlines(List.of(new Deadline("turn", 1, soon.plusMillis(1))))));
        assertThat(store.loadTable(t.id()).orElseThrow().deadlines())
                .containsExactly(new Deadline("turn", 1, soon.plusMillis(1)));
        committed(store.commit(TableChange.on(t).withDeadlines(List.of())));
        assertThat(store.loadTable(t.id()).orElseThrow().deadlines()).isEmpty();
    }

    @Test
    @DisplayName("a write for a table that does not exist is an error")
    void writeOfNoTable() {
        assertThatThrownBy(() -> store.commit(TableChange.on(999_999, 1)
                .withMessages(List.of(StoredMessage.inChat("table", "c1", "1")), List.of())))
                .isInstanceOf(StoreException.class);
        assertThatThrownBy(() -> store.commit(TableChange.on(999_999, 1)
                .withDeadlines(List.of(new Deadline("turn", 0, T0))))).isInstanceOf(StoreException.class);
    }

    // --- start-up --------------------------------------------------------------------------------

    @Test
    @DisplayName("start-up lists every open table with its current match, moves in order, messages and deadlines")
    void loadsOpenTables() {
        // given a lobby in c1, a table playing its second match in c2, and a finished table in c3
        TableRecord lobby = created("c1");
        committed(store.commit(TableChange.on(lobby)
                .withDeadlines(List.of(new Deadline("lobby", -1, T0.plus(Duration.ofHours(1)))))));
        PlayingTable firstMatch = playing("c2");
        TableRecord afterFirst = reload(firstMatch.id());
        committed(store.commit(TableChange.on(afterFirst).withRow(afterFirst.withStatus(TableStatus.PLAYING)
                .withExtraJson("{\"n\":2}"), false).withEnd(firstMatch.matchId(), "scopa", "{}", List.of())));
        PlayingTable secondMatch = start(reload(firstMatch.id()), new MatchSetup("scopa", SETUP.options(), 2, 43L));
        for (int seq = 0; seq < 5; seq++) {
            committed(move(store, secondMatch, seq, seq % 2, "m" + seq));
        }
        committed(store.commit(secondMatch.write()
                .withMessages(List.of(StoredMessage.inChat("table", "c2", "55")), List.of())
                .withDeadlines(List.of(new Deadline("turn", 1, T0.plusSeconds(120))))));
        committed(finish(playing("c3"), "{}", List.of()));

        // when the open tables are listed
        List<StoredTable> open = store.loadOpenTables();

        // then there are the lobby and the playing table, each with its own state
        assertThat(open).extracting(o -> o.table().chatId()).containsExactly("c1", "c2");
        assertThat(open.get(0).match()).isEmpty();
        assertThat(open.get(0).deadlines()).containsExactly(new Deadline("lobby", -1, T0.plus(Duration.ofHours(1))));
        StoredTable playing = open.get(1);
        assertThat(playing.table()).isEqualTo(secondMatch.table());
        StoredMatch current = playing.match().orElseThrow();
        assertThat(current.match().setup().seed()).isEqualTo(43L);
        assertThat(current.moves()).extracting(MoveRecord::code).containsExactly("m0", "m1", "m2", "m3", "m4");
        assertThat(current.nextSeq()).isEqualTo(5);
        assertThat(playing.messages()).containsExactly(StoredMessage.inChat("table", "c2", "55"));
        assertThat(playing.deadlines()).containsExactly(new Deadline("turn", 1, T0.plusSeconds(120)));
        assertThat(store.loadOpenTable("telegram", "c2")).contains(playing);
        assertThat(store.loadOpenTable("telegram", "c3")).isEmpty();
    }

    @Test
    @DisplayName("after a restart everything is still there")
    void survivesRestart() {
        // given a table with a match, moves, a message, a deadline, a processed event and a finished match
        committed(finish(playing("c0"), "{\"old\":true}", List.of(new PlayerResult("u-anna", "Anna", true, 3))));
        PlayingTable p = playing("c1");
        committed(move(store, p, 0, 0, "a"));
        committed(store.commit(p.write().withMove(p.matchId(), 1, 1, "b")
                .withMessages(List.of(StoredMessage.inChat("table", "c1", "9")), List.of())
                .withDeadlines(List.of(new Deadline("turn", 0, T0.plusSeconds(120))))
                .withEvent("telegram", "update-1")));
        List<StoredTable> before = store.loadOpenTables();

        // when the store is closed and opened again on the same database
        restart();

        // then the open tables load the same, and the rest is kept too
        assertThat(store.loadOpenTables()).isEqualTo(before).hasSize(1);
        assertThat(store.freshness("telegram", "c1", "update-1").eventProcessed()).isTrue();
        assertThat(store.finishedMatches("telegram", "c0", 1)).extracting(FinishedMatch::transcriptJson)
                .containsExactly("{\"old\":true}");
        assertThat(store.leaderboard("telegram", "c0", "scopa")).hasSize(1);
        assertThat(committed(move(store, p, 2, 0, "c")).moveCount()).isEqualTo(3);
    }

    @Test
    @DisplayName("migrations run once: opening a migrated database again applies nothing and keeps the data")
    void migratesOnce() throws SQLException {
        // given a migrated database with a table
        long t = created("c1").id();

        // when two more stores open it
        another();
        restart();

        // then every migration is recorded once, and the table is still there
        try (Connection c = connect(); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT version, COUNT(*) FROM flyway_schema_history"
                        + " WHERE version IS NOT NULL GROUP BY version ORDER BY version")) {
            List<String> versions = new ArrayList<>();
            while (rs.next()) {
                assertThat(rs.getInt(2)).as("runs of version " + rs.getString(1)).isEqualTo(1);
                versions.add(rs.getString(1));
            }
            assertThat(versions).containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
        }
        assertThat(store.loadTable(t)).isPresent();
    }

    @Test
    @DisplayName("a schema a newer release wrote is refused in one line naming both versions; the data stays")
    void newerSchemaRefused() throws SQLException {
        // given a database a newer release migrated further than this code knows
        long t = created("c1").id();
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script,"
                    + " checksum, installed_by, execution_time, success) VALUES (99, '99', 'from a newer release', 'SQL',"
                    + " 'V99__from_a_newer_release.sql', 0, 'test', 1, TRUE)");
        }

        // when a store of this release opens it, then it refuses with one line
        assertThatThrownBy(this::another).isInstanceOf(StoreException.class).message()
                .contains("the database's schema is version 99, newer than this release of Mazziere knows (")
                .contains("restore the backup taken before the upgrade").doesNotContain("\n");

        // and once the newer release's mark is gone the data is all there
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.executeUpdate("DELETE FROM flyway_schema_history WHERE version = '99'");
        }
        restart();
        assertThat(store.loadTable(t)).isPresent();
    }

    // --- chat moves ----------------------------------------------------------------------------

    @Test
    @DisplayName("a chat's tables, chat messages and leaderboard move to its new chat id")
    void movesChat() {
        // given c1 with a finished match counted on the leaderboard and an open table with messages;
        // and c9 (the new id) with a leaderboard line of its own already
        committed(finish(playing("c1"), "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11))));
        PlayingTable open = playing("c1");
        committed(store.commit(open.write().withMessages(List.of(StoredMessage.inChat("table", "c1", "100"),
                new StoredMessage("hand", "u-anna", "dm-anna", "7")), List.of())));
        committed(finish(playing("c9"), "{}", List.of(new PlayerResult("u-anna", "Anna", false, 4))));

        // when c1 moves to c9
        int moved = store.moveChat("telegram", "c1", "c9");

        // then both tables moved, the chat message follows, the private one stays, the leaderboards merge
        assertThat(moved).isEqualTo(2);
        assertThat(store.loadOpenTable("telegram", "c1")).isEmpty();
        StoredTable now = store.loadOpenTable("telegram", "c9").orElseThrow();
        assertThat(now.table().id()).isEqualTo(open.id());
        assertThat(now.table().version()).isEqualTo(open.table().version() + 1);
        assertThat(now.messages()).containsExactlyInAnyOrder(StoredMessage.inChat("table", "c9", "100"),
                new StoredMessage("hand", "u-anna", "dm-anna", "7"));
        assertThat(store.leaderboard("telegram", "c9", "scopa"))
                .containsExactly(new LeaderboardRow("u-anna", "Anna", 2, 1, 15));
        assertThat(store.leaderboard("telegram", "c1", "scopa")).isEmpty();
        assertThat(store.finishedMatches("telegram", "c9", 10)).hasSize(2);
        assertThat(store.moveChat("discord", "c9", "c10")).isZero();
    }

    @Test
    @DisplayName("a chat's /notify watchers and its players' private topics move to its new chat id")
    void moveChatKeepsWatchersAndTopics() {
        // given anna watching c1 with a private topic for its table, and carlo watching both c1 and c9
        store.toggleWatcher("telegram", "c1", "u-anna");
        store.toggleWatcher("telegram", "c1", "u-carlo");
        store.toggleWatcher("telegram", "c9", "u-carlo");
        store.savePrivateTopic("telegram", "u-anna", "c1", "", "41");

        // when c1 moves to c9
        store.moveChat("telegram", "c1", "c9");

        // then both watch c9 once, nobody watches c1, and anna's topic is the one of c9's table
        assertThat(store.watchers("telegram", "c9")).containsExactlyInAnyOrder("u-anna", "u-carlo");
        assertThat(store.watchers("telegram", "c1")).isEmpty();
        assertThat(store.privateTopic("telegram", "u-anna", "c9", "")).contains("41");
        assertThat(store.privateTopic("telegram", "u-anna", "c1", "")).isEmpty();
    }

    @Test
    @DisplayName("when the new chat already has an open table, the old chat's open table stays behind")
    void moveChatKeepsOneOpenTable() {
        // given open tables in both c1 and c9
        TableRecord inOld = created("c1");
        TableRecord inNew = created("c9");

        // when c1 moves to c9
        int moved = store.moveChat("telegram", "c1", "c9");

        // then nothing moved and both chats keep their table
        assertThat(moved).isZero();
        assertThat(store.loadOpenTable("telegram", "c1").orElseThrow().table().id()).isEqualTo(inOld.id());
        assertThat(store.loadOpenTable("telegram", "c9").orElseThrow().table().id()).isEqualTo(inNew.id());
    }

    /** The match row, read under the store. */
    Optional<MatchRecord> match(long matchId) {
        try (Connection c = connect()) {
            return StoreReads.match(c, matchId);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A match's moves from {@code fromSeq} on, read under the store. */
    @Override
    public List<MoveRecord> moves(long matchId, int fromSeq) {
        try (Connection c = connect()) {
            return StoreReads.moves(c, matchId, fromSeq);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    // --- helpers ---------------------------------------------------------------------------------

    @FunctionalInterface
    interface Task<T> {
        T run(int thread) throws Exception;
    }

    /** Runs the task on {@code threads} threads and returns their results, failing on any failure. */
    static <T> List<T> runAll(int threads, Task<T> task) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                int thread = i;
                futures.add(pool.submit((Callable<T>) () -> task.run(thread)));
            }
            List<T> results = new ArrayList<>();
            for (Future<T> f : futures) {
                results.add(f.get(60, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    static List<Integer> range(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(i);
        }
        return out;
    }
}
