package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.records.Retention;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.SeatRecord;
import dev.mazziere.store.SqliteStore;
import dev.mazziere.store.Store;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableStatus;
import dev.mazziere.store.TableChange;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The records' upkeep deletes finished tables past the operator's retention, and nothing with retention off")
class RecordsUpkeepTest {

    private static final Instant CLOSED = Instant.parse("2025-03-01T10:00:00Z");

    @TempDir
    Path dir;

    @Test
    @DisplayName("a table closed 400 days ago goes with 1y, stays with 2y or off")
    void prunesPastRetention() {
        try (Store store = SqliteStore.open(dir.resolve("m.db"), Clock.fixed(CLOSED, ZoneOffset.UTC))) {
            TableRecord t = ((TableCreation.Created) store.createTable(new NewTable("telegram", "g1", "scopa", Map.of(),
                    "u1", "it", List.of(SeatRecord.human(0, "u1", "anna")), "{}"))).table();
            store.commit(TableChange.on(t).withRow(t.withStatus(TableStatus.FINISHED), false));
            Clock later = Clock.fixed(CLOSED.plus(Duration.ofDays(400)), ZoneOffset.UTC);

            assertThat(upkeep(store, Retention.parse("2y"), later)).isZero();
            assertThat(upkeep(store, Retention.FOREVER, later)).isZero();
            assertThat(upkeep(store, Retention.parse("1y"), later)).isEqualTo(1);
            assertThat(store.loadTable(t.id())).isEmpty();
        }
    }

    private static int upkeep(Store store, Retention retention, Clock clock) {
        try (RecordsUpkeep u = RecordsUpkeep.create(store, retention, clock)) {
            return u.prune();
        }
    }
}
