package dev.mazziere.telegram;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.telegram.telegrambots.meta.api.objects.MessageEntity;

/**
 * A command read from a message: {@code /name@bot args...}. Read from the message's
 * {@code bot_command} entity at offset 0 (Message.isCommand() is not reliable), with
 * the text itself as a fallback when a server sends no entities.
 *
 * @param name the command, lower case, without slash and bot name
 * @param args the words after it
 */
record CommandText(String name, List<String> args) {

    CommandText {
        args = List.copyOf(args);
    }

    /** The command in {@code text}, unless there is none or it is addressed to another bot. */
    static Optional<CommandText> parse(String text, List<MessageEntity> entities, String botUsername) {
        if (text == null || !text.startsWith("/")) {
            return Optional.empty();
        }
        int end = -1;
        if (entities != null) {
            for (MessageEntity e : entities) {
                if ("bot_command".equals(e.getType()) && e.getOffset() == 0) {
                    end = e.getLength();
                }
            }
            if (end < 0 && !entities.isEmpty()) {
                return Optional.empty();
            }
        }
        if (end < 0) {
            end = 1;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
        }
        end = Math.min(end, text.length());
        String command = text.substring(1, end);
        int at = command.indexOf('@');
        if (at >= 0) {
            String addressee = command.substring(at + 1);
            if (botUsername != null && !addressee.equalsIgnoreCase(botUsername)) {
                return Optional.empty();
            }
            command = command.substring(0, at);
        }
        if (command.isEmpty()) {
            return Optional.empty();
        }
        String rest = text.substring(end).trim();
        List<String> args = rest.isEmpty() ? List.of() : Arrays.asList(rest.split("\\s+"));
        return Optional.of(new CommandText(command.toLowerCase(Locale.ROOT), args));
    }
}
