package dev.mazziere.chat;

/**
 * The table a private message is about: its place and its title ("Scopa"). Where users'
 * private chats hold topics ({@link ChatPort#privateTopics}), each table's messages to a
 * user go to a topic of their own, found by {@link PrivateTopics}.
 */
public record About(ChatId place, String title) {
}
