package dev.mazziere.store;

/** A table playing a match, as the test's instance knows it: its row at its version, and the match. */
record PlayingTable(TableRecord table, long matchId) {

    long id() {
        return table.id();
    }

    /** A write to this table as it is known here. */
    TableChange write() {
        return TableChange.on(table);
    }
}
