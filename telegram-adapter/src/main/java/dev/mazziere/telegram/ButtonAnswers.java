package dev.mazziere.telegram;

import dev.mazziere.chat.Recent;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.Message;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.api.methods.AnswerCallbackQuery;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * Answers to button presses on the Bot API ({@code answerCallbackQuery}), each press answered
 * once: the core's answer, or an empty one for a press it left unanswered, so the user's button
 * stops spinning. They go out before any chat's messages ({@link CallQueues}); nobody waits for
 * one, and a failed one is logged. The last {@value #REMEMBERED} presses answered are
 * remembered. Thread-safe.
 */
final class ButtonAnswers {

    private static final Logger LOG = LoggerFactory.getLogger(ButtonAnswers.class);
    private static final int REMEMBERED = 5000;

    private final TelegramClient client;
    private final CallQueues out;
    private final Redactor redactor;
    private final Set<String> answered = Collections.newSetFromMap(Collections.synchronizedMap(
            Recent.byArrival(REMEMBERED)));

    ButtonAnswers(TelegramClient client, CallQueues out, Redactor redactor) {
        this.client = client;
        this.out = out;
        this.redactor = redactor;
    }

    /** Answers {@code press} with {@code reply}'s text, unless it was answered already. */
    void answer(ChatEvent.ButtonPress press, Message reply) {
        String id = press.interaction();
        if (id == null || !answered.add(id)) {
            return;
        }
        String text = reply.text();
        AnswerCallbackQuery.AnswerCallbackQueryBuilder<?, ?> call = AnswerCallbackQuery.builder().callbackQueryId(id);
        if (!text.isEmpty()) {
            // A popup box for what needs reading (several lines: a hand); a short notice for a one-line refusal.
            call.text(text).showAlert(text.contains("\n"));
        }
        AnswerCallbackQuery method = call.build();
        out.submit(RateLimiter.NO_CHAT, null, "answerCallbackQuery", () -> client.execute(method))
                .whenComplete((ok, e) -> {
                    if (e != null) {
                        LOG.info("a button press could not be answered: {}", redactor.describe(Failures.unwrap(e)));
                    }
                });
    }

    /** Answers a press the core left unanswered, so the user's button stops spinning. */
    void ensureAnswered(ChatEvent.ButtonPress press) {
        if (!answered.contains(press.interaction())) {
            answer(press, Message.text(""));
        }
    }
}
