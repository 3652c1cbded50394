package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.MessageRef;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.StoredMessage;
import dev.mazziere.store.TableChange;
import dev.mazziere.store.TestStore;
import dev.mazziere.table.FakeTime;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What one move costs the store and in which order: one transaction holding the move and
 * everything it changed, written before anything about it is said; the id of the prompt
 * sent afterwards in a later batch; and what a crash between the two costs.
 */
@DisplayName("A move's unit of work")
class UnitOfWorkTest {

    private final TestStore store = new TestStore(TestChat.newStore(new FakeTime()));
    private final TestChat chat = new TestChat(42, Duration.ZERO, store, GameRegistry.standard());

    private void start() {
        chat.say("anna", "/scopa");
        chat.say("carlo", "/join");
        chat.say("anna", "/start");
        chat.time.advance(WriteBehind.EVERY);
    }

    private String toAct(TestChat c) {
        return c.prompt("anna") != null ? "anna" : "carlo";
    }

    private static String other(String player) {
        return player.equals("anna") ? "carlo" : "anna";
    }

    private int storedMoves() {
        return store.loadOpenTable(TestChat.PLATFORM, chat.group.id()).orElseThrow().match().orElseThrow()
                .moves().size();
    }

    @Test
    @DisplayName("a press is one read and one write, holding the move, the row, the next turn's deadlines and the event")
    void oneTransaction() {
        // given a match whose start is written
        start();
        String mover = toAct(chat);
        MessageRef prompt = chat.prompt(mover);
        int writes = store.writes.get();
        int reads = store.reads.get();
        AtomicInteger saidBeforeCommit = new AtomicInteger(-1);
        int logBefore = chat.log.size();
        store.beforeNextMove = () -> saidBeforeCommit.set(chat.log.size() - logBefore);

        // when the player to act presses a move
        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);

        // then the store was read once and written once, before anything was said
        assertThat(store.reads.get() - reads).isEqualTo(1);
        assertThat(store.writes.get() - writes).isEqualTo(1);
        assertThat(saidBeforeCommit.get()).isZero();
        TableChange w = store.written.getLast();
        assertThat(w.move().seq()).isZero();
        assertThat(w.row()).isNotNull();
        assertThat(w.deadlines()).extracting(d -> d.kind()).containsExactlyInAnyOrder("turn", "reminder");
        assertThat(w.event()).isNotNull();
        assertThat(storedMoves()).isEqualTo(1);

        // and the next prompt's id, known only once it was sent, is written with the next batch
        String next = other(mover);
        MessageRef nextPrompt = chat.prompt(next);
        assertThat(promptStored(next)).isNull();
        chat.time.advance(WriteBehind.EVERY);
        assertThat(store.writes.get() - writes).isEqualTo(2);
        assertThat(promptStored(next)).isEqualTo(nextPrompt.id());
    }

    private String promptStored(String user) {
        return store.loadOpenTable(TestChat.PLATFORM, chat.group.id()).orElseThrow().messages().stream()
                .filter(m -> m.kind().equals("prompt") && m.userId().equals(user))
                .map(StoredMessage::messageId).findFirst().orElse(null);
    }

    @Test
    @DisplayName("a crash before a prompt's id is written costs nothing when the move is pressed on it: "
            + "its buttons come off, and the match goes on")
    void crashBeforeThePromptIsWritten() {
        // given a move played, and the bot killed before the next prompt's id was written
        start();
        String mover = toAct(chat);
        MessageRef prompt = chat.prompt(mover);
        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
        String next = other(mover);
        MessageRef nextPrompt = chat.prompt(next);
        TestChat after = chat.crashed();

        // when the next player presses that prompt after the restart
        after.press(next, after.now(nextPrompt).buttons().get(0), nextPrompt);

        // then the move is played, and the prompt it was pressed on shows it, without buttons
        assertThat(storedMoves()).isEqualTo(2);
        assertThat(after.now(nextPrompt).buttons()).noneMatch(b -> b.payload().startsWith("m:"));
        assertThat(after.now(nextPrompt).text()).startsWith("✅ ");
        MessageRef onward = after.prompt(mover);
        after.press(mover, after.now(onward).buttons().get(0), onward);
        assertThat(storedMoves()).isEqualTo(3);
    }

    @Test
    @DisplayName("a clean stop writes the waiting prompt's id first, so its buttons go once its turn is played")
    void cleanStop() {
        start();
        String mover = toAct(chat);
        MessageRef prompt = chat.prompt(mover);
        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
        String next = other(mover);
        MessageRef nextPrompt = chat.prompt(next);
        TestChat after = chat.restarted();

        after.press(next, after.now(nextPrompt).buttons().get(0), nextPrompt);

        assertThat(storedMoves()).isEqualTo(2);
        assertThat(after.now(nextPrompt).buttons()).isEmpty();
    }
}
