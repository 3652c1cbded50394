package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class StoresTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("MAZZIERE_DB_URL naming a SQLite file opens a SQLite store there, creating its folder")
    void sqliteFromEnvironment() {
        // given a URL to a file in folders that do not exist yet
        Path file = dir.resolve("a/b/bot.db");

        // when the store is opened from the environment
        try (Store store = Stores.fromEnvironment(Map.of(Stores.URL_VARIABLE, "jdbc:sqlite:" + file),
                Clock.systemUTC())) {
            // then it is a SQLite store on that file
            assertThat(store).isInstanceOf(SqliteStore.class);
            assertThat(store.markProcessed("telegram", "1")).isTrue();
        }
        assertThat(file).exists();
    }

    @Test
    @DisplayName("a file: prefix and parameters in a SQLite URL are understood")
    void sqliteUrlForms() {
        assertThat(JdbcUrl.parse("jdbc:sqlite:file:data/x.db?foo=bar").sqliteFile()).isEqualTo(Path.of("data/x.db"));
        assertThat(JdbcUrl.parse(Stores.DEFAULT_URL).sqliteFile()).isEqualTo(Path.of("./data/mazziere.db"));
    }

    @Test
    @DisplayName("an in-memory SQLite database is refused: it would lose every game on restart")
    void refusesMemory() {
        assertThatThrownBy(() -> Stores.open("jdbc:sqlite::memory:", Clock.systemUTC()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("in-memory");
    }

    @Test
    @DisplayName("another database's URL is refused without showing its password")
    void refusesOtherDatabases() {
        assertThatThrownBy(() -> Stores.open("jdbc:mysql://db:3306/bot?user=bot&password=s3cret", Clock.systemUTC()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("jdbc:mysql://db:3306/bot?user=bot&password=***")
                .hasMessageNotContaining("s3cret");
    }

    @Test
    @DisplayName("an unreachable PostgreSQL fails with a store error that does not show the password")
    void unreachablePostgres() {
        assertThatThrownBy(() -> Stores.open("jdbc:postgresql://127.0.0.1:1/bot?user=bot&password=s3cret"
                + "&connectTimeout=2", Clock.systemUTC()))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("127.0.0.1:1/bot")
                .hasMessageNotContaining("s3cret");
    }

    @Test
    @DisplayName("a PostgreSQL URL's password is taken out of the URL given to the pool and masked when shown")
    void postgresPassword() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://db:5432/bot?user=bot&password=p%40ss&ssl=true");

        assertThat(url.parameter("password")).isEqualTo("p@ss");
        assertThat(url.parameter("user")).isEqualTo("bot");
        assertThat(url.withoutCredentials()).isEqualTo("jdbc:postgresql://db:5432/bot?user=bot&ssl=true");
        assertThat(url.redacted()).isEqualTo("jdbc:postgresql://db:5432/bot?user=bot&password=***&ssl=true");
        assertThat(JdbcUrl.parse("jdbc:postgresql://db/bot?password=x").withoutCredentials())
                .isEqualTo("jdbc:postgresql://db/bot");
        assertThat(JdbcUrl.parse("jdbc:postgresql://bot:x@db/bot").redacted())
                .isEqualTo("jdbc:postgresql://bot:***@db/bot");
    }
}
