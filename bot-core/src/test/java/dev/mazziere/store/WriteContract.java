package dev.mazziere.store;

import static dev.mazziere.store.StoreContractTest.committed;
import static dev.mazziere.store.StoreContractTest.conflict;
import static dev.mazziere.store.StoreContractTest.runAll;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.store.TableCommit.Reason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract of the store's writes as the table layer uses them: a whole move in one
 * transaction or nothing, the freshness check, a timer's claim, batches of light writes
 * and the marks of platform events. Part of {@link StoreContractTest}, on both databases.
 */
interface WriteContract {

    Store store();

    Store another();

    MutableClock clock();

    TableRecord created(String chatId);

    PlayingTable playing(String chatId);

    TableCommit move(Store s, PlayingTable p, int seq, int seat, String code);

    TableRecord reload(long tableId);

    List<MoveRecord> moves(long matchId, int fromSeq);

    /** The test clock's start: {@link StoreContractTest#T0}, which this interface cannot read while it initializes. */
    java.time.Instant T0 = java.time.Instant.parse("2026-03-01T20:00:00Z");
    Deadline TURN = new Deadline("turn", 1, T0.plusSeconds(120));
    Deadline REMINDER = new Deadline("reminder", 1, T0.plusSeconds(90));

    @Test
    @DisplayName("the freshness check reads a chat's open table's version and move count, and an event's mark")
    default void freshness() {
        // given a playing table with a move, and an event handled with it
        PlayingTable p = playing("c1");
        committed(store().commit(p.write().withMove(p.matchId(), 0, 0, "a").withEvent("telegram", "e1")));

        // when the chat is checked, with that event and with another
        Freshness seen = store().freshness("telegram", "c1", "e1");
        Freshness unseen = store().freshness("telegram", "c1", "e2");

        // then the table's id, version and move count are read, and only the first event was handled
        assertThat(seen).isEqualTo(new Freshness(Optional.of(new TableStamp(p.id(), p.table().version(), 1)), true));
        assertThat(unseen.eventProcessed()).isFalse();
        assertThat(store().freshness("telegram", "c2", null)).isEqualTo(new Freshness(Optional.empty(), false));
        assertThat(store().freshness("discord", "c1", "e1")).isEqualTo(new Freshness(Optional.empty(), false));
    }

    @Test
    @DisplayName("a move is written with its row, messages, deadlines and event in one transaction, or none of them")
    default void allOrNothing() {
        // given a playing table where move 0 was played by another instance
        PlayingTable p = playing("c1");
        committed(move(another(), p, 0, 0, "a"));
        TableRecord before = reload(p.id());

        // when this instance writes move 0 too, with everything else it changed
        TableCommit lost = store().commit(p.write().withRow(p.table().withExtraJson("{\"last\":\"b\"}"), false)
                .withMove(p.matchId(), 0, 1, "b")
                .withMessages(List.of(StoredMessage.inChat("table", "c1", "7")), List.of())
                .withDeadlines(List.of(TURN)).withEvent("telegram", "e1"));

        // then nothing of it was written: not the row, the messages, the deadlines, nor the event's mark
        conflict(lost, Reason.MOVE_TAKEN);
        StoredTable after = store().loadTable(p.id()).orElseThrow();
        assertThat(after.table()).isEqualTo(before);
        assertThat(after.messages()).isEmpty();
        assertThat(after.deadlines()).isEmpty();
        assertThat(moves(p.matchId(), 0)).extracting(MoveRecord::code).containsExactly("a");
        assertThat(store().freshness("telegram", "c1", "e1").eventProcessed()).isFalse();

        // and the same write on the table as it is now is written whole, with the next version
        TableCommit won = store().commit(TableChange.on(before).withRow(before.withExtraJson("{\"last\":\"b\"}"), false)
                .withMove(p.matchId(), 1, 1, "b").withDeadlines(List.of(TURN)).withEvent("telegram", "e1"));
        assertThat(committed(won)).isEqualTo(new TableCommit.Committed(before.version() + 1, 2, 0));
        assertThat(store().loadTable(p.id()).orElseThrow().deadlines()).containsExactly(TURN);
    }

    @Test
    @DisplayName("a write carrying an event handled already is a conflict that writes nothing")
    default void redeliveredEvent() {
        PlayingTable p = playing("c1");
        committed(store().commit(p.write().withMove(p.matchId(), 0, 0, "a").withEvent("telegram", "e1")));

        TableCommit again = store().commit(p.write().withMove(p.matchId(), 1, 1, "b").withEvent("telegram", "e1"));

        conflict(again, Reason.EVENT_SEEN);
        assertThat(moves(p.matchId(), 0)).extracting(MoveRecord::code).containsExactly("a");
    }

