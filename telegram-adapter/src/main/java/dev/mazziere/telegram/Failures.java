package dev.mazziere.telegram;

import java.util.Locale;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.telegram.telegrambots.meta.exceptions.TelegramApiException;
import org.telegram.telegrambots.meta.exceptions.TelegramApiRequestException;

/** Reads the Bot API's errors: which to retry, and what the others mean. */
final class Failures {

    private Failures() {
    }

    /** For {@link CallQueues}: 429 waits {@code retry_after}, 5xx and network errors back off, the rest fail. */
    static CallQueues.Verdict verdict(Throwable error) {
        if (error instanceof TelegramApiRequestException e) {
            Integer code = e.getErrorCode();
            if (code != null && code == 429) {
                Integer after = e.getParameters() != null ? e.getParameters().getRetryAfter() : null;
                return new CallQueues.Verdict.RetryAfter(TimeUnit.SECONDS.toNanos(after != null ? Math.max(1, after) : 1));
            }
            if (code == null || code >= 500) {
                return new CallQueues.Verdict.Backoff();
            }
            return new CallQueues.Verdict.Fail();
        }
        if (error instanceof TelegramApiException) {
            return new CallQueues.Verdict.Backoff();
        }
        return new CallQueues.Verdict.Fail();
    }

    /**
     * What a failed start means. A network error, a server error or "Too Many Requests"
     * may pass and is worth another attempt; any other answer will not: 401 or 404 (a wrong
     * or malformed token), 400 from setWebhook (an address Telegram does not accept).
     *
     * @param redactor keeps the token out of the message
     */
    static TelegramStartException atStart(Throwable error, Redactor redactor) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof TelegramApiRequestException e && e.getErrorCode() != null) {
                int code = e.getErrorCode();
                if (code == 429 || code >= 500) {
                    break;
                }
                String said = e.getApiResponse() == null ? "" : e.getApiResponse();
                if (code == 401 || code == 404) {
                    return new TelegramStartException("Telegram refused the token (" + code + " " + said
                            + "): check " + TelegramConfig.TOKEN, false);
                }
                return new TelegramStartException("Telegram refused the bot's set-up (" + code + " " + said + ")"
                        + (said.toLowerCase(Locale.ROOT).contains("webhook") ? ": check " + TelegramConfig.WEBHOOK_URL
                        : ""), false);
            }
        }
        return new TelegramStartException("cannot reach Telegram (" + redactor.redact(reason(error)) + ")", true);
    }

    /** The short reason: Telegram's code and description, else the innermost cause (e.g. "UnknownHostException: ..."). */
    private static String reason(Throwable error) {
        Throwable root = error;
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof TelegramApiRequestException e && e.getErrorCode() != null) {
                return e.getErrorCode() + " " + e.getApiResponse();
            }
            root = t;
        }
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }

    static Throwable unwrap(Throwable error) {
        Throwable t = error;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    static int code(Throwable error) {
        return unwrap(error) instanceof TelegramApiRequestException e && e.getErrorCode() != null ? e.getErrorCode() : 0;
    }

    /** Telegram's description of the error, lower case ("" when there is none). */
    static String description(Throwable error) {
        if (unwrap(error) instanceof TelegramApiRequestException e && e.getApiResponse() != null) {
            return e.getApiResponse().toLowerCase(Locale.ROOT);
        }
        return "";
    }

    /** The supergroup a group became, when the call failed because of that; else null. */
    static Long migratedTo(Throwable error) {
        if (unwrap(error) instanceof TelegramApiRequestException e && e.getParameters() != null) {
            return e.getParameters().getMigrateToChatId();
        }
        return null;
    }

    static boolean notModified(Throwable error) {
        return code(error) == 400 && description(error).contains("message is not modified");
    }

    /** editMessageText of a message without text: a photo, whose caption is edited instead. */
    static boolean noText(Throwable error) {
        return code(error) == 400 && description(error).contains("there is no text in the message to edit");
    }

    /** The message cannot be edited any more (too old, deleted). */
    static boolean notEditable(Throwable error) {
        String d = description(error);
        return code(error) == 400 && (d.contains("message can't be edited") || d.contains("message to edit not found"));
    }

    /** The bot is in the group but may not post there (an admin restricted it). */
    static boolean notEnoughRights(Throwable error) {
        return code(error) == 400 && description(error).contains("not enough rights");
    }

    /**
     * The forum topic a message was for is closed or deleted (an admin closed it): the chat
     * itself still takes messages, the topic does not.
     */
    static boolean topicClosed(Throwable error) {
        String d = description(error);
        return code(error) == 400 && (d.contains("topic_closed") || d.contains("topic_deleted")
                || d.contains("message thread not found"));
    }

    /** The bot may not write to this chat: removed from the group, blocked by the user, chat gone. */
    static boolean forbidden(Throwable error) {
        int code = code(error);
        return code == 403 || code == 400 && description(error).contains("chat not found");
    }
}
