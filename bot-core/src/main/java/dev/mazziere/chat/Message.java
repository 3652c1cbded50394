package dev.mazziere.chat;

import java.util.List;

/** What the bot says: text, rows of buttons, and an optional image (null for none). */
public record Message(String text, List<List<Button>> rows, Image image) {

    public Message {
        rows = rows.stream().map(List::copyOf).filter(r -> !r.isEmpty()).toList();
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
