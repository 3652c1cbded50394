package dev.mazziere.table.record;

/**
 * The store holds a newer table than the one an event was decided on: another thread or
 * bot instance committed first. Nothing about the losing change has been said yet; the
 * table is reloaded from the store and the user who caused it, if any, is told
 * {@link #textKey()}.
 */
public final class TableChanged extends RuntimeException {

    private final String textKey;

    TableChanged(String textKey, String detail) {
        super(detail, null, false, false);
        this.textKey = textKey;
    }

    /** {@code race.move} (that turn has already been played) or {@code race.table} (try again). */
    public String textKey() {
        return textKey;
    }
}
