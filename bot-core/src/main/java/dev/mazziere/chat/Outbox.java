package dev.mazziere.chat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core's way out: a {@link ChatPort} behind a fitter that splits long texts,
 * reflows button rows and pages buttons so every message fits the platform's
 * {@link Capabilities}. Written once here so adapters stay thin. An adapter that throws
 * despite its contract is logged and treated as a failed delivery, so a table never
 * stops half way through a move because a platform call blew up. It also remembers the
 * newest message it posted in each chat, so a table can tell whether its message is still
 * at the bottom ({@link #isNewest}).
 */
public final class Outbox {

    private static final Logger LOG = LoggerFactory.getLogger(Outbox.class);

    static final String MORE = "…";
    /** Chats remembered for {@link #isNewest}, the least recently posted in forgotten first. */
    private static final int CHATS_REMEMBERED = 10_000;
    /** The newest bot message in a chat is one nobody edits (a file the platform sent after its text). */
    private static final MessageRef SOMETHING_ELSE = new MessageRef(new ChatId("", ""), "");

    private final ChatPort port;
    private final PrivateTopics topics;
    private final Map<ChatId, MessageRef> newest = Collections.synchronizedMap(
            Recent.byUse(CHATS_REMEMBERED));

    public Outbox(ChatPort port) {
        this(port, PrivateTopics.NONE);
    }

    /** {@code topics}: the topic of a user's private chat for each table ({@link #sendPrivate(UserId, Message, About)}). */
    public Outbox(ChatPort port, PrivateTopics topics) {
        this.port = port;
        this.topics = topics;
    }

    public Capabilities capabilities() {
        return port.capabilities();
    }

    /** The platform of the port: see {@link ChatPort#platform()}. */
    public String platform() {
        return port.platform();
    }

    /** The platform's link to start a private chat about {@code tableId}, if it has one. */
    public java.util.Optional<String> privateStartLink(String tableId) {
        try {
            return port.privateStartLink(tableId);
        } catch (RuntimeException e) {
            LOG.error("chat adapter failed", e);
            return java.util.Optional.empty();
        }
    }

    /** A place of its own for a new table: see {@link ChatPort#newPlace}; the chat itself should the adapter fail. */
    public NewPlace newPlace(ChatId chat, String name) {
        try {
            return port.newPlace(chat, name);
        } catch (RuntimeException e) {
            LOG.error("chat adapter failed", e);
            return NewPlace.here(chat);
        }
    }

    /** The table of {@code place} is over: how long until its place is put away, see {@link ChatPort#placeDone}. */
    public java.util.Optional<java.time.Duration> placeDone(ChatId place) {
        try {
            return port.placeDone(place);
        } catch (RuntimeException e) {
            LOG.error("chat adapter failed", e);
            return java.util.Optional.empty();
        }
    }

    /** The place's time came: see {@link ChatPort#putAway}. */
    public void putAway(ChatId place) {
        try {
            port.putAway(place);
        } catch (RuntimeException e) {
            LOG.error("chat adapter failed", e);
        }
    }

    /** Posts in a chat, in several messages when needed; the ref is the last part's (the one with the buttons). */
    public Delivery send(ChatId chat, Message message) {
        Delivery last = null;
        for (Message part : split(message, port.capabilities())) {
            last = guard(() -> port.send(chat, part));
            if (!last.delivered()) {
                return last;
            }
            MessageRef ref = last.refOrNull();
            if (ref != null) {
                boolean fileAfter = part.file() != null && port.capabilities().files();
                newest.put(ref.chat(), fileAfter ? SOMETHING_ELSE : ref);
            }
        }
        return last;
    }

    /**
     * True when {@code ref} is the newest message posted through here in its chat, or when
     * nothing was posted there since this process started (then nobody knows better, and
     * the message most likely still is).
     */
    public boolean isNewest(MessageRef ref) {
        MessageRef known = newest.get(ref.chat());
        return known == null || known.equals(ref);
    }

    /** A message posted later ({@link Delivery.Pending}) got its own ref: that is the newest if it was. */
    public void resolved(MessageRef pending, MessageRef real) {
        newest.computeIfPresent(pending.chat(), (chat, known) -> known.equals(pending) ? real : known);
    }

    /** Writes to {@code user} privately, in several messages when needed; the result is the last part's. */
    public Delivery sendPrivate(UserId user, Message message) {
        Delivery last = null;
        for (Message part : split(message, port.capabilities())) {
            last = guard(() -> port.sendPrivate(user, part));
            if (!last.delivered()) {
                return last;
            }
        }
        return last;
    }

    /**
     * Writes to {@code user} privately about the table {@code about}: where private chats hold
     * topics, in that table's topic ({@link PrivateTopics}), else as {@link #sendPrivate(UserId, Message)}.
     */
    public Delivery sendPrivate(UserId user, Message message, About about) {
        String topic = topics.topic(user, about);
        if (topic.isEmpty()) {
            return sendPrivate(user, message);
        }
        Delivery last = null;
        for (Message part : split(message, port.capabilities())) {
            last = guard(() -> port.sendPrivate(user, topic, part));
            if (!last.delivered()) {
                return last;
            }
        }
        return last;
    }

    /** A notice about the bot itself to one user's private chat ({@link ChatPort#sendNotice}): fitted, not split. */
    public Delivery sendNotice(UserId user, Message message) {
        Capabilities caps = port.capabilities();
        Message fitted = new Message(truncate(message.text(), caps.maxTextLength()), List.of(), null);
        return guard(() -> port.sendNotice(user, fitted));
    }

    /** How a message can point at {@code chat}, if the platform has a way. */
    public java.util.Optional<String> mention(ChatId chat) {
        try {
            return port.mention(chat);
        } catch (RuntimeException e) {
            LOG.error("chat adapter failed", e);
            return java.util.Optional.empty();
        }
    }

    /** Edits in place: the text is shortened and extra buttons dropped, since one message stays one message. */
    public Delivery edit(MessageRef ref, Message message) {
        Capabilities caps = port.capabilities();
        List<List<Button>> rows = reflow(message.rows(), caps);
        rows = cap(rows, caps.buttonsPerMessage());
        Image image = caps.images() ? message.image() : null;
        Message fitted = new Message(truncate(message.text(), textLimit(image, caps)), rows, image)
                .withPins(message.pins());
        return guard(() -> port.edit(ref, fitted));
    }

    /**
     * Answers a typed command to its typer ({@link ChatPort#reply}), in several messages when
     * needed. A message with a file is posted in the chat instead, where its file goes too.
     */
    public void reply(ChatEvent.Command command, Message message) {
        if (message.file() != null) {
            send(command.chat(), message);
            return;
        }
        for (Message part : split(message, port.capabilities())) {
            MessageRef ref = guard(() -> port.reply(command, part)).refOrNull();
            if (ref != null && ref.chat().equals(command.chat())) {
                newest.put(ref.chat(), ref);
            }
        }
    }

    /** Confirms a command whose effect the chat sees ({@link ChatPort#confirm}), fitted to one message. */
    public void confirm(ChatEvent.Command command, Message message) {
        Message fitted = Message.text(truncate(message.text(), port.capabilities().maxTextLength()));
        guard(() -> {
            port.confirm(command, fitted);
            return new Delivery.Delivered(null);
        });
    }

    /** {@code ref} was replaced by a newer message ({@link ChatPort#retire}). */
    public void retire(MessageRef ref) {
        guard(() -> {
            port.retire(ref);
            return new Delivery.Delivered(ref);
        });
    }

    /** The chat {@code user}'s private messages go to, where the platform knows it ({@link ChatPort#privateChat}). */
    public java.util.Optional<ChatId> privateChat(UserId user) {
        try {
            return port.privateChat(user);
        } catch (RuntimeException e) {
            LOG.error("chat adapter failed", e);
            return java.util.Optional.empty();
        }
    }

    /**
     * Redraws the message a press came from, fitted like an edit. A press with no message
     * to redraw is answered with the message privately instead.
     */
    public Delivery update(ChatEvent.ButtonPress press, Message message) {
        if (press.message() == null) {
            return reply(press, message) ? new Delivery.Delivered(null) : new Delivery.Unreachable("no message");
        }
        Capabilities caps = port.capabilities();
        Image image = caps.images() ? message.image() : null;
        Message fitted = new Message(truncate(message.text(), textLimit(image, caps)),
                cap(reflow(message.rows(), caps), caps.buttonsPerMessage()), image);
        return guard(() -> port.update(press, fitted));
    }

    /**
     * Answers a press privately: a popup where the platform has one, otherwise a private
     * message (and a silent acknowledgement). Returns false when the presser could not be reached.
     */
    public boolean reply(ChatEvent.ButtonPress press, Message message) {
        Capabilities caps = port.capabilities();
        if (caps.popups()) {
            List<List<Button>> rows = caps.popupButtons()
                    ? cap(reflow(message.rows(), caps), caps.buttonsPerMessage())
                    : List.of();
            // A private answer that takes buttons is a message (Discord's ephemeral reply): it takes the picture too.
            Image image = caps.popupButtons() && caps.images() ? message.image() : null;
            Message popup = new Message(truncate(message.text(), Math.min(caps.maxPopupLength(), textLimit(image, caps))),
                    rows, image);
            return guard(() -> {
                port.answer(press, popup);
                return new Delivery.Delivered(press.message());
            }).delivered();
        }
        acknowledge(press);
        return message.text().isEmpty() || sendPrivate(press.from().id(), message).delivered();
    }

    /** Acknowledges a press with nothing to say. */
    public void acknowledge(ChatEvent.ButtonPress press) {
        guard(() -> {
            port.answer(press, Message.text(""));
            return new Delivery.Delivered(press.message());
        });
    }

    private static Delivery guard(Supplier<Delivery> call) {
        try {
            Delivery d = call.get();
            return d != null ? d : new Delivery.Unreachable("adapter returned nothing");
        } catch (RuntimeException e) {
            LOG.error("chat adapter failed", e);
            return new Delivery.Unreachable(e.toString());
        }
    }

    /** The messages {@code message} becomes on a platform with {@code caps}. */
    public static List<Message> split(Message message, Capabilities caps) {
        Image image = caps.images() ? message.image() : null;
        List<String> texts = splitText(message.text(), textLimit(image, caps), caps.maxTextLength());
        List<List<Button>> rows = reflow(message.rows(), caps);
        List<List<List<Button>>> pages = new ArrayList<>();
        List<List<Button>> page = new ArrayList<>();
        int count = 0;
        for (List<Button> row : rows) {
            if (count + row.size() > caps.buttonsPerMessage() && !page.isEmpty()) {
                pages.add(page);
                page = new ArrayList<>();
                count = 0;
            }
            page.add(row);
            count += row.size();
        }
        if (!page.isEmpty()) {
            pages.add(page);
        }
        List<Message> out = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            boolean lastText = i == texts.size() - 1;
            out.add(new Message(texts.get(i), lastText && !pages.isEmpty() ? pages.get(0) : List.of(),
                    i == 0 ? image : null,
                    i == 0 && caps.files() ? message.file() : null, i == 0 ? message.aside() : null));
        }
        for (int p = 1; p < pages.size(); p++) {
            out.add(new Message(MORE, pages.get(p), null));
        }
        return out;
    }

    private static List<List<Button>> reflow(List<List<Button>> rows, Capabilities caps) {
        List<List<Button>> out = new ArrayList<>();
        for (List<Button> row : rows) {
            for (int i = 0; i < row.size(); i += caps.buttonsPerRow()) {
                out.add(List.copyOf(row.subList(i, Math.min(row.size(), i + caps.buttonsPerRow()))));
            }
        }
        return out;
    }

    private static List<List<Button>> cap(List<List<Button>> rows, int max) {
        List<List<Button>> out = new ArrayList<>();
        int left = max;
        for (List<Button> row : rows) {
            if (left <= 0) {
                break;
            }
            List<Button> kept = row.subList(0, Math.min(row.size(), left));
            out.add(List.copyOf(kept));
            left -= kept.size();
        }
        return out;
    }

    /** How long the text of a message may be: a caption's length when it carries an image. */
    private static int textLimit(Image image, Capabilities caps) {
        return image == null ? caps.maxTextLength() : Math.min(caps.maxTextLength(), caps.maxCaptionLength());
    }

    static String truncate(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        return text.substring(0, Math.max(0, max - MORE.length())) + MORE;
    }

    /** Splits at line ends where possible; a single line too long is cut. Never returns an empty list. */
    static List<String> splitText(String text, int max) {
        return splitText(text, max, max);
    }

    /**
     * Splits like {@link #splitText(String, int)}, the first part at most {@code firstMax}
     * characters long (a caption), the others {@code max}.
     */
    static List<String> splitText(String text, int firstMax, int max) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            // The part being built is the first while nothing is out yet: a caption's length.
            for (int limit = out.isEmpty() ? firstMax : max; line.length() > limit;
                    limit = out.isEmpty() ? firstMax : max) {
                if (!current.isEmpty()) {
                    out.add(current.toString());
                    current.setLength(0);
                } else {
                    out.add(line.substring(0, limit));
                    line = line.substring(limit);
                }
            }
            int extra = current.isEmpty() ? line.length() : line.length() + 1;
            if (current.length() + extra > (out.isEmpty() ? firstMax : max)) {
                out.add(current.toString());
                current.setLength(0);
            }
            if (!current.isEmpty()) {
                current.append('\n');
            }
            current.append(line);
        }
        if (!current.isEmpty() || out.isEmpty()) {
            out.add(current.toString());
        }
        return out;
    }

}
