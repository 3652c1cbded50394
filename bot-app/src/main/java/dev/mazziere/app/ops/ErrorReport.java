package dev.mazziere.app.ops;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/**
 * What the operator reads when the bot cannot go on: one line that says what is wrong and
 * what to do, secrets masked, and an exit status (2 for a wrong setting, 1 for anything
 * else). The stack trace goes to the log at DEBUG only ({@code MAZZIERE_LOG_LEVEL=DEBUG}).
 */
public final class ErrorReport {

    public static final int FAILED = 1;
    public static final int MISCONFIGURED = 2;
    private static final int MAX = 600;

    private ErrorReport() {
    }

    /** Prints the line for {@code error} on {@code err} and returns the exit status. */
    public static int report(Throwable error, PrintWriter err) {
        Secrets secrets = Secrets.current();
        err.println(OperatorLine.error(secrets.mask(line(error))));
        err.flush();
        Logger log = LoggerFactory.getLogger(ErrorReport.class);
        if (log.isDebugEnabled()) {
            StringWriter trace = new StringWriter();
            error.printStackTrace(new PrintWriter(trace));
            log.debug("the error above, in full:\n{}", secrets.mask(trace.toString()));
        }
        return status(error);
    }

    static int status(Throwable error) {
        return error instanceof Misconfigured || error instanceof CommandLine.ParameterException ? MISCONFIGURED
                : FAILED;
    }

    /** The error's own message when it has one worth reading, on one line; otherwise what it was and where to look. */
    static String line(Throwable error) {
        String message = error.getMessage();
        if (message == null || message.isBlank() || error instanceof NullPointerException
                || error instanceof ClassCastException || error instanceof IndexOutOfBoundsException) {
            return "unexpected " + error.getClass().getSimpleName() + " (a bug: please report it); "
                    + "MAZZIERE_LOG_LEVEL=DEBUG shows where";
        }
        String line = message.strip().lines().findFirst().orElse("").strip();
        return line.length() > MAX ? line.substring(0, MAX) + "…" : line;
    }
}
