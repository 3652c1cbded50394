package dev.mazziere.chat;

import java.nio.charset.StandardCharsets;

/**
 * A button: the label users see and the payload that comes back when pressed (64 bytes
 * UTF-8 at most); or, with a {@code url}, a link the platform opens (no payload, nothing
 * comes back). Link buttons are made with {@link #link}.
 */
public record Button(String label, String payload, String url) {

    public static final int MAX_PAYLOAD_BYTES = 64;

    public Button {
        if (payload.getBytes(StandardCharsets.UTF_8).length > MAX_PAYLOAD_BYTES) {
            throw new IllegalArgumentException("button payload over " + MAX_PAYLOAD_BYTES + " bytes: " + payload);
        }
        if (url != null && !payload.isEmpty()) {
            throw new IllegalArgumentException("a link button carries no payload: " + payload);
        }
    }

    /** A button that comes back with {@code payload} when pressed. */
    public Button(String label, String payload) {
        this(label, payload, null);
    }

    /** A button that opens {@code url}. */
    public static Button link(String label, String url) {
        return new Button(label, "", url);
    }

    public boolean isLink() {
        return url != null;
    }
}
