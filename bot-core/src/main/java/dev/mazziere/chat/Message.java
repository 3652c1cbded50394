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
 */
public record Message(String text, List<List<Button>> rows, Image image, Attachment file, String aside) {

    public Message {
        rows = rows.stream().map(List::copyOf).filter(r -> !r.isEmpty()).toList();
    }

    public Message(String text, List<List<Button>> rows, Image image, Attachment file) {
        this(text, rows, image, file, null);
    }

    public Message(String text, List<List<Button>> rows, Image image) {
        this(text, rows, image, null, null);
    }

    /** This message with {@code aside} to say first should it have to reach its user another way. */
    public Message withAside(String aside) {
        return new Message(text, rows, image, file, aside);
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
