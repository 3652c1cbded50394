package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.CapturedLog;
import dev.mazziere.store.FaultyDatabase;
import dev.mazziere.store.SeatRecord;
import dev.mazziere.store.Store;
import dev.mazziere.table.flow.Table;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Tables on a real database that goes wrong at run time and recovers, on SQLite and on
 * PostgreSQL: it refuses every write for a while (a full disk), or the insert of the
 * computer's moves (as one write may fail when others fit). Play goes on once it can, with
 * no restart, and no table ever waits for a step of the bot's with no timer to take it.
 */
@DisplayName("Tables on a database that fails at run time")
class StoreFaultsTest {

    private static final String CANNOT_SAVE = "💾 The table cannot be saved right now, so nothing changed: "
            + "try again in a minute.";
    private static final String PARTLY_SAVED = "💾 What you did is saved, but what follows cannot be saved right now:"
            + " the table goes on by itself as soon as it can.";

    private FaultyDatabase db;
    private Store store;
    private TestChat chat;

    private void open(FaultyDatabase.Kind kind) {
        db = FaultyDatabase.create(kind);
        store = db.open(new FakeTime());
        chat = new TestChat(42, Duration.ZERO, store, GameRegistry.standard());
    }

    @AfterEach
    void close() throws Exception {
        db.close();
    }

    /** The moves stored of the group's match (the last one, should it have ended). */
    private int storedMoves() {
        long table = store.loadOpenTable(TestChat.PLATFORM, chat.group.id()).map(t -> t.table().id())
                .orElseGet(() -> store.finishedMatches(TestChat.PLATFORM, chat.group.id(), 1).get(0).tableId());
        return store.loadTable(table).orElseThrow().match().orElseThrow().moves().size();
    }

    /** Advances a second at a time, for at most {@code most}, until {@code moves} are stored. */
    private void waitForMoves(int moves, Duration most) {
        for (long s = 0; s < most.toSeconds() && storedMoves() < moves; s++) {
            chat.time.advance(Duration.ofSeconds(1));
            assertThat(chat.tables.stalled()).isEmpty();
        }
    }

    /**
     * anna opens a table with a computer player and starts it (with no time limit), and the
     * database refuses the computer's moves from her turn on: the moves stored by then.
     */
    private int storedMovesBefore() throws Exception {
        chat.say("anna", "/scopa", "/addbot", "/option turnTimeout off", "/start");
        chat.time.advance(WriteBehind.EVERY);
        List<SeatRecord> seats = store.loadOpenTable(TestChat.PLATFORM, chat.group.id()).orElseThrow().table().seats();
        db.refuseMoves(seats.stream().filter(s -> s.userId() == null).findFirst().orElseThrow().seat());
        return storedMoves();
    }

    private void annaPlays() {
        MessageRef prompt = chat.prompt("anna");
        chat.press("anna", chat.now(prompt).buttons().get(0), prompt);
    }

    @ParameterizedTest(name = "on {0}")
    @EnumSource(FaultyDatabase.Kind.class)
    @DisplayName("a computer's move that failed to save is played again, waiting longer each time, until it is saved")
    void computerMoveRetried(FaultyDatabase.Kind kind) throws Exception {
        // given anna at a table with a computer player, her turn, and a database that refuses the computer's moves
        open(kind);
        int before = storedMovesBefore();

        // when anna plays
        annaPlays();

        // then her move is saved and she is told so, not that nothing changed; the computer's turn has a recovery armed
        assertThat(storedMoves()).isEqualTo(before + 1);
        assertThat(chat.dmTexts("anna")).last().isEqualTo(PARTLY_SAVED);
        assertThat(chat.tables.stalled()).isEmpty();

        // and while the database still refuses, the computer's move is tried again after 15 s, 30 s, 60 s, 120 s:
        // four times in five minutes, and the table never stalled
        try (CapturedLog refusals = new CapturedLog(ChatSerializer.class)) {
            waitForMoves(before + 2, Duration.ofMinutes(5));
            assertThat(refusals.atLeast(Level.WARN)).hasSize(4).allMatch(l -> l.contains("the store failed"));
        }
        assertThat(storedMoves()).isEqualTo(before + 1);
        assertThat(chat.prompt("anna")).isNull();

        // and once the database takes it, within the longest wait, the computer plays and anna is prompted again
        db.allowMoves();
        waitForMoves(before + 2, StoreRecovery.retryAfter(4).plusSeconds(1));
        assertThat(storedMoves()).isGreaterThanOrEqualTo(before + 2);
        assertThat(chat.prompt("anna")).isNotNull();
        assertThat(chat.tables.stalled()).isEmpty();
    }

