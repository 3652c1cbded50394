package dev.mazziere.store;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * What one class logs during a test, at every level, to be read back: the core's tests
 * otherwise log nothing. Close it to detach.
 */
public final class CapturedLog implements AutoCloseable {

    private final Logger logger;
    private final Level before;
    private final ListAppender<ILoggingEvent> lines = new ListAppender<>();

    public CapturedLog(Class<?> owner) {
        logger = (Logger) LoggerFactory.getLogger(owner);
        before = logger.getLevel();
        logger.setLevel(Level.DEBUG);
        lines.start();
        logger.addAppender(lines);
    }

    /** The lines logged at {@code level} or above, as "LEVEL message". */
    public List<String> atLeast(Level level) {
        List<ILoggingEvent> logged;
        synchronized (lines) { // the appender appends under its own lock
            logged = List.copyOf(lines.list);
        }
        return logged.stream().filter(e -> e.getLevel().isGreaterOrEqual(level))
                .map(e -> e.getLevel() + " " + e.getFormattedMessage()).toList();
    }

    @Override
    public void close() {
        logger.detachAppender(lines);
        logger.setLevel(before);
    }
}
