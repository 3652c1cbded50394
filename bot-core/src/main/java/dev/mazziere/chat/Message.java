package dev.mazziere.chat;

import java.util.List;

/**
 * What the bot says: text, rows of buttons, an optional image and an optional file
 * (null for none). The file is sent only where {@link Capabilities#files()}.
 *
 * @param aside for a private message: a line the user reads first when the message has to
 *              reach them another way than their private chat (Discord: an ephemeral reply,
 *              their direct messages being closed), saying why; null for none. The core
 *              writes it, in the table's language; the adapter shows it once per outage.
 * @param pins  parts of the text the chat must see ({@link Pin}): an adapter that merges this
 *              version of a message away, unsent, into a newer one keeps them in the newer
 *              ({@link #keepingPinsOf})
 */
public record Message(String text, List<List<Button>> rows, Image image, Attachment file, String aside,
                      List<Pin> pins) {

    /**
     * A part of a message's text that the chat must see before a newer version of the
     * message replaces it: a hand's result, a hand thrown in. Versions that show the same
     * event carry the same {@code id}; {@code text} is how this version shows it.
     */
    public record Pin(String id, String text) {
    }

    public Message {
        rows = rows.stream().map(List::copyOf).filter(r -> !r.isEmpty()).toList();
        pins = List.copyOf(pins);
    }

    public Message(String text, List<List<Button>> rows, Image image, Attachment file, String aside) {
        this(text, rows, image, file, aside, List.of());
    }

    public Message(String text, List<List<Button>> rows, Image image, Attachment file) {
        this(text, rows, image, file, null);
    }

    public Message(String text, List<List<Button>> rows, Image image) {
        this(text, rows, image, null, null);
    }

    /** This message with {@code aside} to say first should it have to reach its user another way. */
    public Message withAside(String aside) {
        return new Message(text, rows, image, file, aside, pins);
    }

    /** This message with {@code pins}, parts of its text the chat must see. */
    public Message withPins(List<Pin> pins) {
        return new Message(text, rows, image, file, aside, pins);
    }

    /** This message without its buttons. */
    public Message withoutButtons() {
        return new Message(text, List.of(), image, file, aside, pins);
    }

    /**
     * This message as it replaces {@code older}, a version of the same message that was never
     * sent: the pins of {@code older} this one lacks (by id) are kept, their text right after
     * this one's first line, so the chat still sees them; in at most {@code maxLength}
     * characters, this one's own lines giving way from the second on (its last, whose turn,
     * stays). This message itself when nothing is to be kept.
     */
    public Message keepingPinsOf(Message older, int maxLength) {
        List<Pin> kept = older.pins.stream().filter(p -> pins.stream().noneMatch(q -> q.id().equals(p.id()))).toList();
        if (kept.isEmpty()) {
            return this;
        }
        String carried = String.join("\n", kept.stream().map(Pin::text).toList());
        int cut = text.indexOf('\n');
        String first = cut < 0 ? text : text.substring(0, cut);
        List<String> rest = cut < 0 ? new java.util.ArrayList<>() : new java.util.ArrayList<>(List.of(text.substring(cut + 1)
                .split("\n", -1)));
        String merged = join(first, carried, rest);
        boolean dropped = false;
        while (merged.length() > maxLength && rest.size() > 1) {
            rest.remove(0);
            dropped = true;
            merged = join(first, carried, dropped ? prepend(Outbox.MORE, rest) : rest);
        }
        if (merged.length() > maxLength) {
            merged = Outbox.truncate(merged, maxLength);
        }
        List<Pin> all = new java.util.ArrayList<>(kept);
        all.addAll(pins);
        return new Message(merged, rows, image, file, aside, all);
    }

    private static String join(String first, String carried, List<String> rest) {
        return first + "\n" + carried + (rest.isEmpty() ? "" : "\n" + String.join("\n", rest));
    }

    private static List<String> prepend(String line, List<String> rest) {
        List<String> out = new java.util.ArrayList<>();
        out.add(line);
        out.addAll(rest);
        return out;
    }

    /** The text with the aside first, as shown when the message went another way. */
    public String textWithAside() {
        if (aside == null) {
            return text;
        }
        return text.isBlank() ? aside : aside + "\n\n" + text;
    }

    /** Text with a file attached (the text alone where the platform takes no files). */
    public static Message withFile(String text, Attachment file) {
        return new Message(text, List.of(), null, file);
    }

    public static Message text(String text) {
        return new Message(text, List.of(), null);
    }

    public static Message of(String text, List<List<Button>> rows) {
        return new Message(text, rows, null);
    }

    public List<Button> buttons() {
        return rows.stream().flatMap(List::stream).toList();
    }
}
