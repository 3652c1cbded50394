package dev.mazziere.app.ops;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.pattern.ThrowableHandlingConverter;
import ch.qos.logback.classic.pattern.ThrowableProxyConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.CoreConstants;

/**
 * {@code %exOneLine}: a logged exception as a short tail of its line (each cause's class
 * and message), or, when the logger is at DEBUG, as the whole stack trace on the lines
 * below. An operator's log stays one line per event.
 */
public final class OneLineThrowable extends ThrowableHandlingConverter {

    private static final int MAX = 500;
    private final ThrowableProxyConverter full = new ThrowableProxyConverter();

    @Override
    public void start() {
        full.setContext(getContext());
        full.start();
        super.start();
    }

    @Override
    public String convert(ILoggingEvent event) {
        IThrowableProxy error = event.getThrowableProxy();
        if (error == null) {
            return "";
        }
        if (getContext() instanceof LoggerContext context) {
            Logger logger = context.getLogger(event.getLoggerName());
            if (logger.isDebugEnabled()) {
                return CoreConstants.LINE_SEPARATOR + full.convert(event).stripTrailing();
            }
        }
        StringBuilder sb = new StringBuilder(" [");
        for (IThrowableProxy t = error; t != null && sb.length() < MAX; t = t.getCause()) {
            if (t != error) {
                sb.append(" <- ");
            }
            String name = t.getClassName();
            sb.append(name.substring(name.lastIndexOf('.') + 1));
            if (t.getMessage() != null) {
                sb.append(": ").append(t.getMessage().lines().findFirst().orElse(""));
            }
        }
        return sb.append(']').toString();
    }
}
