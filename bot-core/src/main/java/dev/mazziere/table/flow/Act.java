package dev.mazziere.table.flow;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.Outbox;
import dev.mazziere.chat.Sender;
import dev.mazziere.text.Texts;

/**
 * One user action being handled: who, where, and how to answer them. A command is
 * answered to its typer as the platform does it best ({@link Outbox#reply}: privately,
 * else in the chat, never waiting behind the table); a button press privately (popup,
 * ephemeral, else a private message), and always exactly once. What the chat's own message
 * shows already is only confirmed ({@link #confirm}); what is for the whole chat (its
 * records) is posted there ({@link #announce}).
 */
public final class Act {

    private final ChatEvent event;
    private final Outbox out;
    private Texts texts;
    private boolean answered;

    public Act(ChatEvent event, Outbox out, Texts texts) {
        this.event = event;
        this.out = out;
        this.texts = texts;
    }

    /** For work no user started (timers): any answer goes to the table's chat. */
    public static Act system(ChatId chat, Outbox out, Texts texts) {
        return new Act(new ChatEvent.Command(null, chat, new Sender(null, "", null, false), "", java.util.List.of()),
                out, texts);
    }

    /** True for work no user started: there is nobody to answer. */
    public boolean isSystem() {
        return event.from().id() == null;
    }

    public Sender from() {
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

    public Texts t() {
        return texts;
    }

    public void language(Texts newTexts) {
        this.texts = newTexts;
    }

    /** Tells the user something: in the chat for a command, privately for a press. */
    public void answer(String text) {
        answer(Message.text(text));
    }

    public void answer(Message message) {
        if (event instanceof ChatEvent.ButtonPress press) {
            if (!answered) {
                answered = true;
                out.reply(press, message);
            } else {
                out.sendPrivate(press.from().id(), message);
            }
        } else if (event instanceof ChatEvent.Command command && !isSystem()) {
            out.reply(command, message);
        } else {
            out.send(event.chat(), message);
        }
    }

    /**
     * Tells the user what they did when the chat's own message shows it already (the lobby
     * redrawn): a press's popup; for a command only what costs the chat nothing
     * ({@link Outbox#confirm}); for work no user started, nothing.
     */
    void confirm(String text) {
        if (event instanceof ChatEvent.ButtonPress) {
            answer(text);
        } else if (event instanceof ChatEvent.Command command && !isSystem()) {
            out.confirm(command, Message.text(text));
        }
    }

    /** Posts what is for the whole chat (its records) in the chat; a press is answered with it privately. */
    public void announce(Message message) {
        if (event instanceof ChatEvent.ButtonPress) {
            answer(message);
        } else {
            out.send(event.chat(), message);
        }
    }

    /**
     * Redraws the message the press came from with {@code message} (a turn panel) and
     * acknowledges the press; a command is answered with it in the chat, as {@link #answer}.
     */
    public void update(Message message) {
        if (event instanceof ChatEvent.ButtonPress press && !answered) {
            answered = true;
            out.update(press, message);
        } else {
            answer(message);
        }
    }

    /**
     * Leaves the answer of this press to work that goes on after the chat's lock (the
     * coach's review, {@link TableCoach}): nothing here answers or acknowledges it any more,
     * and the caller must, exactly once. The press itself.
     *
     * @throws IllegalStateException for a command, or a press answered already
     */
    ChatEvent.ButtonPress answerLater() {
        if (!(event instanceof ChatEvent.ButtonPress press) || answered) {
            throw new IllegalStateException("only a press not answered yet can be answered later");
        }
        answered = true;
        return press;
    }

    /** Acknowledges a press nobody answered yet; does nothing for a command. */
    public void done() {
        if (event instanceof ChatEvent.ButtonPress press && !answered) {
            answered = true;
            out.acknowledge(press);
        }
    }
}
