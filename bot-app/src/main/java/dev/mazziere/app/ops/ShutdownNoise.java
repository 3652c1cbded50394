package dev.mazziere.app.ops;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.io.InterruptedIOException;
import org.slf4j.Marker;

/**
 * Drops what TelegramBots' poller logs when it is stopped: it takes the interruption of
 * its last getUpdates for an error ("Error received from Telegram GetUpdates Request",
 * with a stack trace) at every shutdown. Real polling errors pass.
 */
public final class ShutdownNoise extends TurboFilter {

    private static final String POLLER = "org.telegram.telegrambots.longpolling";

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
        if (logger == null || !logger.getName().startsWith(POLLER)) {
            return FilterReply.NEUTRAL;
        }
        // With a message pattern ("retrying in {} millis"), the exception rides as the last parameter.
        Throwable error = t != null ? t
                : params != null && params.length > 0 && params[params.length - 1] instanceof Throwable last ? last
                : null;
        for (Throwable c = error; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof InterruptedException || c instanceof InterruptedIOException) {
                return FilterReply.DENY;
            }
        }
        return FilterReply.NEUTRAL;
    }
}
