package dev.mazziere.chat;

import java.nio.charset.StandardCharsets;

/** A button: the label users see and the payload that comes back when pressed (64 bytes UTF-8 at most). */
public record Button(String label, String payload) {

    public static final int MAX_PAYLOAD_BYTES = 64;

    public Button {
        if (payload.getBytes(StandardCharsets.UTF_8).length > MAX_PAYLOAD_BYTES) {
            throw new IllegalArgumentException("button payload over " + MAX_PAYLOAD_BYTES + " bytes: " + payload);
        }
    }
}
