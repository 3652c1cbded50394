package dev.mazziere.app.ops;

import ch.qos.logback.classic.encoder.JsonEncoder;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.encoder.Encoder;
import ch.qos.logback.core.encoder.EncoderBase;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Writes log lines as text (a pattern) or, with {@code MAZZIERE_LOG_FORMAT=json}, as one
 * JSON object per line for log collectors (Logback's {@link JsonEncoder}, the MDC values
 * such as the table and the chat included). Either way the secrets of the configuration
 * are masked ({@link Secrets}).
 */
public final class LogEncoder extends EncoderBase<ILoggingEvent> {

    private String format = LogFormat.TEXT.name();
    private String pattern = "%d{HH:mm:ss.SSS} %-5level %logger{20} %msg%n";
    private Encoder<ILoggingEvent> delegate;

    /**
     * {@code text} or {@code json}; anything else writes text, quietly: the bot refuses to
     * start with one line about it ({@link Settings}), which a warning here would bury under
     * Logback's status report.
     */
    public void setFormat(String format) {
        this.format = format;
    }

    /** The text format's pattern. */
    public void setPattern(String pattern) {
        this.pattern = pattern;
    }

    @Override
    public void start() {
        LogFormat chosen;
        try {
            chosen = LogFormat.parse(format);
        } catch (IllegalArgumentException e) {
            chosen = LogFormat.TEXT;
        }
        if (chosen == LogFormat.JSON) {
            JsonEncoder json = new JsonEncoder();
            json.setWithContext(false);
            json.setWithNanoseconds(false);
            json.setWithSequenceNumber(false);
            json.setWithMessage(false);
            json.setWithArguments(false);
            json.setWithFormattedMessage(true);
            delegate = json;
        } else {
            PatternLayoutEncoder text = new PatternLayoutEncoder();
            text.setPattern(pattern);
            text.setCharset(StandardCharsets.UTF_8);
            delegate = text;
        }
        delegate.setContext(getContext());
        delegate.start();
        super.start();
    }

    @Override
    public void stop() {
        if (delegate != null) {
            delegate.stop();
        }
        super.stop();
    }

    @Override
    public byte[] headerBytes() {
        return delegate.headerBytes();
    }

    @Override
    public byte[] encode(ILoggingEvent event) {
        byte[] bytes = delegate.encode(event);
        String line = new String(bytes, StandardCharsets.UTF_8);
        String masked = Secrets.current().mask(line);
        return masked.equals(line) ? bytes : masked.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public byte[] footerBytes() {
        return delegate.footerBytes();
    }

    /** How log lines look ({@code MAZZIERE_LOG_FORMAT}). */
    public enum LogFormat {
        TEXT, JSON;

        public static final String VARIABLE = "MAZZIERE_LOG_FORMAT";

        /** {@code text} (also for null or blank) or {@code json}, in any case. */
        public static LogFormat parse(String value) {
            if (value == null || value.isBlank()) {
                return TEXT;
            }
            return switch (value.trim().toLowerCase(Locale.ROOT)) {
                case "text" -> TEXT;
                case "json" -> JSON;
                default -> throw new IllegalArgumentException(VARIABLE + " must be text or json, not '" + value.trim()
                        + "'");
            };
        }
    }
}
