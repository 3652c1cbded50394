package dev.mazziere.telegram;

/**
 * Keeps the bot token out of every log line and error message: the Bot API puts it in
 * each URL ({@code /bot<token>/method}), so any exception text may carry it.
 */
final class Redactor {

    static final String MASK = "<token>";

    private final String token;

    Redactor(String token) {
        this.token = token;
    }

    String redact(String text) {
        if (text == null || token.isEmpty()) {
            return text;
        }
        return text.replace(token, MASK);
    }

    /** One line about {@code error} and its causes, without the token; no stack trace. */
    String describe(Throwable error) {
        StringBuilder sb = new StringBuilder();
        for (Throwable t = error; t != null && sb.length() < 600; t = t.getCause()) {
            if (!sb.isEmpty()) {
                sb.append(" <- ");
            }
            sb.append(t.getClass().getSimpleName());
            if (t.getMessage() != null) {
                sb.append(": ").append(t.getMessage());
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return redact(sb.toString());
    }
}