    @Test
    @DisplayName("of two instances claiming a timer's deadline, exactly one gets it; a deadline of another time is no claim")
    default void claims() {
        // given a table with a turn and a reminder, read by two instances
        PlayingTable p = playing("c1");
        committed(store().commit(p.write().withDeadlines(List.of(TURN, REMINDER))));
        Store other = another();

        // when both claim the reminder, and one claims the turn at another time
        TableCommit first = store().commit(p.write().withClaim(REMINDER));
        TableCommit second = other.commit(p.write().withClaim(REMINDER));
        TableCommit wrongTime = other.commit(p.write().withClaim(new Deadline("turn", 1, T0.plusSeconds(121))));

        // then the first has it, the others are conflicts, and only the reminder is gone
        committed(first);
        conflict(second, Reason.CLAIMED);
        conflict(wrongTime, Reason.CLAIMED);
        assertThat(store().loadTable(p.id()).orElseThrow().deadlines()).containsExactly(TURN);

        // and a move that claims the turn takes it out with the rest
        committed(store().commit(p.write().withMove(p.matchId(), 0, 1, "a").withClaim(TURN)));
        conflict(other.commit(p.write().withMove(p.matchId(), 0, 1, "b").withClaim(TURN)), Reason.MOVE_TAKEN);
        assertThat(store().loadTable(p.id()).orElseThrow().deadlines()).isEmpty();
    }

    @Test
    @DisplayName("a batch of light writes writes each table still at its version, skips the others, and marks events")
    default void lightBatch() {
        // given two tables, the second moved on by another instance since it was read
        TableRecord one = created("c1");
        TableRecord two = created("c2");
        committed(another().commit(TableChange.on(two).withRow(two.withLocale("en"), false)));
        committed(store().commit(TableChange.on(one).withEvent("telegram", "e0")));

        // when message ids for both and three event marks (one handled already) are written in a batch
        List<TableCommit> outcomes = store().commitLight(List.of(
                TableChange.on(one).withMessages(List.of(StoredMessage.inChat("table", "c1", "1")), List.of()),
                TableChange.on(two).withMessages(List.of(StoredMessage.inChat("table", "c2", "2")), List.of())),
                List.of(new TableChange.Event("telegram", "e0"), new TableChange.Event("telegram", "e1"),
                        new TableChange.Event("telegram", "e2")));

        // then the first is written, the second skipped, and every event is marked
        assertThat(outcomes.get(0)).isEqualTo(new TableCommit.Committed(1, 0, 0));
        conflict(outcomes.get(1), Reason.TABLE_CHANGED);
        assertThat(store().loadTable(one.id()).orElseThrow().messages())
                .containsExactly(StoredMessage.inChat("table", "c1", "1"));
        assertThat(store().loadTable(two.id()).orElseThrow().messages()).isEmpty();
        for (String e : List.of("e0", "e1", "e2")) {
            assertThat(store().freshness("telegram", "c9", e).eventProcessed()).as(e).isTrue();
        }
    }

    @Test
    @DisplayName("8 threads on two stores writing the same 100 events with a table's writes: each is handled once")
    default void eventsOnce() throws Exception {
        TableRecord t = created("c1");
        Store other = another();
        int threads = 8;
        int events = 100;
        CyclicBarrier start = new CyclicBarrier(threads);

        List<List<String>> firsts = runAll(threads, i -> {
            start.await();
            List<String> mine = new ArrayList<>();
            for (int e = 0; e < events; e++) {
                if ((i % 2 == 0 ? store() : other).commit(TableChange.on(t).withEvent("telegram", "ev" + e))
                        instanceof TableCommit.Committed) {
                    mine.add("ev" + e);
                }
            }
            return mine;
        });

        assertThat(firsts.stream().flatMap(List::stream).toList()).hasSize(events).doesNotHaveDuplicates();
    }

    @Test
    @DisplayName("old event marks are forgotten in batches, newer ones kept")
    default void prunesInBatches() {
        // given 2,500 events marked at T0 and one an hour later
        List<TableChange.Event> old = new ArrayList<>();
        for (int i = 0; i < 2500; i++) {
            old.add(new TableChange.Event("telegram", "old" + i));
        }
        store().commitLight(List.of(), old);
        clock().advance(Duration.ofHours(1));
        store().commitLight(List.of(), List.of(new TableChange.Event("telegram", "new")));

        // when what is older than 30 minutes is pruned
        int pruned = store().pruneProcessed(T0.plus(Duration.ofMinutes(30)));

        // then the old ones are all forgotten, over several batches, and the new one kept
        assertThat(pruned).isEqualTo(2500).isGreaterThan(JdbcStore.PRUNE_BATCH);
        assertThat(store().freshness("telegram", "c1", "old7").eventProcessed()).isFalse();
        assertThat(store().freshness("telegram", "c1", "new").eventProcessed()).isTrue();
    }
}
