package dev.mazziere.app.ops;

/**
 * A setting is wrong (an environment variable, an argument): the bot does not start,
 * the message says which and what it takes, and the exit status is 2.
 */
public final class Misconfigured extends RuntimeException {

    public Misconfigured(String message) {
        super(message);
    }

    public Misconfigured(String message, Throwable cause) {
        super(message, cause);
    }
}
