package dev.mazziere.chat;

/** A group chat (or channel) on one platform; {@code id} is opaque to the core. */
public record ChatId(String platform, String id) {

    @Override
    public String toString() {
        return platform + ":" + id;
    }
}
