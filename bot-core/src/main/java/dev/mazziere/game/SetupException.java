package dev.mazziere.game;

import java.util.List;

/**
 * A match cannot be set up as asked: an unknown option, a bad option value, a seat
 * count the game does not allow. {@link #getMessage()} is one English line naming
 * the problem and the allowed values; {@link #code()} and {@link #args()} let the
 * chat layer say the same in the user's language.
 */
public final class SetupException extends IllegalArgumentException {

    private final String code;
    private final List<String> args;

    public SetupException(String code, List<String> args, String message) {
        super(message);
        this.code = code;
        this.args = List.copyOf(args);
    }

    /** A stable key such as {@code option.unknown}, {@code option.badValue}, {@code seats.outOfRange}. */
    public String code() {
        return code;
    }

    public List<String> args() {
        return args;
    }
}
