package dev.mazziere.app.ops;

import java.util.List;
import sun.misc.Signal;

/**
 * SIGTERM ({@code docker stop}, Kubernetes) and SIGINT (Ctrl-C) as a request to stop, not
 * an end: the JVM's default ends the process with status 143 or 130 whatever the stop did;
 * with {@link #install} the bot stops in order ({@link #onStop}) and exits 0. Before a stop
 * action is set, a signal ends the process as by default (128 + the signal's number).
 */
public final class StopSignals {

    private static volatile Runnable action;

    private StopSignals() {
    }

    /** Takes over SIGTERM and SIGINT for this process (from {@code main} only: tests keep the JVM's own). */
    public static void install() {
        for (String name : List.of("TERM", "INT")) {
            try {
                Signal.handle(new Signal(name), StopSignals::received);
            } catch (IllegalArgumentException | UnsupportedOperationException e) {
                // not on this platform, or the JVM runs with -Xrs: the default stays
            }
        }
    }

    /** What a stop signal does from now on (started on the signal's thread: it must return at once). */
    public static void onStop(Runnable stop) {
        action = stop;
    }

    private static void received(Signal signal) {
        Runnable stop = action;
        if (stop == null) {
            System.exit(128 + signal.getNumber());
        } else {
            stop.run();
        }
    }
}
