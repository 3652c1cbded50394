package dev.mazziere.app.console;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the console's output as a scripted player does: the newest private message with buttons. */
final class ConsolePrompts {

    private static final Pattern BUTTON = Pattern.compile("\\[(\\d+)] (.+?)(?= {3}\\[|$)");

    private ConsolePrompts() {
    }

    /** A private message with buttons: who it is for, and its buttons' labels and numbers in order. */
    record Prompt(String user, List<String> labels, List<String> numbers) {

        /** What to type to press the button whose label starts with {@code labelStart}, or null. */
        String press(String labelStart) {
            for (int i = 0; i < labels.size(); i++) {
                if (labels.get(i).startsWith(labelStart)) {
                    return user + "> #" + numbers.get(i);
                }
            }
            return null;
        }

        /** What to type to press the {@code index}th button. */
        String press(int index) {
            return user + "> #" + numbers.get(index);
        }
    }

    /**
     * The newest private message with buttons in {@code text}, or null. {@code withEdits}:
     * a message redrawn in place (printed again as an edit) counts too, as a Ramino panel is.
     */
    static Prompt last(String text, boolean withEdits) {
        Prompt found = null;
        Prompt current = null;
        for (String line : text.split("\n")) {
            if (line.startsWith("[")) {
                current = line.startsWith("[dm ") && (withEdits || !line.contains("(edit)"))
                        ? new Prompt(line.substring(4, line.indexOf(']')), new ArrayList<>(), new ArrayList<>()) : null;
                continue;
            }
            Matcher m = BUTTON.matcher(line.strip());
            while (current != null && m.find()) {
                current.labels().add(m.group(2));
                current.numbers().add(m.group(1));
                found = current;
            }
        }
        return found;
    }
}
