package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.MessageRef;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Tables on PostgreSQL when the server goes down during play (a server of the test's own,
 * stopped): a press and a command are answered that the table cannot be saved within two
 * seconds, not after the pool's wait for a connection, and the table is recovered in the
 * background.
 */
@DisplayName("Tables whose PostgreSQL server goes down")
class DatabaseDownTest {

    private static final String CANNOT_SAVE = "💾 The table cannot be saved right now, so nothing changed: "
            + "try again in a minute.";
    private static final Duration ANSWER_WITHIN = Duration.ofSeconds(2);

    private EmbeddedPostgres server;
    private Store store;

    @AfterEach
    void stop() throws Exception {
        if (store != null) {
            store.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    @DisplayName("a press and a command are answered within 2 s, and a recovery of the table is armed")
    void answeredQuickly() throws Exception {
        // given a match on a PostgreSQL server
        server = EmbeddedPostgres.builder().start();
        store = Stores.open(server.getJdbcUrl("postgres", "postgres"), new FakeTime());
        TestChat chat = new TestChat(42, Duration.ZERO, store, GameRegistry.standard());
        chat.say("anna", "/scopa");
        chat.say("carlo", "/join");
        chat.say("anna", "/start");
        chat.time.advance(WriteBehind.EVERY);
        String mover = chat.prompt("anna") != null ? "anna" : "carlo";
        MessageRef prompt = chat.prompt(mover);

        // when the server stops, and the player to act presses, then another player types a command
        server.close();
        server = null;
        long pressed = System.nanoTime();
        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
        Duration press = Duration.ofNanos(System.nanoTime() - pressed);
        long typed = System.nanoTime();
        chat.say(mover.equals("anna") ? "carlo" : "anna", "/nudge");
        Duration command = Duration.ofNanos(System.nanoTime() - typed);

        // then each was answered that the table cannot be saved, within 2 s, and the table will be loaded again
        assertThat(chat.lastPopup(mover)).isEqualTo(CANNOT_SAVE);
        assertThat(chat.lastChat()).isEqualTo(CANNOT_SAVE);
        assertThat(press).isLessThan(ANSWER_WITHIN);
        assertThat(command).isLessThan(ANSWER_WITHIN);
        assertThat(chat.tables.table(chat.group)).isEmpty();
        assertThat(chat.tables.stalled()).isEmpty();
    }
}
