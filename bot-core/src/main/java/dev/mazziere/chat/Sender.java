package dev.mazziere.chat;

import java.util.Locale;

/**
 * Who sent an event: the user, the name to show, the locale their platform reports
 * (null when unknown), and whether the platform says they administer the chat.
 */
public record Sender(UserId id, String displayName, Locale locale, boolean admin) {
}
