package dev.mazziere.table.record;

import dev.mazziere.table.flow.Table;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the store holds of each table in memory ({@link Persisted}), kept beside the table
 * rather than in it, so a table's flow knows nothing of the store: {@link TableRepository}
 * puts a table's record when it creates or loads it and takes it out when it forgets the
 * table; {@link TableSaver} writes against it. Thread-safe map; each record is used under
 * its chat's lock.
 */
public final class Records {

    private final Map<Table, Persisted> byTable = new ConcurrentHashMap<>();

    /** What the store holds of {@code table}; null once the table is forgotten. */
    Persisted of(Table table) {
        return byTable.get(table);
    }

    void put(Table table, Persisted stored) {
        byTable.put(table, stored);
    }

    void remove(Table table) {
        byTable.remove(table);
    }
}
