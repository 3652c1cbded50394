package dev.mazziere.store;

import static dev.mazziere.store.StoreContractTest.committed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Level;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The store when its database refuses writes at run time (a full disk) and takes them
 * again: the next write after that goes through, with no restart; {@link Store#trouble()}
 * says so meanwhile, and clears by itself; the outage is logged once when it starts and
 * once when it ends. Part of {@link StoreContractTest}, on both databases, each refusing
 * writes its own real way.
 */
interface OutageContract {

    /** How each database says its disk is full: SQLite's SQLITE_FULL, PostgreSQL's SQLSTATE 53100. */
    String[] FULL = {"database or disk is full", "No space left on device"};

    Store store();

    TableRecord created(String chatId);

    PlayingTable playing(String chatId);

    /** From now on the database refuses writes that need room, as a full disk does. */
    void fillDisk() throws SQLException;

    /** Room again: the database takes writes. */
    void freeDisk() throws SQLException;

    /** A lobby whose row is big enough to need new room in the database. */
    private static NewTable bigLobby(String chatId) {
        NewTable t = StoreContractTest.lobby(chatId);
        return new NewTable(t.platform(), t.chatId(), t.game(), t.options(), t.ownerUserId(), t.locale(), t.seats(),
                "{\"note\":\"" + "x".repeat(64_000) + "\"}");
    }

    @Test
    @DisplayName("writes refused for a full disk fail with its reason; once there is room the next write goes through")
    default void fullDiskRecovers() throws SQLException {
        // given a playing table, and a disk that fills up
        PlayingTable p = playing("c1");
        fillDisk();

        // when tables are written, several times
        for (int i = 0; i < 3; i++) {
            String chat = "c" + (i + 2);
            assertThatThrownBy(() -> store().createTable(bigLobby(chat)))
                    .isInstanceOf(StoreException.class).message().containsAnyOf(FULL);
        }

        // then the store says why it cannot keep tables, and reads still work
        assertThat(store().trouble()).hasValueSatisfying(t -> assertThat(t).contains("refuses writes").containsAnyOf(FULL));
        assertThat(store().loadTable(p.id())).isPresent();

        // and once there is room again, the next writes go through, a move too, and the trouble is over
        freeDisk();
        assertThat(store().createTable(bigLobby("c2"))).isInstanceOf(TableCreation.Created.class);
        committed(store().commit(p.write().withMove(p.matchId(), 0, 0, "a")));
        assertThat(store().trouble()).isEmpty();
        assertThat(store().loadTable(p.id()).orElseThrow().match().orElseThrow().moves()).hasSize(1);
    }

    @Test
    @DisplayName("the trouble clears by itself once the disk has room, with nobody writing, and leaves nothing behind")
    default void troubleClearsByItself() throws Exception {
        // given a write refused for a full disk
        created("c1");
        fillDisk();
        assertThatThrownBy(() -> store().createTable(bigLobby("c2"))).isInstanceOf(StoreException.class);

        // when there is room again, and only readiness asks
        freeDisk();
        Optional<String> trouble = store().trouble();

        // then the store's own write that needs room found that it works: no trouble, and no trace of that write
        assertThat(trouble).isEmpty();
        assertThat(store().boards("", "")).isEmpty();
        assertThat(store().leaderboard("", "", "probe")).isEmpty();
    }

    @Test
    @DisplayName("an outage is logged once when it starts and once when it ends, however many writes it refuses")
    default void outageLoggedOnce() throws SQLException {
        try (CapturedLog log = new CapturedLog(WriteOutage.class)) {
            created("c1");
            fillDisk();
            for (int i = 0; i < 5; i++) {
                String chat = "c" + (i + 2);
                assertThatThrownBy(() -> store().createTable(bigLobby(chat))).isInstanceOf(StoreException.class);
            }
            freeDisk();
            store().createTable(bigLobby("c2"));
            store().createTable(bigLobby("c3"));

            List<String> lines = log.atLeast(Level.WARN);
            assertThat(lines).hasSize(2);
            assertThat(lines.get(0)).startsWith("ERROR ").contains("refuses writes").containsAnyOf(FULL);
            assertThat(lines.get(1)).startsWith("WARN ").contains("takes writes again").contains("5 refused writes");
        }
    }
}
