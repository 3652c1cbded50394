package dev.mazziere.table;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.Outbox;
import dev.mazziere.chat.Sender;
import dev.mazziere.text.Texts;

/**
 * One user action being handled: who, where, and how to answer them. A command is
 * answered in the chat it came from; a button press privately (popup, ephemeral,
 * else a private message), and always exactly once.
 */
final class Act {

    private final ChatEvent event;
    private final Outbox out;
    private Texts texts;
    private boolean answered;

    Act(ChatEvent event, Outbox out, Texts texts) {
        this.event = event;
        this.out = out;
        this.texts = texts;
    }

    /** For work no user started (timers): any answer goes to the table's chat. */
    static Act system(ChatId chat, Outbox out, Texts texts) {
        return new Act(new ChatEvent.Command(null, chat, new Sender(null, "", null, false), "", java.util.List.of()),
                out, texts);
    }

    /** True for work no user started: there is nobody to answer. */
    boolean isSystem() {
        return event.from().id() == null;
    }

    Sender from() {
        return event.from();
    }

    ChatId chat() {
        return event.chat();
    }

    /** The message a press came from, or null for a command. */
    dev.mazziere.chat.MessageRef pressed() {
        return event instanceof ChatEvent.ButtonPress press ? press.message() : null;
    }

    boolean isPress() {
        return event instanceof ChatEvent.ButtonPress;
    }

    Texts t() {
        return texts;
    }

    void language(Texts newTexts) {
        this.texts = newTexts;
    }

    /** Tells the user something: in the chat for a command, privately for a press. */
    void answer(String text) {
        answer(Message.text(text));
    }

    void answer(Message message) {
        if (event instanceof ChatEvent.ButtonPress press) {
            if (!answered) {
                answered = true;
                out.reply(press, message);
            } else {
                out.sendPrivate(press.from().id(), message);
            }
        } else {
            out.send(event.chat(), message);
        }
    }

    /**
     * Redraws the message the press came from with {@code message} (a turn panel) and
     * acknowledges the press; a command is answered with it in the chat, as {@link #answer}.
     */
    void update(Message message) {
        if (event instanceof ChatEvent.ButtonPress press && !answered) {
            answered = true;
            out.update(press, message);
        } else {
            answer(message);
        }
    }

    /** Acknowledges a press nobody answered yet; does nothing for a command. */
    void done() {
        if (event instanceof ChatEvent.ButtonPress press && !answered) {
            answered = true;
            out.acknowledge(press);
        }
    }
}
