package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SQLite file deleted or replaced under the running bot: the store would go on writing to
 * a file nobody opens again, and the tables would be gone after a restart. It says so,
 * once in the log and in its trouble (readiness), from the first write or check after.
 */
@DisplayName("A SQLite file taken away while the bot runs")
class SqliteFileTest {

    @TempDir
    Path dir;

    private Path file;
    private Store store;

    @BeforeEach
    void open() {
        file = dir.resolve("mazziere.db");
        store = SqliteStore.open(file, Clock.systemUTC());
        store.createTable(StoreContractTest.lobby("c1"));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    @DisplayName("deleted: one log line, and the store's trouble says so, at the next write and from then on")
    void deleted() throws Exception {
        try (CapturedLog log = new CapturedLog(SqliteFile.class)) {
            assertThat(store.trouble()).isEmpty();

            for (String name : new String[] {"mazziere.db", "mazziere.db-wal", "mazziere.db-shm"}) {
                Files.deleteIfExists(dir.resolve(name));
            }
            store.createTable(StoreContractTest.lobby("c2"));
            store.createTable(StoreContractTest.lobby("c3"));

            assertThat(store.trouble()).hasValue("the SQLite file " + file + " was deleted while the bot ran");
            assertThat(store.trouble()).isPresent();
            assertThat(log.atLeast(Level.WARN)).singleElement().asString()
                    .startsWith("ERROR the SQLite file " + file + " was deleted while the bot ran")
                    .contains("lost at the next restart");
        }
    }

    @Test
    @DisplayName("replaced by another file (a backup put in place under it): the store's trouble says so")
    void replaced() throws Exception {
        Path copy = Files.copy(file, dir.resolve("copy.db"));

        Files.move(copy, file, StandardCopyOption.REPLACE_EXISTING);

        assertThat(store.trouble()).hasValue("the SQLite file " + file + " was replaced by another file while the"
                + " bot ran");
    }
}
