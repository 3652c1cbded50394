package dev.mazziere.chat;

/** A user on one platform; {@code id} is opaque to the core. */
public record UserId(String platform, String id) {

    @Override
    public String toString() {
        return platform + ":" + id;
    }
}
