package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
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
 * bot instances (or a restarted bot) do.
 */
abstract class StoreContractTest {

    static final Instant T0 = Instant.parse("2026-03-01T20:00:00Z");

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
    abstract Connection connect() throws SQLException;

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

    /** Another store on the same database, closed after the test. */
    Store another() {
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

    TableRecord created(String chatId) {
        return ((TableCreation.Created) store.createTable(lobby(chatId))).table();
    }

    static final MatchSetup SETUP = new MatchSetup("scopa", options("variant", "classica", "target", "11"), 2, 42L);

    /** A table of Anna and a computer player, playing a match. */
    MatchStart.Started playing(String chatId) {
        TableRecord t = created(chatId);
        return (MatchStart.Started) store.startMatch(t.withSeats(List.of(t.seats().getFirst(),
                SeatRecord.computer(1, "Bot 2", "medium"))), SETUP);
    }

    static MoveRecord appended(MoveAppend outcome) {
        assertThat(outcome).isInstanceOf(MoveAppend.Appended.class);
        return ((MoveAppend.Appended) outcome).move();
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
        store.updateTable(first.withStatus(TableStatus.FINISHED));
        assertThat(store.createTable(lobby("c1"))).isInstanceOf(TableCreation.Created.class);
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
    @DisplayName("an update writes the changes and the next version; a stale version is a conflict that writes nothing")
    void updatesWithVersion() {
        // given a table read by two instances
        TableRecord read = created("c1");
        Store other = another();
        TableRecord readByOther = other.loadTable(read.id()).orElseThrow().table();
        clock.advance(Duration.ofMinutes(1));

        // when the first adds a seat and changes an option
        TableUpdate first = store.updateTable(read
                .withSeats(List.of(read.seats().getFirst(), SeatRecord.human(1, "u-bruno", "Bruno")))
                .withOptions(options("variant", "classica", "target", "21"))
                .withLocale("en").withExtraJson("{\"x\":1}"));
        // and the second, unaware, changes its copy
        TableUpdate second = other.updateTable(readByOther.withOwner("u-carla"));

        // then the first is written with version 2, the second is a conflict showing version 2
        assertThat(first).isInstanceOf(TableUpdate.Updated.class);
        TableRecord written = ((TableUpdate.Updated) first).table();
        assertThat(written.version()).isEqualTo(2);
        assertThat(written.updatedAt()).isEqualTo(T0.plus(Duration.ofMinutes(1)));
        assertThat(second).isEqualTo(new TableUpdate.Conflict(1, written));
        TableRecord stored = store.loadTable(read.id()).orElseThrow().table();
        assertThat(stored).isEqualTo(written);
        assertThat(stored.ownerUserId()).isEqualTo("u-anna");
        assertThat(stored.seats()).extracting(SeatRecord::userId).containsExactly("u-anna", "u-bruno");
    }

    @Test
    @DisplayName("a seat handed to the computer keeps its user, and a computer seat has no user")
    void seatKinds() {
        // given seats of all three kinds
        TableRecord t = created("c1");
        List<SeatRecord> seats = List.of(SeatRecord.human(0, "u-anna", "Anna"),
                new SeatRecord(1, "u-bruno", "Bruno", "medium"), SeatRecord.computer(2, "Bot 3", "easy"));

        // when they are stored
        store.updateTable(t.withSeats(seats));

        // then they load back the same
        assertThat(store.loadTable(t.id()).orElseThrow().table().seats()).containsExactlyElementsOf(seats);
    }

    @Test
    @DisplayName("starting a match makes the table playing with an empty move log, unless the table changed")
    void startsMatch() {
        // given a lobby
        TableRecord t = created("c1");
        TableRecord seated = t.withSeats(List.of(t.seats().getFirst(), SeatRecord.computer(1, "Bot 2", "medium")));

        // when a match is started on it, then again on the same stale copy
        MatchStart started = store.startMatch(seated, SETUP);
        MatchStart again = store.startMatch(seated, new MatchSetup("scopa", Map.of(), 2, 7L));

        // then the table plays the first match; the second start is a conflict and created nothing
        assertThat(started).isInstanceOf(MatchStart.Started.class);
        MatchStart.Started s = (MatchStart.Started) started;
        assertThat(s.table().status()).isEqualTo(TableStatus.PLAYING);
        assertThat(s.table().version()).isEqualTo(2);
        assertThat(s.match().setup()).isEqualTo(SETUP);
        assertThat(s.match().isFinished()).isFalse();
        assertThat(again).isEqualTo(new MatchStart.Conflict(1, s.table()));
        StoredTable loaded = store.loadTable(t.id()).orElseThrow();
        assertThat(loaded.table()).isEqualTo(s.table());
        assertThat(loaded.match()).contains(new StoredMatch(s.match(), List.of()));
        assertThat(match(s.match().id())).contains(s.match());
    }

    // --- moves -----------------------------------------------------------------------------

    @Test
    @DisplayName("moves append in sequence and load back in order, from any sequence number")
    void appendsMoves() {
        // given a playing table
        long match = playing("c1").match().id();

        // when three moves are appended
        MoveRecord m0 = appended(store.appendMove(match, 0, 0, "p7d"));
        clock.advance(Duration.ofSeconds(5));
        MoveRecord m1 = appended(store.appendMove(match, 1, 1, "p3c:3b"));
        MoveRecord m2 = appended(store.appendMove(match, 2, -1, "stop"));

        // then the log holds them in order, with their seats, codes and times
        assertThat(m1).isEqualTo(new MoveRecord(match, 1, 1, "p3c:3b", T0.plusSeconds(5)));
        assertThat(moves(match, 0)).containsExactly(m0, m1, m2);
        assertThat(moves(match, 2)).containsExactly(m2);
        assertThat(moves(match, 3)).isEmpty();
    }

    @Test
    @DisplayName("a move validated against an old or a future log length is a conflict and is not written")
    void sequenceConflict() {
        // given a match with two moves
        long match = playing("c1").match().id();
        appended(store.appendMove(match, 0, 0, "a"));
        appended(store.appendMove(match, 1, 1, "b"));

        // when a move is appended as move 1 again (that turn has been played), and as move 5
        MoveAppend stale = store.appendMove(match, 1, 1, "c");
        MoveAppend ahead = store.appendMove(match, 5, 1, "d");

        // then both are conflicts telling the log's length, and the log is unchanged
        assertThat(stale).isEqualTo(new MoveAppend.Conflict(1, 2, false));
        assertThat(ahead).isEqualTo(new MoveAppend.Conflict(5, 2, false));
        assertThat(moves(match, 0)).extracting(MoveRecord::code).containsExactly("a", "b");
    }

    @Test
    @DisplayName("appending to a match that does not exist is an error, not a conflict")
    void appendToNoMatch() {
        assertThatThrownBy(() -> store.appendMove(999_999, 0, 0, "a"))
                .isInstanceOf(StoreException.class).hasMessageContaining("999999");
    }

    @Test
    @DisplayName("8 threads on two stores racing for each move number: exactly one wins each, the log has no gap")
    void appendRaceByRounds() throws Exception {
        // given one match, two stores on the database, 8 threads
        long match = playing("c1").match().id();
        Store other = another();
        int threads = 8;
        int rounds = 25;
        CyclicBarrier barrier = new CyclicBarrier(threads);

        // when, round after round, all threads append with the same expected sequence number
        List<Integer> wins = runAll(threads, i -> {
            int won = 0;
            for (int seq = 0; seq < rounds; seq++) {
                barrier.await(30, TimeUnit.SECONDS);
                MoveAppend outcome = (i % 2 == 0 ? store : other).appendMove(match, seq, i, "t" + i + "r" + seq);
                if (outcome instanceof MoveAppend.Appended) {
                    won++;
                } else {
                    assertThat(outcome).isEqualTo(new MoveAppend.Conflict(seq, seq + 1, false));
                }
            }
            return won;
        });

        // then there was exactly one winner per round and the log is 0..rounds-1
        assertThat(wins.stream().mapToInt(Integer::intValue).sum()).isEqualTo(rounds);
        List<MoveRecord> log = moves(match, 0);
        assertThat(log).extracting(MoveRecord::seq).containsExactlyElementsOf(range(rounds));
        assertThat(log).allSatisfy(m -> assertThat(m.code()).endsWith("r" + m.seq()));
    }

    @Test
    @DisplayName("8 threads on two stores each appending 30 moves, retrying on conflict: none lost, none doubled")
    void appendRaceFreeForAll() throws Exception {
        // given one match, two stores on the database, 8 threads
        long match = playing("c1").match().id();
        Store other = another();
        int threads = 8;
        int each = 30;

        // when each thread appends its moves, reloading the log length after every conflict
        runAll(threads, i -> {
            Store s = i % 2 == 0 ? store : other;
            int next = moves(match, 0).size();
            for (int k = 0; k < each; ) {
                MoveAppend outcome = s.appendMove(match, next, i, "t" + i + "m" + k);
                if (outcome instanceof MoveAppend.Conflict c) {
                    next = c.moveCount();
                } else {
                    next++;
                    k++;
                }
            }
            return null;
        });

        // then the log is 0..n-1 and holds every thread's moves exactly once, each thread's in order
        List<MoveRecord> log = moves(match, 0);
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
        MatchStart.Started s = playing("c1");
        long match = s.match().id();
        appended(store.appendMove(match, 0, 0, "a"));
        clock.advance(Duration.ofMinutes(30));

        // when it is finished, then finished again (a retry)
        boolean first = store.finishMatch(match, "scopa", "{\"format\":\"mazziere-transcript/1\"}",
                List.of(new PlayerResult("u-anna", "Anna", true, 11)));
        boolean again = store.finishMatch(match, "scopa", "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11)));

        // then the first counted, the retry changed nothing, and no move can follow
        assertThat(first).isTrue();
        assertThat(again).isFalse();
        assertThat(match(match).orElseThrow().finishedAt()).isEqualTo(T0.plus(Duration.ofMinutes(30)));
        assertThat(store.leaderboard("telegram", "c1", "scopa"))
                .containsExactly(new LeaderboardRow("u-anna", "Anna", 1, 1, 11));
        assertThat(store.finishedMatches("telegram", "c1", 5)).containsExactly(new FinishedMatch(match,
                s.table().id(), "scopa", T0.plus(Duration.ofMinutes(30)), "{\"format\":\"mazziere-transcript/1\"}"));
        assertThat(store.appendMove(match, 1, 1, "b")).isEqualTo(new MoveAppend.Conflict(1, 1, true));
        assertThatThrownBy(() -> store.finishMatch(999_999, "scopa", "{}", List.of())).isInstanceOf(StoreException.class);
    }

    @Test
    @DisplayName("the leaderboard adds up matches per chat and game, best first, with the latest names")
    void leaderboardAccumulates() {
        // given three finished matches: two of scopa in c1, one of scopa in c2
        long m1 = playing("c1").match().id();
        store.finishMatch(m1, "scopa", "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11),
                new PlayerResult("u-bruno", "Bruno", false, 6)));
        finishTableOf(m1);
        long m2 = playing("c1").match().id();
        store.finishMatch(m2, "scopa", "{}", List.of(new PlayerResult("u-anna", "Anna", false, 9),
                new PlayerResult("u-bruno", "Bruno B.", true, 12)));
        long m3 = playing("c2").match().id();
        store.finishMatch(m3, "scopa", "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11)));

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
        long scopa = playing("c1").match().id();
        store.finishMatch(scopa, "scopa", "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11)));
        finishTableOf(scopa);
        long scopone = playing("c1").match().id();
        store.finishMatch(scopone, "scopone", "{}", List.of(new PlayerResult("u-anna", "Anna", false, 7)));
        long elsewhere = playing("c2").match().id();
        store.finishMatch(elsewhere, "ramino due mazzi", "{}", List.of(new PlayerResult("u-anna", "Anna", true, 0)));

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
        long m1 = playing("c1").match().id();
        store.finishMatch(m1, "scopa", "{\"n\":1}", List.of());
        finishTableOf(m1);
        clock.advance(Duration.ofHours(1));
        long m2 = playing("c1").match().id();
        store.finishMatch(m2, "scopa", "{\"n\":2}", List.of());
        long m3 = playing("c2").match().id();
        store.finishMatch(m3, "scopa", "{\"n\":3}", List.of());

        // when c1's history is read
        // then the newest comes first, and the limit holds
        assertThat(store.finishedMatches("telegram", "c1", 10)).extracting(FinishedMatch::transcriptJson)
                .containsExactly("{\"n\":2}", "{\"n\":1}");
        assertThat(store.finishedMatches("telegram", "c1", 1)).extracting(FinishedMatch::matchId)
                .containsExactly(m2);
        assertThat(store.finishedMatches("discord", "c1", 10)).isEmpty();
    }

    private void finishTableOf(long matchId) {
        long tableId = match(matchId).orElseThrow().tableId();
        TableRecord t = store.loadTable(tableId).orElseThrow().table();
        assertThat(store.updateTable(t.withStatus(TableStatus.FINISHED))).isInstanceOf(TableUpdate.Updated.class);
    }

    // --- messages and deadlines ---------------------------------------------------------------

    @Test
    @DisplayName("message ids are kept per kind and user, replaced in place, and removed")
    void messages() {
        // given a table
        long t = created("c1").id();

        // when messages are remembered, one replaced, one removed
        store.putMessage(t, StoredMessage.inChat("table", "c1", "100"));
        store.putMessage(t, new StoredMessage("hand", "u-anna", "dm-anna", "7"));
        store.putMessage(t, new StoredMessage("hand", "u-bruno", "dm-bruno", "8"));
        store.putMessage(t, StoredMessage.inChat("table", "c1", "101"));
        store.removeMessage(t, "hand", "u-bruno");

        // then the table has the latest chat message and Anna's hand
        assertThat(store.loadTable(t).orElseThrow().messages()).containsExactlyInAnyOrder(
                StoredMessage.inChat("table", "c1", "101"), new StoredMessage("hand", "u-anna", "dm-anna", "7"));
    }

    @Test
    @DisplayName("deadlines are kept per kind and seat, replaced, and cleared")
    void deadlines() {
        // given a table
        long t = created("c1").id();
        Instant soon = T0.plus(Duration.ofMinutes(2));

        // when deadlines are set, one replaced
        store.putDeadline(t, new Deadline("turn", 0, soon));
        store.putDeadline(t, new Deadline("reminder", 0, T0.plusSeconds(90)));
        store.putDeadline(t, new Deadline("lobby", -1, T0.plus(Duration.ofHours(1))));
        store.putDeadline(t, new Deadline("turn", 0, soon.plusMillis(1)));

        // then the table has the three, soonest first, the turn's replaced
        assertThat(store.loadTable(t).orElseThrow().deadlines()).containsExactly(
                new Deadline("reminder", 0, T0.plusSeconds(90)), new Deadline("turn", 0, soon.plusMillis(1)),
                new Deadline("lobby", -1, T0.plus(Duration.ofHours(1))));

        // and clearing removes them all
        store.clearDeadlines(t);
        assertThat(store.loadTable(t).orElseThrow().deadlines()).isEmpty();
    }

    @Test
    @DisplayName("a message or deadline for a table that does not exist is an error")
    void messageOfNoTable() {
        assertThatThrownBy(() -> store.putMessage(999_999, StoredMessage.inChat("table", "c1", "1")))
                .isInstanceOf(StoreException.class);
        assertThatThrownBy(() -> store.putDeadline(999_999, new Deadline("turn", 0, T0)))
                .isInstanceOf(StoreException.class);
    }

    // --- start-up --------------------------------------------------------------------------------

    @Test
    @DisplayName("start-up lists every open table with its current match, moves in order, messages and deadlines")
    void loadsOpenTables() {
        // given a lobby in c1, a table playing its second match in c2, and a finished table in c3
        TableRecord lobby = created("c1");
        store.putDeadline(lobby.id(), new Deadline("lobby", -1, T0.plus(Duration.ofHours(1))));
        MatchStart.Started firstMatch = playing("c2");
        store.finishMatch(firstMatch.match().id(), "scopa", "{}", List.of());
        MatchStart.Started secondMatch = (MatchStart.Started) store.startMatch(firstMatch.table(),
                new MatchSetup("scopa", SETUP.options(), 2, 43L));
        long match = secondMatch.match().id();
        for (int seq = 0; seq < 5; seq++) {
            appended(store.appendMove(match, seq, seq % 2, "m" + seq));
        }
        store.putMessage(secondMatch.table().id(), StoredMessage.inChat("table", "c2", "55"));
        store.putDeadline(secondMatch.table().id(), new Deadline("turn", 1, T0.plusSeconds(120)));
        MatchStart.Started done = playing("c3");
        store.updateTable(done.table().withStatus(TableStatus.FINISHED));

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
        MatchStart.Started old = playing("c0");
        store.finishMatch(old.match().id(), "scopa", "{\"old\":true}", List.of(new PlayerResult("u-anna", "Anna", true, 3)));
        store.updateTable(old.table().withStatus(TableStatus.FINISHED));
        MatchStart.Started s = playing("c1");
        long match = s.match().id();
        appended(store.appendMove(match, 0, 0, "a"));
        appended(store.appendMove(match, 1, 1, "b"));
        store.putMessage(s.table().id(), StoredMessage.inChat("table", "c1", "9"));
        store.putDeadline(s.table().id(), new Deadline("turn", 0, T0.plusSeconds(120)));
        store.markProcessed("telegram", "update-1");
        List<StoredTable> before = store.loadOpenTables();

        // when the store is closed and opened again on the same database
        restart();

        // then the open tables load the same, and the rest is kept too
        assertThat(store.loadOpenTables()).isEqualTo(before).hasSize(1);
        assertThat(store.markProcessed("telegram", "update-1")).isFalse();
        assertThat(store.finishedMatches("telegram", "c0", 1)).extracting(FinishedMatch::transcriptJson)
                .containsExactly("{\"old\":true}");
        assertThat(store.leaderboard("telegram", "c0", "scopa")).hasSize(1);
        assertThat(appended(store.appendMove(match, 2, 0, "c")).seq()).isEqualTo(2);
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
            assertThat(versions).containsExactly("1", "2");
        }
        assertThat(store.loadTable(t)).isPresent();
    }

    // --- chat moves ----------------------------------------------------------------------------

    @Test
    @DisplayName("a chat's tables, chat messages and leaderboard move to its new chat id")
    void movesChat() {
        // given c1 with a finished match counted on the leaderboard and an open table with messages;
        // and c9 (the new id) with a leaderboard line of its own already
        MatchStart.Started old = playing("c1");
        store.finishMatch(old.match().id(), "scopa", "{}", List.of(new PlayerResult("u-anna", "Anna", true, 11)));
        store.updateTable(old.table().withStatus(TableStatus.FINISHED));
        MatchStart.Started open = playing("c1");
        store.putMessage(open.table().id(), StoredMessage.inChat("table", "c1", "100"));
        store.putMessage(open.table().id(), new StoredMessage("hand", "u-anna", "dm-anna", "7"));
        MatchStart.Started other = playing("c9");
        store.finishMatch(other.match().id(), "scopa", "{}", List.of(new PlayerResult("u-anna", "Anna", false, 4)));
        store.updateTable(other.table().withStatus(TableStatus.FINISHED));

        // when c1 moves to c9
        int moved = store.moveChat("telegram", "c1", "c9");

        // then both tables moved, the chat message follows, the private one stays, the leaderboards merge
        assertThat(moved).isEqualTo(2);
        assertThat(store.loadOpenTable("telegram", "c1")).isEmpty();
        StoredTable now = store.loadOpenTable("telegram", "c9").orElseThrow();
        assertThat(now.table().id()).isEqualTo(open.table().id());
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

    // --- platform events ------------------------------------------------------------------------

    @Test
    @DisplayName("an event id is processed the first time only, per platform, until pruned")
    void marksProcessed() {
        // given an event seen at T0 and another an hour later
        assertThat(store.markProcessed("telegram", "42")).isTrue();
        clock.advance(Duration.ofHours(1));
        assertThat(store.markProcessed("telegram", "43")).isTrue();

        // when they are delivered again, and on another platform
        // then the redeliveries are refused, the other platform's id is new
        assertThat(store.markProcessed("telegram", "42")).isFalse();
        assertThat(store.markProcessed("telegram", "43")).isFalse();
        assertThat(store.markProcessed("discord", "42")).isTrue();

        // and pruning what is older than 30 minutes forgets the first only
        assertThat(store.pruneProcessed(T0.plus(Duration.ofMinutes(30)))).isEqualTo(1);
        assertThat(store.markProcessed("telegram", "42")).isTrue();
        assertThat(store.markProcessed("telegram", "43")).isFalse();
    }

    @Test
    @DisplayName("8 threads on two stores marking the same 100 events: each is processed exactly once")
    void marksProcessedConcurrently() throws Exception {
        // given two stores on one database and 8 threads released together
        Store other = another();
        int threads = 8;
        int events = 100;
        CyclicBarrier start = new CyclicBarrier(threads);

        // when each thread marks every event
        List<List<String>> firsts = runAll(threads, i -> {
            start.await();
            List<String> mine = new ArrayList<>();
            for (int e = 0; e < events; e++) {
                if ((i % 2 == 0 ? store : other).markProcessed("telegram", "ev" + e)) {
                    mine.add("ev" + e);
                }
            }
            return mine;
        });

        // then every event was first for exactly one thread
        List<String> all = firsts.stream().flatMap(List::stream).toList();
        assertThat(all).hasSize(events).doesNotHaveDuplicates();
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
    List<MoveRecord> moves(long matchId, int fromSeq) {
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
