package dev.mazziere.app.ops;

/** Where a platform connection stands, as {@code /health} and the metrics report it. */
public enum PlatformState {
    /** Connecting, or trying again after a failed attempt. */
    STARTING,
    /** Connected: updates come in, calls go out. */
    UP,
    /** Was connected and lost the platform (the library reconnects by itself). */
    DOWN,
    /** Refused for good (a wrong token) or stopped. */
    STOPPED;

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
