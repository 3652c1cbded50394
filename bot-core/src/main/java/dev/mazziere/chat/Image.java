package dev.mazziere.chat;

/** A picture attached to a message (PNG bytes); shown only where the platform takes images. */
public record Image(String fileName, byte[] png) {
}
