package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.MessageRef;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.TestStore;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Tables on a store that cannot write (a full disk, a read-only file) or cannot even be
 * read (the database is gone): every user action gets a short answer saying so, nothing
 * is half-applied, and play goes on once the store works again.
 */
@DisplayName("Tables whose store cannot save")
class StoreTroubleTest {

    private static final String CANNOT_SAVE = "💾 The table cannot be saved right now, so nothing changed: "
            + "try again in a minute.";

    private final TestStore store = new TestStore(TestChat.newStore(new FakeTime()));
    private final TestChat chat = new TestChat(42, Duration.ZERO, store, GameRegistry.standard());

    private void start() {
        chat.say("anna", "/scopa");
        chat.say("carlo", "/join");
        chat.say("anna", "/start");
        chat.time.advance(WriteBehind.EVERY);
    }

    private String toAct() {
        return chat.prompt("anna") != null ? "anna" : "carlo";
    }

    private int storedMoves() {
        return store.loadOpenTable(TestChat.PLATFORM, chat.group.id()).orElseThrow().match().orElseThrow()
                .moves().size();
    }

    private long tableEdits() {
        return chat.log.stream().filter(o -> o.kind().equals("edit") && o.to().equals(chat.group.id())).count();
    }

    @Test
    @DisplayName("a press is answered that the table cannot be saved, changes nothing, and works once the store does")
    void pressWhileFull() {
        // given a match, and a store that has just run out of disk
        start();
        String mover = toAct();
        MessageRef prompt = chat.prompt(mover);
        long edits = tableEdits();
        store.writesFail = true;

        // when the player to act presses a move
        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);

        // then they are told, privately, and nothing moved: not the store, not the chat
        assertThat(chat.lastPopup(mover)).isEqualTo(CANNOT_SAVE);
        assertThat(storedMoves()).isZero();
        assertThat(tableEdits()).isEqualTo(edits);

        // and once there is room again, the same button plays the move
        store.writesFail = false;
        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
        assertThat(storedMoves()).isEqualTo(1);
        assertThat(tableEdits()).isGreaterThan(edits);
        assertThat(chat.lastPopup(mover)).isEmpty();
    }

    @Test
    @DisplayName("a command is answered in the chat's language, and the lobby stays as it was")
    void commandWhileFull() {
        chat.locale("bea", Locale.ITALIAN);
        chat.say("anna", "/scopa");
        chat.say("anna", "/lang it");
        store.writesFail = true;

        chat.say("bea", "/entra");

        assertThat(chat.lastChat()).isEqualTo("💾 Ora il tavolo non si può salvare, quindi non è cambiato nulla: "
                + "riprova tra un minuto.");
        assertThat(store.loadOpenTable(TestChat.PLATFORM, chat.group.id()).orElseThrow().table().seats()).hasSize(1);
        store.writesFail = false;
        chat.say("bea", "/entra");
        assertThat(store.loadOpenTable(TestChat.PLATFORM, chat.group.id()).orElseThrow().table().seats()).hasSize(2);
    }

    @Test
    @DisplayName("with the database unreachable, a press and a command are still answered")
    void databaseGone() {
        start();
        String mover = toAct();
        MessageRef prompt = chat.prompt(mover);
        store.writesFail = true;
        store.readsFail = true;

        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
        chat.say("carlo", "/nudge");

        assertThat(chat.lastPopup(mover)).isEqualTo(CANNOT_SAVE);
        assertThat(chat.lastChat()).isEqualTo(CANNOT_SAVE);
        store.readsFail = false;
        store.writesFail = false;
        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
        assertThat(storedMoves()).isEqualTo(1);
    }

    @Test
    @DisplayName("a turn whose time runs out while the store cannot write is reminded and played once it can")
    void timeoutWhileFull() {
        // given a live match whose store fails before the turn's reminder and deadline
        start();
        String mover = toAct();
        store.writesFail = true;

        // when its two minutes pass, and more
        chat.time.advance(Duration.ofMinutes(3));

        // then nothing was said nor played
        assertThat(chat.log).noneMatch(o -> o.text().contains("⏰"));
        assertThat(storedMoves()).isZero();

        // and once the store works again, within the longest retry time, the player is reminded once
        // and the computer plays their turn once
        store.writesFail = false;
        for (int s = 0; s < StoreRecovery.retryAfter(4).toSeconds() && storedMoves() == 0; s++) {
            chat.time.advance(Duration.ofSeconds(1));
        }
        assertThat(storedMoves()).isEqualTo(1);
        assertThat(chat.dmTexts(mover)).filteredOn(t -> t.startsWith("⏰") && t.contains("your turn")).hasSize(1);
        assertThat(chat.log).filteredOn(o -> o.text().startsWith("⏰ Time ran out")).hasSize(1);
        assertThat(StoreRecovery.retryAfter(0)).isEqualTo(Duration.ofSeconds(15));
        assertThat(StoreRecovery.retryAfter(9)).isEqualTo(Duration.ofMinutes(4));
    }
}
