package dev.mazziere.store;

/**
 * The database failed (unreachable, full, corrupt ...) or a call named something that does
 * not exist. Never thrown for a lost race: those are typed outcomes.
 */
public final class StoreException extends RuntimeException {

    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
