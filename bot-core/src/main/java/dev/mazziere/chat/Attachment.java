package dev.mazziere.chat;

import java.util.Objects;

/**
 * A file attached to a message (a match transcript for {@code /history}); sent only where
 * {@link Capabilities#files()}, otherwise dropped, so the message text must make sense alone.
 *
 * @param fileName the name the chat shows, e.g. {@code scopa-2026-03-01.jsonl}
 * @param bytes    the content
 */
public record Attachment(String fileName, byte[] bytes) {

    public Attachment {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(bytes, "bytes");
    }
}
