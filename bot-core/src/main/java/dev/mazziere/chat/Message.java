package dev.mazziere.chat;

import java.util.List;

/**
 * What the bot says: text, rows of buttons, an optional image and an optional file
 * (null for none). The file is sent only where {@link Capabilities#files()}.
 */
public record Message(String text, List<List<Button>> rows, Image image, Attachment file) {

    public Message {
        rows = rows.stream().map(List::copyOf).filter(r -> !r.isEmpty()).toList();
    }

    public Message(String text, List<List<Button>> rows, Image image) {
        this(text, rows, image, null);
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