    @ParameterizedTest(name = "on {0}")
    @EnumSource(FaultyDatabase.Kind.class)
    @DisplayName("a computer's turn left by a failed save is played when anyone touches the table, /table even")
    void touchedTableWakes(FaultyDatabase.Kind kind) throws Exception {
        // given anna's move saved and the computer's refused, and then the database taking it again
        open(kind);
        int before = storedMovesBefore();
        annaPlays();
        db.allowMoves();

        // when, before any retry is due, carlo asks for the table, and the computer's thinking time passes
        chat.time.advance(Table.STALLED_AFTER);
        chat.say("carlo", "/table");
        chat.time.advance(Duration.ofSeconds(1));

        // then the computer has played, and it is anna's turn again
        assertThat(storedMoves()).isGreaterThanOrEqualTo(before + 2);
        assertThat(chat.prompt("anna")).isNotNull();
    }

    @ParameterizedTest(name = "on {0}")
    @EnumSource(FaultyDatabase.Kind.class)
    @DisplayName("a disk that fills during play: the 💾 answer, logged once, and the next press after space is freed plays")
    void diskFillsDuringPlay(FaultyDatabase.Kind kind) throws Exception {
        open(kind);
        chat.say("anna", "/scopa");
        chat.say("carlo", "/join");
        chat.say("anna", "/option turnTimeout off");
        chat.say("anna", "/start");
        chat.time.advance(WriteBehind.EVERY);
        try (CapturedLog outage = new CapturedLog(Class.forName("dev.mazziere.store.WriteOutage"));
             CapturedLog later = new CapturedLog(WriteBehind.class)) {
            // given a disk that fills up
            db.fillDisk();

            // when the players play on until a press is refused, and time passes with writes waiting
            String mover = playUntilRefused(400);
            int before = storedMoves();
            chat.time.advance(Duration.ofSeconds(30));

            // then the outage was logged once, not at every retry, and readiness hears of it
            assertThat(store.trouble()).isPresent();
            assertThat(outage.atLeast(Level.WARN)).singleElement().asString().startsWith("ERROR");
            assertThat(later.atLeast(Level.WARN)).isEmpty();
            assertThat(chat.tables.stalled()).isEmpty();

            // and once there is room again, the same button plays the move, and the end is logged once
            db.freeDisk();
            MessageRef prompt = chat.prompt(mover);
            chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
            assertThat(storedMoves()).isEqualTo(before + 1);
            assertThat(store.trouble()).isEmpty();
            assertThat(outage.atLeast(Level.WARN)).hasSize(2).last().asString().startsWith("WARN");
        }
    }

    /**
     * anna and carlo press their first button, turn after turn, until a press is answered
     * that the table cannot be saved: its presser. A new page of the database is needed
     * every few dozen moves.
     */
    private String playUntilRefused(int most) {
        for (int i = 0; i < most; i++) {
            String mover = chat.toAct(List.of("anna", "carlo"));
            assertThat(mover).as("a player to act after %d presses", i).isNotNull();
            MessageRef prompt = chat.prompt(mover);
            int before = storedMoves();
            chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
            if (CANNOT_SAVE.equals(chat.lastPopup(mover))) {
                assertThat(storedMoves()).isEqualTo(before);
                return mover;
            }
        }
        throw new AssertionError("no press was refused in " + most);
    }
}
