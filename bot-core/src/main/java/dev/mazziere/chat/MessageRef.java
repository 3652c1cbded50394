package dev.mazziere.chat;

/**
 * A message the bot sent, as its platform knows it: where it is (a group chat, or the
 * private chat with a user) and its opaque id. Enough to edit it later, also after a
 * restart (a store keeps it as two strings plus the platform).
 */
public record MessageRef(ChatId chat, String id) {
}
