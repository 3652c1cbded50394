package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A SQLite file that cannot be used fails with one line that says what is wrong and what to do. */
@DisplayName("A SQLite store that cannot open")
final class SqliteErrorsTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("a file that is not a database: one line naming the file and what to do")
    void notADatabase() throws Exception {
        byte[] noise = new byte[10_000];
        new Random(7).nextBytes(noise);
        Path file = Files.write(dir.resolve("mazziere.db"), noise);

        assertThatThrownBy(() -> SqliteStore.open(file, Clock.systemUTC()))
                .isInstanceOf(StoreException.class)
                .hasMessageStartingWith("cannot open the SQLite file " + file.toAbsolutePath())
                .hasMessageContaining("not a database")
                .hasMessageContaining("restore a backup")
                .hasMessageNotContaining("\n")
                .hasMessageNotContaining("SQL State");
    }

    @Test
    @DisplayName("a folder that cannot be created: one line naming it and what to do")
    void folderInTheWay() throws Exception {
        Path blocker = Files.writeString(dir.resolve("data"), "a file where the folder should be");

        assertThatThrownBy(() -> SqliteStore.open(blocker.resolve("mazziere.db"), Clock.systemUTC()))
                .isInstanceOf(StoreException.class)
                .hasMessageStartingWith("cannot create the database folder " + blocker.toAbsolutePath())
                .hasMessageContaining("MAZZIERE_DB_URL")
                .hasMessageNotContaining("\n");
    }
}
