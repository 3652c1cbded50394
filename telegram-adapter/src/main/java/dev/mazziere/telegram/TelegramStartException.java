package dev.mazziere.telegram;

/**
 * The bot could not start. {@link #retryable()} tells an outage (network, Telegram's
 * servers, "Too Many Requests"), which a later attempt may get past, from a refusal
 * (a wrong token, a webhook address Telegram does not accept), which it will not. The
 * message never contains the token.
 */
public final class TelegramStartException extends IllegalStateException {

    private final boolean retryable;

    public TelegramStartException(String message, boolean retryable) {
        super(message);
        this.retryable = retryable;
    }

    public boolean retryable() {
        return retryable;
    }
}
