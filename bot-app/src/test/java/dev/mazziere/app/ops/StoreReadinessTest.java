package dev.mazziere.app.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.store.SqliteStore;
import dev.mazziere.store.TestStore;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Readiness and the store: a store that reads but cannot write (a full disk) cannot keep a table either. */
@DisplayName("Readiness of the store")
class StoreReadinessTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("the store is reported down while its writes fail, though it reads, and up once they work again")
    void downWhileWritesFail() {
        try (TestStore store = new TestStore(SqliteStore.open(dir.resolve("mazziere.db"), Clock.systemUTC()));
             Health health = new Health(store, Duration.ofSeconds(2))) {
            assertThat(health.check().json()).isEqualTo("{\"status\":\"up\",\"store\":\"up\"}");

            store.writesFail = true;
            Health.Report full = health.check();

            assertThat(full.up()).isFalse();
            assertThat(full.json()).isEqualTo("{\"status\":\"down\",\"store\":\"down\"}");
            store.writesFail = false;
            assertThat(health.check().up()).isTrue();
        }
    }
}
