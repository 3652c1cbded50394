package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.store.TestPostgres;
import dev.mazziere.store.TestStore;
import dev.mazziere.table.flow.Payload;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two bot instances, each with its own store, on one real PostgreSQL database, both
 * holding the same table: a turn's reminder is sent by one of them, a timed-out turn is
 * played by one of them, and a race on the match's final move ends the match once.
 */
@DisplayName("Two bot instances on one PostgreSQL database")
class InstancesTest {

    private final GameRegistry registry = GameRegistry.standard();
    private final List<Store> stores = new ArrayList<>();
    private String url;
    private TestChat a;
    private TestChat b;
    private TestStore storeA;

    @BeforeEach
    void twoInstances() throws Exception {
        url = TestPostgres.newSchemaUrl();
        storeA = new TestStore(open());
        a = new TestChat(1, Duration.ZERO, storeA, registry);
        b = new TestChat(1000, Duration.ZERO, open(), registry);
    }

    private Store open() {
        Store s = Stores.open(url, Clock.systemUTC());
        stores.add(s);
        return s;
    }

    @AfterEach
    void drop() throws Exception {
        stores.forEach(Store::close);
        TestPostgres.dropSchema(url);
    }

    /** A match of anna and carlo opened through A, held by B too (B started up after it). */
    private void startOnBoth() {
        a.say("anna", "/scopa");
        a.say("carlo", "/join");
        a.say("anna", "/start");
        a.time.advance(WriteBehind.EVERY);
        b.tables.restore();
        b.time.advance(WriteBehind.EVERY);
    }

    private void advanceBoth(Duration by) {
        a.time.advance(by);
        b.time.advance(by);
    }

    private int storedMoves() {
        return storeA.loadOpenTable(TestChat.PLATFORM, a.group.id()).orElseThrow().match().orElseThrow().moves().size();
    }

    private static Stream<TestChat.Out> both(TestChat x, TestChat y) {
        return Stream.concat(x.log.stream(), y.log.stream());
    }

    @Test
    @DisplayName("both instances arm the turn's timers, and one reminds the player and one plays the timed-out turn")
    void oneTimerRuns() {
        // given a live match both instances hold
        startOnBoth();
        String mover = a.prompt("anna") != null ? "anna" : "carlo";

        // when the reminder falls due on both, then the deadline
        advanceBoth(Duration.ofSeconds(100));
        long reminders = both(a, b).filter(o -> o.kind().equals("dm") && o.to().equals(mover)
                && o.text().startsWith("⏰") && o.text().contains("your turn")).count();
        advanceBoth(Duration.ofSeconds(30));

        // then the player was reminded once, and the computer played their turn once
        assertThat(reminders).isEqualTo(1);
        assertThat(both(a, b).filter(o -> o.text().startsWith("⏰ Time ran out"))).hasSize(1);
        assertThat(storedMoves()).isEqualTo(1);
    }

    @Test
    @DisplayName("a lost race on the final move ends the match in both instances, announced once, its last move shown")
    void finalMoveRace() {
        // given a match played through A up to its final move, which both instances hold
        a.say("anna", "/scopa");
        a.say("carlo", "/join");
        a.say("anna", "/option turnTimeout off");
        a.say("anna", "/start");
        Game game = registry.rules("scopa");
        while (!finalMoveNext(game)) {
            String mover = a.prompt("anna") != null ? "anna" : "carlo";
            MessageRef p = a.prompt(mover);
            a.press(mover, a.now(p).buttons().get(0), p);
        }
        a.time.advance(WriteBehind.EVERY);
        b.tables.restore();
        String mover = a.prompt("anna") != null ? "anna" : "carlo";
        MessageRef prompt = a.prompt(mover);
        Button last = a.now(prompt).buttons().get(0);

        // when the player presses it through A, and through B at the same moment, B writing first
        storeA.beforeNextMove = () -> b.press(mover, last, prompt);
        a.press(mover, last, prompt);

        // then B ended the match and announced it; A said the turn was played and holds no table
        assertThat(b.groupTexts()).filteredOn(t -> t.contains("🏁 Match over")).hasSize(1);
        assertThat(a.groupTexts()).noneMatch(t -> t.contains("🏁 Match over"));
        assertThat(a.lastPopup(mover)).isEqualTo("⚡ That turn has already been played.");
        assertThat(a.tables.table(a.group)).isEmpty();
        assertThat(b.tables.table(b.group)).isEmpty();
        assertThat(storeA.loadOpenTable(TestChat.PLATFORM, a.group.id())).isEmpty();
        List<FinishedMatch> finished = storeA.finishedMatches(TestChat.PLATFORM, a.group.id(), 5);
        assertThat(finished).hasSize(1);
        assertThat(storeA.leaderboard(TestChat.PLATFORM, a.group.id(), "scopa")).allSatisfy(
                row -> assertThat(row.played()).isEqualTo(1));
        // and B's table message shows the final move, as the stored table does
        String lastLine = storeA.loadTable(finished.get(0).tableId()).orElseThrow().table().extraJson()
                .replaceAll(".*\"lastLine\":\"([^\"]*)\".*", "$1");
        assertThat(lastLine).isNotBlank();
        TestChat.Out lastEdit = b.log.stream().filter(o -> o.kind().equals("edit") && o.to().equals(b.group.id()))
                .reduce((x, y) -> y).orElseThrow();
        assertThat(lastEdit.text()).contains("▶️ " + lastLine);
    }

    @Test
    @DisplayName("a prompt one instance sent loses its buttons when the other applies the move pressed on it,"
            + " before the first has stored the prompt's id")
    void promptClearedByTheOther() {
        // given a match both instances hold, where the first player's move, through A, prompts the second
        startOnBoth();
        String first = a.prompt("anna") != null ? "anna" : "carlo";
        String second = first.equals("anna") ? "carlo" : "anna";
        MessageRef firstPrompt = a.prompt(first);
        a.press(first, a.now(firstPrompt).buttons().get(0), firstPrompt);
        MessageRef prompt = a.prompt(second);
        assertThat(prompt).isNotNull();

        // when the second presses a move on that prompt through B, before A has written the prompt's id
        b.press(second, a.now(prompt).buttons().get(0), prompt);
        advanceBoth(WriteBehind.EVERY);

        // then the move was played once, and B took the buttons off the prompt, saying what was played
        assertThat(storedMoves()).isEqualTo(2);
        TestChat.Out edit = b.log.stream().filter(o -> o.kind().equals("edit") && prompt.equals(o.ref()))
                .reduce((x, y) -> y).orElseThrow(() -> new AssertionError("B never edited the prompt"));
        assertThat(edit.message().buttons()).noneMatch(button -> button.payload().startsWith("m:"));
        assertThat(edit.text()).startsWith("✅ ");
    }

    /** True when the move on the first button of the player to act (through A) ends the match. */
    private boolean finalMoveNext(Game game) {
        MatchState match = a.replay(game).copy();
        String mover = a.prompt("anna") != null ? "anna" : "carlo";
        Button first = a.now(a.prompt(mover)).buttons().get(0);
        String code = ((Payload.Play) Payload.parse(first.payload()).orElseThrow()).code();
        match.apply(match.toAct(), game.parseMove(code));
        return match.isOver();
    }
}
