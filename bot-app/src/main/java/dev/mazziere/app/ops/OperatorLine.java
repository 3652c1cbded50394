package dev.mazziere.app.ops;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * The lines the bot says to its operator on standard error besides its log ("Telegram bot
 * @x is running", why it cannot start): {@code mazziere: ...} in the text log format, and
 * with {@code MAZZIERE_LOG_FORMAT=json} one JSON object shaped like the log's own lines
 * ({@code timestamp}, {@code level}, {@code loggerName} "mazziere", {@code formattedMessage}),
 * so a log collector reads every line of the stream.
 */
public final class OperatorLine {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static volatile LogEncoder.LogFormat format = LogEncoder.LogFormat.TEXT;

    private OperatorLine() {
    }

    /**
     * The format of {@code MAZZIERE_LOG_FORMAT} in {@code env}, from now on; a value that is
     * neither text nor json leaves text (the start is refused with one line about it).
     */
    public static void install(Map<String, String> env) {
        try {
            format = LogEncoder.LogFormat.parse(env.get(LogEncoder.LogFormat.VARIABLE));
        } catch (IllegalArgumentException e) {
            format = LogEncoder.LogFormat.TEXT;
        }
    }

    /** An informative line: the bot runs, how to stop it. */
    public static String info(String text) {
        return line("INFO", text);
    }

    /** Why the bot stops or cannot start. */
    public static String error(String text) {
        return line("ERROR", text);
    }

    private static String line(String level, String text) {
        if (format == LogEncoder.LogFormat.TEXT) {
            return "mazziere: " + text;
        }
        ObjectNode o = JSON.createObjectNode();
        o.put("timestamp", System.currentTimeMillis());
        o.put("level", level);
        o.put("threadName", Thread.currentThread().getName());
        o.put("loggerName", "mazziere");
        o.putObject("mdc");
        o.put("formattedMessage", text);
        o.putNull("throwable");
        return o.toString();
    }
}
